package io.shardflake.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@code decode} of 13 digits, which are a decimal id and a base32 id at once: refused with both readings and their
 * times, and read as {@code --format} says.
 */
class DecodeFormatTest {

    @Test
    void thirteenDigitsAreRefusedShowingBothReadingsAndTheirTimes() {
        CliRun run = CliRun.of("decode", "1234567890123", "--layout", "twitter");

        assertThat(run.exitCode()).isEqualTo(ShardflakeCli.USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("shardflake: invalid id \"1234567890123\": 13 digits read two ways: as"
                + " decimal 1234567890123, as Crockford base32 1228503247364293699; name the form: decimal or base32"
                + " (--format decimal reads time 2010-11-04T01:47:49Z, --format base32 reads time"
                + " 2020-02-15T02:16:13.315Z, in layout twitter; --type uniqid reads it as a bare PHP uniqid())"
                + System.lineSeparator());
    }

    @Test
    void formatDecimalReadsTheDigitsAsANumber() {
        CliRun run = CliRun.of("decode", "1234567890123", "--layout", "twitter", "--format", "decimal");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.outLines()).startsWith("kind: snowflake (64-bit id in decimal)", "id: 1234567890123")
                .contains("time: 2010-11-04T01:47:49Z");
    }

    @Test
    void formatBase32ReadsTheDigitsAsBase32() {
        CliRun run = CliRun.of("decode", "1234567890123", "--layout", "twitter", "--format=base32");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.outLines()).startsWith("kind: snowflake (64-bit id in Crockford base32)",
                "id: 1228503247364293699", "base32: 1234567890123").contains("time: 2020-02-15T02:16:13.315Z");
    }

    @Test
    void aZeroPaddedTextSaysHowToWriteItInDecimal() {
        CliRun run = CliRun.of("decode", "0000000000012", "--layout", "twitter");

        assertThat(run.exitCode()).isEqualTo(ShardflakeCli.USAGE);
        assertThat(run.err()).isEqualTo("shardflake: invalid id \"0000000000012\": 13 digits read two ways: as"
                + " zero-padded decimal 12 (decimal is written without leading zeros: 12), as Crockford base32 34;"
                + " name the form: decimal or base32 (decode 12 reads time 2010-11-04T01:42:54.657Z, --format base32"
                + " reads time 2010-11-04T01:42:54.657Z, in layout twitter; --type uniqid reads it as a bare PHP"
                + " uniqid())" + System.lineSeparator());
        assertThat(CliRun.of("decode", "0000000000012", "--format", "base32").outLines()).contains("id: 34");
        assertThat(CliRun.of("decode", "12").outLines()).contains("id: 12");
    }

    @Test
    void aFormatThatAgreesWithTheShapeChangesNothing() {
        assertThat(CliRun.of("decode", "1ASD13XH1F800", "--format", "base32", "--layout", "twitter").out())
                .isEqualTo(CliRun.of("decode", "1ASD13XH1F800", "--layout", "twitter").out());
        assertThat(CliRun.of("decode", "1541815603606036480", "--format", "decimal").out())
                .isEqualTo(CliRun.of("decode", "1541815603606036480").out());
    }
}
