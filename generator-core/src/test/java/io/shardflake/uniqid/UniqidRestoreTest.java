package io.shardflake.uniqid;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Copies of a JVM restored from one snapshot, simulated: two generators on clocks at the same time, their prefixes
 * from {@code Random}s seeded alike (the state a {@code ThreadLocalRandom} has in both copies). Without
 * {@code afterRestore()} they make the same ids; after it their prefixes differ by a salt each drew from the operating
 * system.
 *
 * <p>A salt has 16 bits, so two copies draw the same one with odds of 1 in 65,536, and then all their prefixes agree:
 * the check restores four pairs of copies and requires at least three to differ in every id (all four pairs alike,
 * what a salt from the copied source would give, fails; a correct restore fails with odds below 2^-45).
 */
class UniqidRestoreTest {

    private static final Instant START = Instant.parse("2026-11-27T08:00:00Z");
    private static final int IDS = 100;
    private static final int PAIRS = 4;

    @Test
    void copiesRepeatEachOtherWithoutARestore() {
        UniqidGenerator a = copy(UniqidFormat.withPrefix(4));
        UniqidGenerator b = copy(UniqidFormat.withPrefix(4));

        assertThat(ids(a)).isEqualTo(ids(b));
    }

    @Test
    void afterARestoreTheCopiesPrefixesDifferInEveryId() {
        int differing = 0;
        for (int pair = 0; pair < PAIRS; pair++) {
            UniqidGenerator a = copy(UniqidFormat.withPrefix(4));
            UniqidGenerator b = copy(UniqidFormat.withPrefix(4));
            a.next();
            b.next();

            a.afterRestore();
            b.afterRestore();

            List<String> fromA = ids(a);
            List<String> fromB = ids(b);
            boolean allDiffer = true;
            for (int i = 0; i < IDS; i++) {
                // The same shard digit and microseconds, from the same clock: only the prefix can differ.
                assertThat(fromA.get(i).substring(5)).isEqualTo(fromB.get(i).substring(5));
                allDiffer &= !fromA.get(i).equals(fromB.get(i));
            }
            differing += allDiffer ? 1 : 0;
        }
        assertThat(differing).as("pairs of copies whose ids all differ").isGreaterThanOrEqualTo(PAIRS - 1);
    }

    @Test
    void untilARestoreThePrefixesAreTheSourcesOwn() {
        UniqidGenerator generator = copy(UniqidFormat.withPrefix(4));
        Random replay = new Random(3);

        for (int i = 0; i < IDS; i++) {
            assertThat(generator.next().prefix()).isEqualTo(String.format("%04x", replay.nextInt(1 << 16)));
        }
    }

    @Test
    void idsWithoutAPrefixHaveNothingARestoreCanChange() {
        UniqidGenerator a = copy(UniqidFormat.withoutPrefix(4));
        UniqidGenerator b = copy(UniqidFormat.withoutPrefix(4));

        a.afterRestore();
        b.afterRestore();

        assertThat(ids(a)).isEqualTo(ids(b));
    }

    private static UniqidGenerator copy(UniqidFormat format) {
        ManualClock clock = ManualClock.at(START);
        return UniqidGenerator.builder(format).random(new Random(3)).clock(ClockSettings.of(clock, clock)).build();
    }

    private static List<String> ids(UniqidGenerator generator) {
        List<String> ids = new ArrayList<>(IDS);
        for (int i = 0; i < IDS; i++) {
            ids.add(generator.nextString());
        }
        return ids;
    }
}
