package io.shardflake.uuid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.InvalidConfigurationException;
import io.shardflake.LayoutExhaustedException;
import io.shardflake.clock.ClockLeadExceededException;
import io.shardflake.clock.ManualClock;
import io.shardflake.clock.WallClock;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

class UuidV7GeneratorTest {

    private static final Instant START = Instant.parse("2026-01-02T03:04:05.678Z");
    private static final long RANDOM_MASK = 0x00FF_FFFF_FFFF_FFFFL;
    private static final int COUNTER_LIMIT = 1 << 18;

    private final ManualClock clock = ManualClock.at(START);

    private UuidV7Generator.Builder builder() {
        return UuidV7Generator.builder().clock(clock, clock);
    }

    @Test
    void putsMillisecondsCounterAndRandomBitsInPlace() {
        RandomGenerator allOnes = () -> -1L;
        UUID uuid = builder().random(allOnes).build().next();

        assertThat(uuid.version()).isEqualTo(7);
        assertThat(uuid.variant()).isEqualTo(2);
        assertThat(uuid.getMostSignificantBits() >>> 16).isEqualTo(START.toEpochMilli());
        assertThat(UuidTime.of(uuid)).isEqualTo(START);
        assertThat(uuid.getLeastSignificantBits() & RANDOM_MASK).isEqualTo(RANDOM_MASK);
        // A fresh millisecond's counter starts in the lower half: the top bit guards against rollover.
        assertThat(counter(uuid)).isBetween(0, COUNTER_LIMIT / 2 - 1);

        RandomGenerator zero = () -> 0L;
        UUID quiet = builder().random(zero).build().next();
        assertThat(quiet.getLeastSignificantBits() & RANDOM_MASK).isZero();
    }

    @Test
    void spreadsTheCounterStartOverMilliseconds() {
        UuidV7Generator generator = builder().build();
        Set<Integer> starts = new HashSet<>();

        for (int i = 0; i < 100; i++) {
            int start = counter(generator.next());
            assertThat(start).isLessThan(COUNTER_LIMIT / 2);
            starts.add(start);
            clock.advance(Duration.ofMillis(1));
        }
        assertThat(starts).hasSizeGreaterThan(90);
    }

    @Test
    void countsWithinAMillisecondThenBorrowsTheNext() {
        UuidV7Generator generator = builder().build();
        clock.frozen(true);

        UUID first = generator.next();
        int start = counter(first);
        UUID previous = first;
        for (int i = start + 1; i < COUNTER_LIMIT; i++) {
            UUID next = generator.next();
            assertThat(counter(next)).isEqualTo(i);
            assertThat(UuidTime.of(next)).isEqualTo(START);
            assertThat(UuidPairs.compareUnsigned(next, previous)).isPositive();
            previous = next;
        }
        UUID borrowed = generator.next();

        assertThat(UuidTime.of(borrowed)).isEqualTo(START.plusMillis(1));
        assertThat(counter(borrowed)).isZero();
        assertThat(UuidPairs.compareUnsigned(borrowed, previous)).isPositive();
        assertThat(generator.statistics().borrowedTicks()).isEqualTo(1);
        assertThat(clock.pauseCount()).isZero();
    }

    @Test
    void aBurstFarAboveOnePerMillisecondStaysIncreasing() {
        UuidV7Generator generator = builder().build();
        clock.frozen(true);

        UUID previous = generator.next();
        for (int i = 0; i < 3_000_000; i++) {
            UUID next = generator.next();
            if (UuidPairs.compareUnsigned(next, previous) <= 0) {
                throw new AssertionError(next + " after " + previous);
            }
            previous = next;
        }
        // The first millisecond counts from its spread start (131,073 to 262,144 UUIDs), each borrowed one from 0
        // (262,144): 3 million end in the twelfth, well within the 100 ms lead.
        assertThat(UuidTime.of(previous)).isEqualTo(START.plusMillis(11));
        assertThat(clock.pauseCount()).isZero();
    }

    @Test
    void aStepBackKeepsUuidsIncreasingThroughTheLogicalClock() {
        UuidV7Generator generator = builder().build();
        UUID before = generator.next();

        clock.stepBack(Duration.ofMillis(70));
        UUID after = generator.next();
        clock.advance(Duration.ofMillis(30));
        UUID later = generator.next();

        assertThat(UuidPairs.compareUnsigned(after, before)).isPositive();
        assertThat(UuidPairs.compareUnsigned(later, after)).isPositive();
        assertThat(UuidTime.of(after)).isEqualTo(START);
        assertThat(generator.statistics().backwardSteps()).isEqualTo(1);
        assertThat(clock.pauseCount()).isZero();
    }

