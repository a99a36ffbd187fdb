package io.shardflake.uniqid;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import java.time.Instant;
import java.util.List;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** The seed's (000) uniqid examples, read and remade; and its getModulo() arithmetic. */
class UniqidSeedExamplesTest {

    /** What the seed's loop of uniqid() calls printed. */
    private static final List<String> SEED_UNIQIDS = List.of("4aa5c7f2c2d33", "4aa5c7f2c2d4a", "4aa5c7f2c2d4e",
            "4aa5c7f2c2d51");

    /** The same, worked out by hand: 0x4aa5c7f2 = 1,252,378,610 s; 0xc2d33 = 798,003 µs, and so on. */
    private static final List<Instant> SEED_TIMES = List.of(
            Instant.parse("2009-09-08T02:56:50.798003Z"),
            Instant.parse("2009-09-08T02:56:50.798026Z"),
            Instant.parse("2009-09-08T02:56:50.798030Z"),
            Instant.parse("2009-09-08T02:56:50.798033Z"));

    @Test
    void decodesTheSeedsUniqidsToSeptember2009() {
        UniqidFormat fourShards = UniqidFormat.withoutPrefix(4);

        for (int i = 0; i < SEED_UNIQIDS.size(); i++) {
            String uniqid = SEED_UNIQIDS.get(i);
            // getModulo(): the last 5 hex digits mod TOTAL_SHARDS.
            int shard = Integer.parseInt(uniqid.substring(8), 16) % 4;
            Uniqid id = fourShards.parse(shard + uniqid);

            assertThat(id.instant()).isEqualTo(SEED_TIMES.get(i));
            assertThat(id.epochSecond()).isEqualTo(1_252_378_610L);
            assertThat(id.uniqid()).isEqualTo(uniqid);
            assertThat(id.shard()).isEqualTo(shard);
            assertThat(id.hasPrefix()).isFalse();
            assertThat(id).hasToString(shard + uniqid);
        }
        assertThat(SEED_UNIQIDS.stream().map(u -> fourShards.parse(fourShards.shardOf(micros(u)) + u).shard()))
                .containsExactly(3, 2, 2, 1);
        assertThat(SEED_UNIQIDS.stream().map(u -> fourShards.parse(fourShards.shardOf(micros(u)) + u).micros()))
                .containsExactly(798_003, 798_026, 798_030, 798_033);
    }

    @Test
    void readsTheSeedsFinalCutWithPrefix() {
        // generateUUID(): $modVal . uniqid($randomPrefix), the modulo taken over the prefixed uniqid's last 5 digits.
        Uniqid id = UniqidFormat.withPrefix(4).parse("31a2b4aa5c7f2c2d33");

        assertThat(id.shard()).isEqualTo(3);
        assertThat(id.prefix()).isEqualTo("1a2b");
        assertThat(id.uniqid()).isEqualTo("4aa5c7f2c2d33");
        assertThat(id.instant()).isEqualTo(SEED_TIMES.get(0));
        assertThat(id).hasToString("31a2b4aa5c7f2c2d33");
    }

    @Test
    void remakesTheSeedsUniqidsFromTheSameClockReadings() {
        ManualClock clock = ManualClock.at(SEED_TIMES.get(0));
        UniqidGenerator generator = UniqidGenerator.builder(UniqidFormat.withoutPrefix(4))
                .clock(ClockSettings.of(clock, clock))
                .build();

        for (int i = 0; i < SEED_UNIQIDS.size(); i++) {
            clock.set(SEED_TIMES.get(i));
            Uniqid id = generator.next();
            assertThat(id.uniqid()).isEqualTo(SEED_UNIQIDS.get(i));
            assertThat(id.toString()).isEqualTo(id.shard() + SEED_UNIQIDS.get(i)).hasSize(14);
        }
    }

    @Test
    void remakesThePrefixedFormFromAScriptedRandomPrefix() {
        ManualClock clock = ManualClock.at(SEED_TIMES.get(0));
        RandomGenerator always1a2b = new RandomGenerator() {
            @Override
            public long nextLong() {
                throw new AssertionError("only nextInt(bound) is expected");
            }

            @Override
            public int nextInt(int bound) {
                assertThat(bound).isEqualTo(1 << 16);
                return 0x1a2b;
            }
        };
        UniqidGenerator generator = UniqidGenerator.builder(UniqidFormat.withPrefix(4)).random(always1a2b)
                .clock(ClockSettings.of(clock, clock)).build();

        assertThat(generator.nextString()).isEqualTo("31a2b4aa5c7f2c2d33");
    }

    private static long micros(String uniqid) {
        return Long.parseLong(uniqid.substring(8), 16);
    }
}
