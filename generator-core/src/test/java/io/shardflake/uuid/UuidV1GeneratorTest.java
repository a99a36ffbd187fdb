package io.shardflake.uuid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.shardflake.error.LayoutExhaustedException;
import io.shardflake.clock.ClockLeadExceededException;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ClockStatistics;
import io.shardflake.clock.ManualClock;
import io.shardflake.clock.WallClock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class UuidV1GeneratorTest {

    private static final Instant START = Instant.parse("2026-01-02T03:04:05.678901Z");
    private static final long START_TIMESTAMP = GregorianUuid.of(START, 0, 0).timestamp();

    private final ManualClock clock = ManualClock.at(START);

    private GregorianUuidBuilder<UuidV1Generator> builder() {
        return UuidV1Generator.builder().clock(ClockSettings.of(clock, clock)).node(0x0A0B0C0D0E0FL).clockSequence(100);
    }

    @Test
    void carriesTheWallClockTimeClockSequenceAndNode() {
        UUID uuid = builder().build().next();

        assertThat(uuid.version()).isEqualTo(1);
        assertThat(uuid.variant()).isEqualTo(2);
        assertThat(GregorianUuid.from(uuid)).isEqualTo(new GregorianUuid(START_TIMESTAMP, 100, 0x0A0B0C0D0E0FL));
        assertThat(UuidTime.of(uuid)).isEqualTo(START);
    }

    @Test
    void fillsTenSlotsOf100NanosecondsThenBorrowsTheNextMicrosecond() {
        UuidV1Generator generator = builder().build();

        for (int i = 0; i < 25; i++) {
            assertThat(timestamp(generator.next())).isEqualTo(START_TIMESTAMP + i);
        }
        ClockStatistics statistics = generator.statistics();
        assertThat(statistics.issued()).isEqualTo(25);
        assertThat(statistics.borrowedTicks()).isEqualTo(2);
        assertThat(statistics.largestLead()).isEqualTo(Duration.ofNanos(2000));
    }

    @Test
    void aBurstFarAboveOnePerTickOnAFrozenClockStaysUniqueAndIncreasing() {
        UuidV1Generator generator = builder().build();
        clock.frozen(true);

        long previous = -1;
        for (int i = 0; i < 500_000; i++) {
            UUID uuid = generator.next();
            long timestamp = timestamp(uuid);
            assertThat(timestamp).isGreaterThan(previous);
            assertThat(uuid.clockSequence()).isEqualTo(100);
            previous = timestamp;
        }
        // 500,000 UUIDs in 50 ms of borrowed time, inside the default 100 ms lead: no waiting.
        assertThat(previous).isEqualTo(START_TIMESTAMP + 499_999);
        assertThat(clock.pauseCount()).isZero();
        assertThat(generator.statistics().largestLead()).isEqualTo(Duration.ofNanos(49_999_000));
    }

    @Test
    void followsTheWallClockWhenItMovesOn() {
        UuidV1Generator generator = builder().build();
        generator.next();

        clock.advance(Duration.ofMillis(3));

        assertThat(timestamp(generator.next())).isEqualTo(START_TIMESTAMP + 30_000);
    }

    @Test
    void aStepBackWithinTheLeadChangesTheClockSequenceAndKeepsTimestampsIncreasing() {
        UuidV1Generator generator = builder().build();
        long before = timestamp(generator.next());

        clock.stepBack(Duration.ofMillis(50));
        UUID after = generator.next();

        assertThat(timestamp(after)).isGreaterThan(before);
        assertThat(after.clockSequence()).isEqualTo(101);
        assertThat(after.node()).isEqualTo(0x0A0B0C0D0E0FL);
        assertThat(generator.clockSequence()).isEqualTo(101);
        assertThat(generator.statistics().backwardSteps()).isEqualTo(1);
        assertThat(clock.pauseCount()).isZero();

        // Still behind: no new step, so the clock sequence stays.
        clock.advance(Duration.ofMillis(10));
        assertThat(generator.next().clockSequence()).isEqualTo(101);
        clock.stepBack(Duration.ofSeconds(1)).advance(Duration.ofMillis(999));
        assertThat(generator.next().clockSequence()).isEqualTo(102);
    }

    @Test
    void theClockSequenceWrapsWithin14Bits() {
        UuidV1Generator generator = builder().clockSequence(16383).build();
        generator.next();

        clock.stepBack(Duration.ofMillis(1));

        assertThat(generator.next().clockSequence()).isZero();
    }

    @Test
    void aStepBackBeyondTheLeadWaitsForTheWallClock() {
        UuidV1Generator generator = builder().build();
        long before = timestamp(generator.next());

        clock.stepBack(Duration.ofMillis(400));
        long after = timestamp(generator.next());

        // The default policy: 100 ms of lead, so it waits out the other 300 ms (the scripted clock moves).
        assertThat(after).isGreaterThan(before);
        assertThat(clock.totalPausedNanos()).isEqualTo(Duration.ofMillis(300).toNanos());
        assertThat(generator.statistics().waits()).isEqualTo(1);
    }

    @Test
    void aStepBackBeyondLeadAndWaitThrowsAtOnce() {
        UuidV1Generator generator = builder()
                .clock(ClockSettings.of(clock, clock)
                        .withMaxLead(Duration.ofMillis(1))
                        .withMaxWait(Duration.ofMillis(5)))
                .build();
        generator.next();

        clock.stepBack(Duration.ofMillis(10));

        assertThatThrownBy(generator::next)
                .isInstanceOfSatisfying(ClockLeadExceededException.class, e -> {
                    assertThat(e.maxLead()).isEqualTo(Duration.ofMillis(1));
                    assertThat(e.maxWait()).isEqualTo(Duration.ofMillis(5));
                    assertThat(e.waited()).isZero();
                });
        assertThat(clock.pauseCount()).isZero();
        clock.advance(Duration.ofMillis(10));
        assertThat(generator.next()).isNotNull();
    }

    @Test
    void withoutLeadTheEleventhUuidOfAMicrosecondWaitsForTheNext() {
        UuidV1Generator generator = builder().clock(ClockSettings.of(clock, clock).withMaxLead(Duration.ZERO)).build();

        for (int i = 0; i < 10; i++) {
            generator.next();
        }
        assertThat(clock.pauseCount()).isZero();
        assertThat(timestamp(generator.next())).isEqualTo(START_TIMESTAMP + 10);
        assertThat(clock.totalPausedNanos()).isEqualTo(1000);
    }

    @Test
    void aFrozenClockWithoutLeadThrowsOnceTheWaitIsSpent() {
        UuidV1Generator generator = builder()
                .clock(ClockSettings.of(clock, clock).withMaxLead(Duration.ZERO).withMaxWait(Duration.ofMillis(2)))
                .build();
        clock.frozen(true);
        for (int i = 0; i < 10; i++) {
            generator.next();
        }

        assertThatThrownBy(generator::next)
                .isInstanceOfSatisfying(ClockLeadExceededException.class,
                        e -> assertThat(e.waited()).isLessThanOrEqualTo(Duration.ofMillis(2)).isPositive());
        assertThat(clock.totalPausedNanos()).isPositive().isLessThanOrEqualTo(Duration.ofMillis(2).toNanos());
    }

    @Test
    void endsWithThe60BitTimestamp() {
        // The last whole microsecond whose ten slots fit 60 bits.
        long lastTick = (1L << 60) / 10 - 1;
        // ManualClock counts nanoseconds in a long and ends in 2262; this clock shows the microsecond itself.
        WallClock year5236 = () -> lastTick - 12_219_292_800_000_000L;
        UuidV1Generator generator = builder().clock(ClockSettings.of(year5236, clock)).build();

        for (int i = 0; i < 10; i++) {
            assertThat(timestamp(generator.next())).isEqualTo(lastTick * 10 + i);
        }
        assertThatThrownBy(generator::next).isInstanceOf(LayoutExhaustedException.class);
    }

    @Test
    void drawsARandomMulticastNodeAndClockSequenceByDefault() {
        UuidV1Generator first = UuidV1Generator.builder()
                .clock(ClockSettings.of(clock, clock)).random(new SplittableRandom(7)).build();
        UuidV1Generator same = UuidV1Generator.builder()
                .clock(ClockSettings.of(clock, clock)).random(new SplittableRandom(7)).build();
        UuidV1Generator other = UuidV1Generator.builder().clock(ClockSettings.of(clock, clock)).build();

        assertThat(first.node() & UuidNode.MULTICAST_BIT).isNotZero();
        assertThat(other.node() & UuidNode.MULTICAST_BIT).isNotZero();
        assertThat(first.node()).isEqualTo(same.node()).isNotEqualTo(other.node());
        assertThat(first.clockSequence()).isEqualTo(same.clockSequence()).isBetween(0, 16383);
        assertThat(first.next().node()).isEqualTo(first.node());
    }

    @Test
    void usesTheSystemClockByDefaultBecause100NanosecondsNeedMicroseconds() {
        UuidV1Generator generator = UuidV1Generator.builder().build();

        assertThat(generator.wallClock()).isSameAs(WallClock.system());
        assertThat(UuidTime.of(generator.next())).isCloseTo(Instant.now(), within(5, ChronoUnit.SECONDS));
        assertThat(generator.toString()).contains("clock sequence").contains("system");
    }

    private static long timestamp(UUID uuid) {
        return GregorianUuid.from(uuid).timestamp();
    }
}
