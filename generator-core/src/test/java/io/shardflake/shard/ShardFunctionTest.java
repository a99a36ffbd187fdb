package io.shardflake.shard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.InvalidIdException;
import io.shardflake.LayoutPreset;
import io.shardflake.codec.Crockford32Codec;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class ShardFunctionTest {

    private final IdLayout shardflake = LayoutPreset.SHARDFLAKE.layout();

    @Test
    void shardOfIdReadsTheShardField() {
        ShardFunction function = ShardFunction.shardOfId(shardflake);
        long id = shardflake.encode(Instant.parse("2026-03-01T00:00:00Z"), 11, 200, 1000);

        assertThat(function.shardOf(id)).isEqualTo(11);
        assertThat(function.shardOf((Object) id)).isEqualTo(11);
        assertThat(function.shardOf(Crockford32Codec.INSTANCE.encode(id))).isEqualTo(11);
        assertThat(function.shardCount()).isEqualTo(16);
    }

    @Test
    void shardOfIdAtTheEdgesOfTheField() {
        ShardFunction function = ShardFunction.shardOfId(shardflake);
        long max = shardflake.maxValue(IdField.SHARD);
        assertThat(function.shardOf(shardflake.encode(shardflake.maxTick(), max, 255, 1023))).isEqualTo(15);
        assertThat(function.shardOf(shardflake.encode(0, 0, 0, 0))).isZero();
    }

    @Test
    void shardOfIdNeedsALayoutWithAShardField() {
        assertThatThrownBy(() -> ShardFunction.shardOfId(LayoutPreset.TWITTER.layout()))
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessage("layout = twitter is not allowed: a layout with a shard field; "
                        + "twitter has time 41 | worker 10 | sequence 12");
    }

    @Test
    void shardOfIdRefusesNegativeIdsAndOtherTypes() {
        ShardFunction function = ShardFunction.shardOfId(shardflake);
        assertThatThrownBy(() -> function.shardOf(-5L)).isInstanceOf(InvalidIdException.class);
        assertThatThrownBy(() -> function.shardOf("not-an-id")).isInstanceOf(InvalidIdException.class);
        assertThatThrownBy(() -> function.shardOf(2.0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("java.lang.Double");
    }

    @Test
    void hashingStaysInRangeForEveryCount() {
        for (int count = 1; count <= 64; count++) {
            ShardFunction function = ShardFunction.hashing(count);
            for (long key = -50; key < 50; key++) {
                assertThat(function.shardOf(key)).isBetween(0, count - 1);
            }
            assertThat(function.shardCount()).isEqualTo(count);
        }
    }

    @Test
    void hashingNeedsAtLeastOneShard() {
        assertThatThrownBy(() -> ShardFunction.hashing(0))
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessage("shard count = 0 is not allowed: 1 or more");
    }
}