    @Test
    void withoutLeadAFullMillisecondWaitsForTheNext() {
        UuidV7Generator generator = builder().maxLead(Duration.ZERO).build();

        int start = counter(generator.next());
        for (int i = start + 1; i < COUNTER_LIMIT; i++) {
            generator.next();
        }
        assertThat(clock.pauseCount()).isZero();
        UUID next = generator.next();

        assertThat(UuidTime.of(next)).isEqualTo(START.plusMillis(1));
        assertThat(clock.totalPausedNanos()).isEqualTo(Duration.ofMillis(1).toNanos());
        assertThat(generator.statistics().waits()).isEqualTo(1);
    }

    @Test
    void aFrozenClockWithoutLeadThrowsOnceTheWaitIsSpent() {
        UuidV7Generator generator = builder().maxLead(Duration.ZERO).maxWait(Duration.ofMillis(20)).build();
        clock.frozen(true);

        int start = counter(generator.next());
        for (int i = start + 1; i < COUNTER_LIMIT; i++) {
            generator.next();
        }

        assertThatThrownBy(generator::next).isInstanceOfSatisfying(ClockLeadExceededException.class, e -> {
            assertThat(e.maxLead()).isZero();
            assertThat(e.maxWait()).isEqualTo(Duration.ofMillis(20));
        });
    }

    @Test
    void aStepBackBeyondLeadAndWaitThrowsAtOnce() {
        UuidV7Generator generator = builder().build();
        generator.next();

        clock.stepBack(Duration.ofSeconds(2));

        assertThatThrownBy(generator::next).isInstanceOf(ClockLeadExceededException.class);
        assertThat(clock.pauseCount()).isZero();
    }

    @Test
    void endsWhereTheLogicalClocksStampEnds() {
        long lastMillis = (1L << 45) - 2;
        // ManualClock counts nanoseconds in a long and ends in 2262; this clock shows the millisecond itself.
        WallClock year3084 = () -> lastMillis * 1000;
        UuidV7Generator generator = builder().clock(year3084, clock).maxLead(Duration.ZERO).maxWait(Duration.ZERO)
                .build();
        clock.frozen(true);

        assertThat(UuidV7Generator.LAST_TIME).isEqualTo(Instant.parse("3084-12-12T12:41:28.830Z"));
        assertThat(UuidTime.of(generator.next())).isEqualTo(UuidV7Generator.LAST_TIME);
        WallClock later = () -> (lastMillis + 1) * 1000;
        assertThatThrownBy(() -> builder().clock(later, clock).build())
                .isInstanceOf(InvalidConfigurationException.class).hasMessageContaining("3084-12-12T12:41:28.830Z");
        UuidV7Generator borrowing = builder().clock(year3084, clock).build();
        int start = counter(borrowing.next());
        for (int i = start + 1; i < COUNTER_LIMIT; i++) {
            borrowing.next();
        }
        assertThatThrownBy(borrowing::next).isInstanceOf(LayoutExhaustedException.class);
    }

    @Test
    void offersASecureRandomSource() {
        UuidV7Generator generator = builder().secureRandom().build();

        assertThat(generator.random()).isInstanceOf(SecureRandom.class);
        assertThat(generator.next().version()).isEqualTo(7);
    }

    @Test
    void usesTheTickingClockAndAFastRandomByDefault() {
        UuidV7Generator generator = UuidV7Generator.builder().build();

        assertThat(generator.wallClock()).isSameAs(WallClock.ticking());
        assertThat(generator.random()).hasToString("ThreadLocalRandom");
        assertThat(generator.toString()).contains("18-bit counter");
        assertThat(UuidTime.of(generator.next())).isBetween(Instant.now().minusSeconds(5),
                Instant.now().plusSeconds(5));
    }

    @Test
    void refusesAWallClockBefore1970() {
        ManualClock early = ManualClock.at(Instant.parse("1969-12-31T23:59:59Z"));

        assertThatThrownBy(() -> UuidV7Generator.builder().clock(early, early).build())
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessageContaining("wall clock")
                .hasMessageContaining("1969-12-31T23:59:59Z");
    }

    private static int counter(UUID uuid) {
        return (int) ((uuid.getMostSignificantBits() & 0xFFF) << 6 | uuid.getLeastSignificantBits() >>> 56 & 0x3F);
    }
}
