package io.shardflake.uuid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.clock.ClockLeadExceededException;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.clock.WallClock;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class UuidV6GeneratorTest {

    private static final Instant START = Instant.parse("2026-01-02T03:04:05.678901Z");
    private static final long START_TIMESTAMP = GregorianUuid.of(START, 0, 0).timestamp();

    private final ManualClock clock = ManualClock.at(START);

    private GregorianUuidBuilder<UuidV6Generator> builder() {
        return UuidV6Generator.builder()
                .clock(ClockSettings.of(clock, clock)).node(0x0A0B0C0D0E0FL).clockSequence(5000);
    }

    @Test
    void isTheV1LayoutReorderedForSorting() {
        UuidV6Generator v6 = builder().build();
        UuidV1Generator v1 = UuidV1Generator.builder()
                .clock(ClockSettings.of(clock, clock)).node(0x0A0B0C0D0E0FL).clockSequence(5000)
                .build();

        for (int i = 0; i < 30; i++) {
            UUID made = v6.next();
            assertThat(made.version()).isEqualTo(6);
            assertThat(made.variant()).isEqualTo(2);
            assertThat(UuidConversion.v6ToV1(made)).isEqualTo(v1.next());
            assertThat(GregorianUuid.from(made)).isEqualTo(new GregorianUuid(START_TIMESTAMP + i, 5000,
                    0x0A0B0C0D0E0FL));
        }
    }

    @Test
    void aBurstOnAFrozenClockIncreasesInStringOrder() {
        UuidV6Generator generator = builder().build();
        clock.frozen(true);

        UUID previous = generator.next();
        for (int i = 0; i < 300_000; i++) {
            UUID next = generator.next();
            assertThat(UuidPairs.compareUnsigned(next, previous)).isPositive();
            previous = next;
        }
        assertThat(generator.statistics().borrowedTicks()).isEqualTo(30_000);
        assertThat(clock.pauseCount()).isZero();
    }

    @Test
    void aStepBackChangesTheClockSequenceAndKeepsIncreasing() {
        UuidV6Generator generator = builder().build();
        UUID before = generator.next();

        clock.stepBack(Duration.ofMillis(80));
        UUID after = generator.next();

        assertThat(UuidPairs.compareUnsigned(after, before)).isPositive();
        assertThat(after.toString()).isGreaterThan(before.toString());
        assertThat(GregorianUuid.from(after).clockSequence()).isEqualTo(5001);
        assertThat(GregorianUuid.from(after).node()).isEqualTo(0x0A0B0C0D0E0FL);
        assertThat(generator.statistics().backwardSteps()).isEqualTo(1);
    }

    @Test
    void waitsAtTheLeadBoundAndThrowsPastTheWaitBound() {
        UuidV6Generator generator = builder()
                .clock(ClockSettings.of(clock, clock)
                        .withMaxLead(Duration.ofMillis(2))
                        .withMaxWait(Duration.ofMillis(3)))
                .build();
        generator.next();

        clock.stepBack(Duration.ofMillis(4));
        generator.next();
        assertThat(clock.totalPausedNanos()).isEqualTo(Duration.ofMillis(2).toNanos());

        clock.stepBack(Duration.ofMillis(6));
        assertThatThrownBy(generator::next).isInstanceOf(ClockLeadExceededException.class)
                .hasMessageContaining("ahead of the wall clock");
    }

    @Test
    void usesTheSystemClockByDefault() {
        UuidV6Generator generator = UuidV6Generator.builder().build();

        assertThat(generator.wallClock()).isSameAs(WallClock.system());
        assertThat(generator.node() & UuidNode.MULTICAST_BIT).isNotZero();
        assertThat(generator.clockPolicy().maxLead()).isEqualTo(Duration.ofMillis(100));
        assertThat(generator.next().version()).isEqualTo(6);
    }
}
