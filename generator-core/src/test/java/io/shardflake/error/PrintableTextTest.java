package io.shardflake.error;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PrintableTextTest {

    @Test
    void escapesWhatIsNotPrintedAsItselfAndKeepsTheRest() {
        assertThat(PrintableText.of("ord_17QMMSNNFSTJR6 é 日本")).isEqualTo("ord_17QMMSNNFSTJR6 é 日本");
        assertThat(PrintableText.of("a\r\nb\tc\u0000d\u001b[31me\u007ff\u0085g\u2028h\u202ei\\j"))
                .isEqualTo("a\\r\\nb\\tc\\u0000d\\u001B[31me\\u007Ff\\u0085g\\u2028h\\u202Ei\\\\j");
        assertThat(PrintableText.of(null)).isEqualTo("null");
        assertThat(PrintableText.of(42)).isEqualTo("42");
    }

    /** A setting's value, from a file or the environment, is quoted on one line too. */
    @Test
    void aRefusedSettingShowsItsValueOnOneLine() {
        InvalidConfigurationException refused = new InvalidConfigurationException("worker id", "1\nINFO forged",
                "0..1023");
        assertThat(refused).hasMessage("worker id = 1\\nINFO forged is not allowed: 0..1023");
        assertThat(refused.value()).isEqualTo("1\nINFO forged");
    }
}
