package io.shardflake.clock;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.error.ShardflakeException;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class ClockPolicyTest {

    @Test
    void theDefaultRidesOutAHundredMillisecondsAndWaitsASecond() {
        assertThat(ClockPolicy.DEFAULT.maxLead()).isEqualTo(Duration.ofMillis(100));
        assertThat(ClockPolicy.DEFAULT.maxWait()).isEqualTo(Duration.ofSeconds(1));
    }

    @Test
    void classicHasNoLeadAndTheDefaultWait() {
        assertThat(ClockPolicy.classic()).isEqualTo(new ClockPolicy(Duration.ZERO, Duration.ofSeconds(1)));
    }

    @Test
    void withersChangeOneBound() {
        ClockPolicy policy = ClockPolicy.DEFAULT.withMaxLead(Duration.ofSeconds(5)).withMaxWait(Duration.ZERO);

        assertThat(policy).isEqualTo(new ClockPolicy(Duration.ofSeconds(5), Duration.ZERO));
        assertThat(ClockPolicy.DEFAULT.maxLead()).as("unchanged").isEqualTo(Duration.ofMillis(100));
    }

    @Test
    void theExceptionCarriesItsNumbersAndWritesWholeMillisecondsAsMilliseconds() {
        ClockLeadExceededException e = new ClockLeadExceededException(Duration.ofMillis(1500),
                Duration.ofNanos(100_500), Duration.ZERO, Duration.ofSeconds(2));

        assertThat(e).isInstanceOf(ShardflakeException.class)
                .hasMessage("the next id would be 1500 ms ahead of the wall clock; allowed lead 100 µs, and "
                        + "waiting 2000 ms at most (waited 0 µs) cannot close the gap. Did the wall clock step back?");
        assertThat(e.lead()).isEqualTo(Duration.ofMillis(1500));
        assertThat(e.maxLead()).isEqualTo(Duration.ofNanos(100_500));
        assertThat(e.waited()).isZero();
        assertThat(e.maxWait()).isEqualTo(Duration.ofSeconds(2));
    }
}
