package io.shardflake.worker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FixedWorkerIdTest {

    @ParameterizedTest(name = "worker id {0} fits max {1}")
    @CsvSource(textBlock = """
            0, 0
            0, 1023
            1, 1
            512, 1023
            1023, 1023
            65535, 65535
            2147483647, 2147483647
            """)
    void answersTheGivenValueWhenItFits(int workerId, int maxWorkerId) {
        assertThat(WorkerIdSource.fixed(workerId).claim(maxWorkerId).workerId()).isEqualTo(workerId);
    }

    @ParameterizedTest(name = "worker id {0} with max {1} -> {2}")
    @CsvSource(delimiter = '|', textBlock = """
            1024       | 1023       | worker id = 1024 is not allowed: 0..1023 (10 bits)
            1          | 0          | worker id = 1 is not allowed: 0..0 (0 bits)
            256        | 255        | worker id = 256 is not allowed: 0..255 (8 bits)
            65536      | 65535      | worker id = 65536 is not allowed: 0..65535 (16 bits)
            2147483647 | 1073741823 | worker id = 2147483647 is not allowed: 0..1073741823 (30 bits)
            1001       | 1000       | worker id = 1001 is not allowed: 0..1000
            """)
    void rejectsAValueAboveTheFieldInsteadOfMaskingIt(int workerId, int maxWorkerId, String message) {
        WorkerIdSource source = WorkerIdSource.fixed(workerId);

        assertThatThrownBy(() -> source.claim(maxWorkerId).workerId())
                .isExactlyInstanceOf(InvalidConfigurationException.class)
                .hasMessage(message);
    }

    @ParameterizedTest(name = "worker id {0}")
    @CsvSource({"-1", "-1024", "-2147483648"})
    void rejectsANegativeValueWhenBuilt(int workerId) {
        assertThatThrownBy(() -> WorkerIdSource.fixed(workerId))
                .isExactlyInstanceOf(InvalidConfigurationException.class)
                .hasMessage("worker id = " + workerId + " is not allowed: 0..2^bits - 1 of the worker field");
    }

    @Test
    void carriesTheValuesSoTheStarterCanRestateThemUnderItsPropertyKey() {
        InvalidConfigurationException error = catchConfigurationError(() -> WorkerIdSource.fixed(4096).claim(1023).workerId());

        assertThat(error.parameter()).isEqualTo("worker id");
        assertThat(error.value()).isEqualTo("4096");
        assertThat(error.allowed()).isEqualTo("0..1023 (10 bits)");
        assertThat(error.renamed("shardflake.worker.id"))
                .hasMessage("shardflake.worker.id = 4096 is not allowed: 0..1023 (10 bits)")
                .hasCause(error);
    }

    @Test
    void rejectsANegativeMaximumAsACallerBug() {
        assertThatThrownBy(() -> WorkerIdSource.fixed(0).claim(-1).workerId())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("maxWorkerId = -1 is negative: expected 2^bits - 1");
    }

    @Test
    void describesItself() {
        assertThat(WorkerIdSource.fixed(12).description()).isEqualTo("fixed(12)");
        assertThat(WorkerIdSource.fixed(12)).hasToString("fixed(12)");
    }

    private static InvalidConfigurationException catchConfigurationError(Runnable action) {
        try {
            action.run();
        } catch (InvalidConfigurationException e) {
            return e;
        }
        throw new AssertionError("expected an InvalidConfigurationException");
    }
}
