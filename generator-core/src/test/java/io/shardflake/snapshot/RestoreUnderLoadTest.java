package io.shardflake.snapshot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.shardflake.locality.LocalityUuid;
import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.testing.RacingThreads;
import io.shardflake.testing.RestoringThread;
import io.shardflake.uniqid.Uniqid;
import io.shardflake.uniqid.UniqidFormat;
import io.shardflake.uniqid.UniqidGenerator;
import io.shardflake.uuid.UuidV1Generator;
import io.shardflake.uuid.UuidV6Generator;
import io.shardflake.uuid.UuidV7Generator;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Threads making ids on the real clock while another calls {@code afterRestore()} over and over: no id twice. Each
 * maker thread waits, half way, until a restore has ended after its start, so restores and ids surely overlap.
 *
 * <p>Ids are kept as the part their uniqueness rests on, one {@code long} each, so that repeats are found by sorting:
 * a version 7 UUID's stamp (milliseconds and counter), a version 1 or 6 UUID's high half (a bijection of its
 * timestamp), a Locality id's time and counter, a uniqid's microseconds and prefix. Distinct keys mean distinct ids,
 * so the check is, if anything, stricter than comparing whole ids: the node, clock sequence and random bits that a
 * restore changes take no part in it, and a UUID that mixes old and new values still has a key of its own.
 */
class RestoreUnderLoadTest {

    private static final int THREADS = 3;
    private static final int PER_THREAD = 200_000;
    private static final long ORIGIN_MILLIS = System.currentTimeMillis() - 60_000;

    /** A generator and how to make one id's key. */
    private record Kind(String name, SnapshotAware generator, LongSupplier nextKey) {

        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Arguments> kinds() {
        UuidV7Generator secure = UuidV7Generator.builder().build();
        UuidV7Generator fast = UuidV7Generator.builder().fastRandom().build();
        UuidV1Generator v1 = UuidV1Generator.builder().build();
        UuidV6Generator v6 = UuidV6Generator.builder().build();
        LocalityUuidGenerator variable = LocalityUuidGenerator.builder().processId(77).macFragment(0x1234567).build();
        LocalityUuidGenerator sequential = LocalityUuidGenerator.builder().sequential().processId(77)
                .macFragment(0x1234567).build();
        UniqidGenerator uniqid = UniqidGenerator.builder(UniqidFormat.withPrefix(4)).build();
        return Stream.of(
                new Kind("v7", secure, () -> v7Stamp(secure.next())),
                new Kind("v7 fastRandom()", fast, () -> v7Stamp(fast.next())),
                new Kind("v1", v1, () -> v1.next().getMostSignificantBits()),
                new Kind("v6", v6, () -> v6.next().getMostSignificantBits()),
                new Kind("Locality variable", variable, () -> localityKey(variable.next())),
                new Kind("Locality sequential", sequential, () -> localityKey(sequential.next())),
                new Kind("uniqid", uniqid, () -> uniqidKey(uniqid.next()))).map(Arguments::of);
    }

    @ParameterizedTest
    @MethodSource("kinds")
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void idsMadeWhileRestoresRunNeverRepeat(Kind kind) throws Exception {
        long[] keys;
        try (RestoringThread restoring = RestoringThread.start(kind.generator())) {
            keys = RacingThreads.sortedKeys(THREADS, PER_THREAD, mine -> {
                long seen = restoring.restores();
                for (int i = 0; i < mine.length; i++) {
                    if (i == mine.length / 2) {
                        restoring.awaitRestoreAfter(seen);
                    }
                    mine[i] = kind.nextKey().getAsLong();
                }
            });
            assertThat(restoring.restores()).isPositive();
        }
        RacingThreads.firstRepeat(keys).ifPresent(key -> fail("%s made an id twice while restores ran: key %x",
                kind, key));
    }

    /** A version 7 UUID's stamp: milliseconds, then the 18-bit counter (12 bits in rand_a, 6 after the variant). */
    private static long v7Stamp(UUID uuid) {
        long high = uuid.getMostSignificantBits();
        return (high >>> 16) << 18 | (high & 0xFFF) << 6 | (uuid.getLeastSignificantBits() >>> 56 & 0x3F);
    }

    private static long localityKey(LocalityUuid id) {
        return (id.epochMillis() - ORIGIN_MILLIS) << 32 | id.firstGroup();
    }

    private static long uniqidKey(Uniqid id) {
        return (id.epochMicros() - ORIGIN_MILLIS * 1000) << 16 | Integer.parseInt(id.prefix(), 16);
    }
}
