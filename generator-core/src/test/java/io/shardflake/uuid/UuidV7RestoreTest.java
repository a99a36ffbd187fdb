package io.shardflake.uuid;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import java.nio.charset.StandardCharsets;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Random;
import java.util.UUID;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Two copies of a JVM restored from one snapshot, simulated: two generators in the state both copies would hold (the
 * same time on the same clock, random sources in the same state: SHA1PRNGs or {@code Random}s seeded alike). Without
 * {@code afterRestore()} they make the very same UUIDs; after it, different random bits, from the next UUID on.
 */
class UuidV7RestoreTest {

    private static final Instant START = Instant.parse("2026-11-27T08:00:00.123Z");
    private static final long RANDOM_MASK = 0x00FF_FFFF_FFFF_FFFFL;
    private static final byte[] SEED = "one snapshot".getBytes(StandardCharsets.US_ASCII);

    /** Where a generator's random bits come from, each source made in the state every copy would hold. */
    enum Source {
        /** The default bits, keyed per millisecond from a SHA1PRNG. */
        SECURE_KEYS,
        /** A {@code Random} called for every UUID, as {@code fastRandom()}'s {@code ThreadLocalRandom} is. */
        PLAIN_RANDOM,
        /** A SHA1PRNG called for every UUID. */
        PLAIN_SECURE;

        RandomGenerator make() {
            return this == PLAIN_RANDOM ? new Random(42) : seededSha1Prng();
        }

        UuidV7Generator build(RandomGenerator source, ManualClock clock) {
            UuidV7Generator.Builder builder = UuidV7Generator.builder().clock(ClockSettings.of(clock, clock));
            return (this == SECURE_KEYS ? builder.secureRandom((SecureRandom) source) : builder.random(source)).build();
        }
    }

    private final ManualClock clockOfA = ManualClock.at(START);
    private final ManualClock clockOfB = ManualClock.at(START);

    @ParameterizedTest
    @EnumSource(Source.class)
    void copiesRepeatEachOtherWithoutARestore(Source kind) {
        UuidV7Generator a = kind.build(kind.make(), clockOfA);
        UuidV7Generator b = kind.build(kind.make(), clockOfB);

        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 50; j++) {
                assertThat(a.next()).isEqualTo(b.next());
            }
            advanceBoth();
        }
    }

    @ParameterizedTest
    @EnumSource(Source.class)
    void afterARestoreEveryUuidDiffersInTheSameMillisecondAndAfter(Source kind) {
        RandomGenerator sourceOfA = kind.make();
        RandomGenerator sourceOfB = kind.make();
        UuidV7Generator a = kind.build(sourceOfA, clockOfA);
        UuidV7Generator b = kind.build(sourceOfB, clockOfB);
        assertThat(a.next()).isEqualTo(b.next());

        a.afterRestore();
        b.afterRestore();

        // Still the millisecond whose key both hold: the restore replaced the key at once, or salted the source.
        assertDifferentBitsAtTheSameStamps(a, b, 200);
        advanceBoth();
        assertDifferentBitsAtTheSameStamps(a, b, 200);
        if (sourceOfA instanceof SecureRandom) {
            // The source itself was reseeded from the operating system.
            assertThat(sourceOfA.nextLong()).isNotEqualTo(sourceOfB.nextLong());
        }
    }

    @Test
    void untilARestoreAGivenSourcesBitsAreItsOwn() {
        UuidV7Generator generator = Source.PLAIN_RANDOM.build(new Random(42), clockOfA);
        Random replay = new Random(42);

        for (int i = 0; i < 50; i++) {
            assertThat(generator.next().getLeastSignificantBits() & RANDOM_MASK).isEqualTo(replay.nextLong() >>> 8);
        }
    }

    private void advanceBoth() {
        clockOfA.advance(Duration.ofMillis(1));
        clockOfB.advance(Duration.ofMillis(1));
    }

    /** A SHA1PRNG seeded before its first use draws from that seed alone: two of them are one state twice. */
    private static SecureRandom seededSha1Prng() {
        try {
            SecureRandom random = SecureRandom.getInstance("SHA1PRNG");
            random.setSeed(SEED);
            return random;
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError("every JDK has SHA1PRNG", e);
        }
    }

    /** Same time and counter (the copies share the clock), different random bits: in each of {@code count} UUIDs. */
    private static void assertDifferentBitsAtTheSameStamps(UuidV7Generator a, UuidV7Generator b, int count) {
        for (int i = 0; i < count; i++) {
            UUID fromA = a.next();
            UUID fromB = b.next();
            assertThat(fromA.getMostSignificantBits()).isEqualTo(fromB.getMostSignificantBits());
            assertThat(fromA.getLeastSignificantBits() & ~RANDOM_MASK)
                    .isEqualTo(fromB.getLeastSignificantBits() & ~RANDOM_MASK);
            assertThat(fromA.getLeastSignificantBits() & RANDOM_MASK)
                    .isNotEqualTo(fromB.getLeastSignificantBits() & RANDOM_MASK);
        }
    }
}
