package io.shardflake.uuid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.LayoutExhaustedException;
import io.shardflake.clock.ClockLeadExceededException;
import io.shardflake.clock.ClockSettings;
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
        return UuidV7Generator.builder().clock(ClockSettings.of(clock, clock));
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
        UuidV7Generator generator = builder().clock(ClockSettings.of(clock, clock).withMaxLead(Duration.ZERO)).build();

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
        UuidV7Generator generator = builder()
                .clock(ClockSettings.of(clock, clock).withMaxLead(Duration.ZERO).withMaxWait(Duration.ofMillis(20)))
                .build();
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
        UuidV7Generator generator = builder()
                .clock(ClockSettings.of(year3084, clock).withMaxLead(Duration.ZERO).withMaxWait(Duration.ZERO)).build();
        clock.frozen(true);

        assertThat(UuidV7Generator.LAST_TIME).isEqualTo(Instant.parse("3084-12-12T12:41:28.830Z"));
        assertThat(UuidTime.of(generator.next())).isEqualTo(UuidV7Generator.LAST_TIME);
        WallClock later = () -> (lastMillis + 1) * 1000;
        assertThatThrownBy(() -> builder().clock(ClockSettings.of(later, clock)).build())
                .isInstanceOf(InvalidConfigurationException.class).hasMessageContaining("3084-12-12T12:41:28.830Z");
        UuidV7Generator borrowing = builder().clock(ClockSettings.of(year3084, clock)).build();
        int start = counter(borrowing.next());
        for (int i = start + 1; i < COUNTER_LIMIT; i++) {
            borrowing.next();
        }
        assertThatThrownBy(borrowing::next).isInstanceOf(LayoutExhaustedException.class);
    }

    @Test
    void isSecureByDefault() {
        UuidV7Generator generator = UuidV7Generator.builder().build();

        assertThat(generator.random()).isInstanceOf(SecureRandom.class);
        assertThat(generator.toString()).contains("SipHash-2-4 keyed per millisecond from " + new SecureRandom()
                .getAlgorithm());
        assertThat(builder().secureRandom().build().random()).isInstanceOf(SecureRandom.class);
    }

    @Test
    void takesTheFastRandomOnlyWhenAsked() {
        UuidV7Generator generator = builder().fastRandom().build();

        assertThat(generator.random()).hasToString("ThreadLocalRandom");
        assertThat(generator.toString()).contains("ThreadLocalRandom");
        assertThat(generator.next().version()).isEqualTo(7);
        // And a later choice wins: the secure default again.
        assertThat(builder().fastRandom().secureRandom().build().random()).isInstanceOf(SecureRandom.class);
    }

    @Test
    void theDefaultBitsAreSipHashOfTheStampUnderAKeyFromTheSecureRandom() {
        ScriptedSecureRandom keys = new ScriptedSecureRandom();
        UuidV7Generator generator = builder().secureRandom(keys).build();

        UUID first = generator.next();
        UUID second = generator.next();

        assertThat(keys.draws()).as("one key for the millisecond").isEqualTo(1);
        long k0 = 0x0706050403020100L;
        long k1 = 0x0f0e0d0c0b0a0908L;
        assertThat(randomBits(first)).isEqualTo(SipHash24.hash(k0, k1, stamp(first)) >>> 8);
        assertThat(randomBits(second)).isEqualTo(SipHash24.hash(k0, k1, stamp(second)) >>> 8);
        assertThat(stamp(second)).isEqualTo(stamp(first) + 1);
        assertThat(generator.random()).isSameAs(keys);
    }

    @Test
    void eachMillisecondDrawsItsOwnKey() {
        ScriptedSecureRandom keys = new ScriptedSecureRandom();
        UuidV7Generator generator = builder().secureRandom(keys).build();
        generator.next();

        clock.advance(Duration.ofMillis(1));
        UUID next = generator.next();
        generator.next();

        assertThat(keys.draws()).isEqualTo(2);
        // The second draw's bytes are 16..31.
        assertThat(randomBits(next)).isEqualTo(SipHash24.hash(0x1716151413121110L, 0x1f1e1d1c1b1a1918L, stamp(next))
                >>> 8);
    }

    @Test
    void aSecureRandomGivenAsAPlainRandomIsCalledForEveryUuid() {
        ScriptedSecureRandom source = new ScriptedSecureRandom();
        UuidV7Generator generator = builder().random(source).build();

        generator.next();
        generator.next();

        assertThat(source.longCalls()).isEqualTo(2);
    }

    @Test
    void usesTheTickingClockByDefault() {
        UuidV7Generator generator = UuidV7Generator.builder().build();

        assertThat(generator.wallClock()).isSameAs(WallClock.ticking());
        assertThat(generator.toString()).contains("18-bit counter");
        assertThat(UuidTime.of(generator.next())).isBetween(Instant.now().minusSeconds(5),
                Instant.now().plusSeconds(5));
    }

    @Test
    void refusesAWallClockBefore1970() {
        ManualClock early = ManualClock.at(Instant.parse("1969-12-31T23:59:59Z"));

        assertThatThrownBy(() -> UuidV7Generator.builder().clock(ClockSettings.of(early, early)).build())
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessageContaining("wall clock")
                .hasMessageContaining("1969-12-31T23:59:59Z");
    }

    /** The logical clock's stamp a UUID was made from: milliseconds, then the 18-bit counter. */
    private static long stamp(UUID uuid) {
        return (uuid.getMostSignificantBits() >>> 16) << 18 | counter(uuid);
    }

    private static long randomBits(UUID uuid) {
        return uuid.getLeastSignificantBits() & RANDOM_MASK;
    }

    /** Hands out bytes 0, 1, 2, ... in order, and counts how it was called. */
    private static final class ScriptedSecureRandom extends SecureRandom {

        private int next;
        private int draws;
        private int longs;

        @Override
        public synchronized void nextBytes(byte[] bytes) {
            draws++;
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] = (byte) next++;
            }
        }

        @Override
        public synchronized long nextLong() {
            longs++;
            return next++;
        }

        synchronized int draws() {
            return draws;
        }

        synchronized int longCalls() {
            return longs;
        }
    }

    private static int counter(UUID uuid) {
        return (int) ((uuid.getMostSignificantBits() & 0xFFF) << 6 | uuid.getLeastSignificantBits() >>> 56 & 0x3F);
    }
}
