package io.shardflake.sample;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import io.shardflake.sample.shard.ShardMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ShardMapTest {

    @Test
    void logicalShardsFollowModuloUnlessMapped() {
        ShardMap map = new ShardMap(16, 4, Map.of(5, 2));

        assertThat(map.physicalOf(0)).isZero();
        assertThat(map.physicalOf(7)).isEqualTo(3);
        assertThat(map.physicalOf(5)).isEqualTo(2);
        assertThat(map.logicalOn(1)).containsExactly(1, 9, 13);
        assertThat(map.logicalOn(2)).containsExactly(2, 5, 6, 10, 14);
    }

    @Test
    void refusesMappingsOutsideTheDatabasesNamingTheProperty() {
        assertThatIllegalArgumentException().isThrownBy(() -> new ShardMap(16, 4, Map.of(3, 4)))
                .withMessage("sample.shards.mapping[3] = 4 is not allowed: logical 0..15, physical 0..3");
        assertThatIllegalArgumentException().isThrownBy(() -> new ShardMap(16, 17, Map.of()))
                .withMessageStartingWith("sample.shards.physical = 17 is not allowed: 1..16");
    }
}
