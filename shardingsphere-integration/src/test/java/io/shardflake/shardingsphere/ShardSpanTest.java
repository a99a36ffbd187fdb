package io.shardflake.shardingsphere;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import java.time.Instant;
import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The shards a range can carry, against counting every id of small layouts with the shard field anywhere. */
class ShardSpanTest {

    static List<IdLayout> layouts() {
        Instant epoch = Instant.parse("2026-01-01T00:00:00Z");
        return List.of(
                IdLayout.builder().name("shard-lowest").epoch(epoch).time(6).worker(2).sequence(2).shard(3).build(),
                IdLayout.builder().name("shard-middle").epoch(epoch).time(6).shard(3).sequence(4).build(),
                IdLayout.builder().name("shard-highest").epoch(epoch).shard(3).time(7).sequence(3).build());
    }

    @ParameterizedTest
    @MethodSource("layouts")
    void aRangeReachesExactlyTheShardsOfItsIds(IdLayout layout) {
        long largest = (1L << layout.totalBits()) - 1;
        SplittableRandom random = new SplittableRandom(42);
        for (int trial = 0; trial < 3000; trial++) {
            long low = random.nextLong(largest + 1);
            // Short ranges most of the time: long ones reach every shard and test little.
            long length = trial % 3 == 0 ? random.nextLong(largest - low + 1) : random.nextLong(Math.min(64, largest - low + 1));
            long high = low + length;
            BitSet counted = new BitSet();
            for (long id = low; id <= high; id++) {
                counted.set((int) layout.extract(IdField.SHARD, id));
            }
            assertThat(ShardSpan.of(layout, low, high)).as("%s [%d, %d]", layout.name(), low, high).isEqualTo(counted);
        }
    }

    @ParameterizedTest
    @MethodSource("layouts")
    void anEmptyRangeReachesNoShard(IdLayout layout) {
        assertThat(ShardSpan.of(layout, 10, 9).isEmpty()).isTrue();
    }
}
