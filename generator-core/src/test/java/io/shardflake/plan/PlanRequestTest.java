package io.shardflake.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.shardflake.error.InvalidConfigurationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PlanRequestTest {

    @ParameterizedTest(name = "nodes {0}, rate {1}, years {2}, shards {3}")
    @CsvSource(delimiter = '|', textBlock = """
            0          | 1 | 1      | 0          | nodes = 0 is not allowed: 1..2,147,483,648
            -5         | 1 | 1      | 0          | nodes = -5 is not allowed: 1..2,147,483,648
            2147483649 | 1 | 1      | 0          | nodes = 2147483649 is not allowed: 1..2,147,483,648
            1          | 0 | 1      | 0          | peakIdsPerSecondPerNode = 0 is not allowed: 1..9,223,372,036,854,775,807
            1          | 1 | 0      | 0          | years = 0 is not allowed: 1..100,000
            1          | 1 | 100001 | 0          | years = 100001 is not allowed: 1..100,000
            1          | 1 | 1      | -1         | shards = -1 is not allowed: 0..2,147,483,648
            1          | 1 | 1      | 2147483649 | shards = 2147483649 is not allowed: 0..2,147,483,648
            """)
    void refusesValuesOutOfRangeNamingParameterValueAndRange(long nodes, long rate, int years, long shards,
            String message) {
        assertThatThrownBy(() -> new PlanRequest(nodes, rate, years, shards))
                .isExactlyInstanceOf(InvalidConfigurationException.class)
                .hasMessage(message);
    }

    @Test
    void theErrorCarriesItsPartsSoTheCommandLineCanNameItsOwnOption() {
        InvalidConfigurationException error = catchThrowableOfType(InvalidConfigurationException.class,
                () -> PlanRequest.of(1024, 100_000, 0));

        assertThat(error.parameter()).isEqualTo("years");
        assertThat(error.value()).isEqualTo("0");
        assertThat(error.allowed()).isEqualTo("1..100,000");
    }

    @Test
    void acceptsTheLimits() {
        assertThat(new PlanRequest(1L << 31, Long.MAX_VALUE, 100_000, 1L << 31).nodes()).isEqualTo(1L << 31);
        assertThat(new PlanRequest(1, 1, 1, 0).hasShards()).isFalse();
        assertThat(PlanRequest.of(1, 1, 1).withShards(1).hasShards()).isTrue();
    }
}
