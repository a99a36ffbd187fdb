package io.shardflake.shardingsphere;

import static io.shardflake.shardingsphere.Algorithms.props;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.Range;
import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.LayoutPreset;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.stream.IntStream;
import org.apache.shardingsphere.infra.algorithm.core.exception.AlgorithmExecuteException;
import org.apache.shardingsphere.sharding.api.sharding.ShardingAutoTableAlgorithm;
import org.apache.shardingsphere.sharding.api.sharding.standard.PreciseShardingValue;
import org.apache.shardingsphere.sharding.api.sharding.standard.RangeShardingValue;
import org.apache.shardingsphere.sharding.api.sharding.standard.StandardShardingAlgorithm;
import org.junit.jupiter.api.Test;

/** Both SHARDFLAKE sharding algorithms, loaded by type as ShardingSphere loads them, on made-up ids. */
class ShardRoutingTest {

    private static final IdLayout LAYOUT = LayoutPreset.SHARDFLAKE.layout();
    private static final List<String> DATABASES = List.of("ds_0", "ds_1", "ds_2", "ds_3");
    private static final Instant NOW = Instant.parse("2026-06-01T12:00:00Z");

    @SuppressWarnings("unchecked")
    private static StandardShardingAlgorithm<Comparable<?>> standard(String... props) {
        return (StandardShardingAlgorithm<Comparable<?>>) Algorithms.sharding(ShardflakeStandardShardingAlgorithm.TYPE,
                props(props));
    }

    private static long id(int shard) {
        return LAYOUT.encode(NOW, shard, 7, 123);
    }

    private static String route(StandardShardingAlgorithm<Comparable<?>> algorithm, Collection<String> targets,
            Comparable<?> value) {
        return algorithm.doSharding(targets, new PreciseShardingValue<>("orders", "customer_id", null, value));
    }

    private static Collection<String> range(StandardShardingAlgorithm<Comparable<?>> algorithm,
            Collection<String> targets, Range<Comparable<?>> range) {
        return algorithm.doSharding(targets, new RangeShardingValue<>("orders", "id", null, range));
    }

    @Test
    void anIdGoesToTheDatabaseOfItsShardFieldModuloTheCount() {
        StandardShardingAlgorithm<Comparable<?>> algorithm = standard("layout.preset", "shardflake", "sharding-count", "4");
        for (int shard = 0; shard < 16; shard++) {
            assertThat(route(algorithm, DATABASES, id(shard))).isEqualTo("ds_" + shard % 4);
            // The shard is read through the layout: the same shard with any other time, worker and sequence.
            assertThat(route(algorithm, DATABASES, LAYOUT.encode(NOW.plusSeconds(shard * 977L), shard, 255, 1023)))
                    .isEqualTo("ds_" + shard % 4);
        }
    }

    @Test
    void anExplicitMappingPlacesEachLogicalShard() {
        String mapping = "3,3,3,3,2,2,2,2,1,1,1,1,0,0,0,1";
        StandardShardingAlgorithm<Comparable<?>> algorithm = standard("sharding-count", "4", "mapping", mapping);
        String[] expected = mapping.split(",");
        for (int shard = 0; shard < 16; shard++) {
            assertThat(route(algorithm, DATABASES, id(shard))).isEqualTo("ds_" + expected[shard]);
        }
    }

    @Test
    void aLayoutWithTheShardElsewhereIsReadThroughTheLayout() {
        StandardShardingAlgorithm<Comparable<?>> algorithm = standard("layout.time-bits", "41", "layout.shard-bits", "3",
                "layout.sequence-bits", "12", "layout.order", "time,shard,sequence", "sharding-count", "8");
        IdLayout layout = ((ShardflakeStandardShardingAlgorithm) algorithm).layout();
        assertThat(layout.shift(IdField.SHARD)).isEqualTo(12);
        List<String> eight = IntStream.range(0, 8).mapToObj(n -> "db_" + n).toList();
        for (int shard = 0; shard < 8; shard++) {
            assertThat(route(algorithm, eight, layout.encode(NOW, shard, 0, 4095))).isEqualTo("db_" + shard);
        }
    }

    @Test
    void theWholeTrailingNumberNamesATarget() {
        StandardShardingAlgorithm<Comparable<?>> algorithm = standard("sharding-count", "16");
        List<String> sixteen = IntStream.range(0, 16).mapToObj(n -> "ds_" + (15 - n)).toList();
        assertThat(route(algorithm, sixteen, id(2))).isEqualTo("ds_2");
        assertThat(route(algorithm, sixteen, id(12))).isEqualTo("ds_12");
        // Another data source's turn (ShardingSphere asks each with its own tables): no answer, not a guess.
        assertThat(route(algorithm, List.of("ds_12"), id(2))).isNull();
    }

    @Test
    void everyWholeNumberTypeAStatementMayCarryRoutesAlike() {
        StandardShardingAlgorithm<Comparable<?>> algorithm = standard("sharding-count", "4");
        long id = id(6);
        assertThat(List.<Comparable<?>>of(id, BigInteger.valueOf(id), new BigDecimal(id)))
                .allSatisfy(value -> assertThat(route(algorithm, DATABASES, value)).isEqualTo("ds_2"));
        assertThat(route(algorithm, DATABASES, 6)).isEqualTo("ds_2");
    }

    @Test
    void aValueThatIsNoIdIsRefusedNamingTheColumnAndValue() {
        StandardShardingAlgorithm<Comparable<?>> algorithm = standard("sharding-count", "4");
        for (Comparable<?> bad : List.<Comparable<?>>of(-5L, "12345", new BigDecimal("7.5"),
                BigInteger.ONE.shiftLeft(63))) {
            assertThatThrownBy(() -> route(algorithm, DATABASES, bad)).isInstanceOf(AlgorithmExecuteException.class)
                    .hasMessageContaining("orders.customer_id = " + bad).hasMessageContaining("not a Shardflake id");
        }
    }

    @Test
    void aRangeGoesToTheDatabasesOfTheShardsItsIdsCarry() {
        StandardShardingAlgorithm<Comparable<?>> algorithm = standard("sharding-count", "4");
        long base = id(0);
        // Shard lowest: ids base+1 .. base+2 carry shards 1 and 2 only.
        assertThat(range(algorithm, DATABASES, Range.closed(base + 1, base + 2))).containsExactly("ds_1", "ds_2");
        assertThat(range(algorithm, DATABASES, Range.open(base, base + 3))).containsExactly("ds_1", "ds_2");
        assertThat(range(algorithm, DATABASES, Range.closed(base + 5, base + 5))).containsExactly("ds_1");
        // 16 ids or more carry every shard; unbounded ranges too.
        assertThat(range(algorithm, DATABASES, Range.closed(base, base + 15))).containsExactlyElementsOf(DATABASES);
        assertThat(range(algorithm, DATABASES, Range.atLeast(base))).containsExactlyElementsOf(DATABASES);
        assertThat(range(algorithm, DATABASES, Range.lessThan(-1L))).isEmpty();
        assertThat(range(algorithm, DATABASES, Range.atMost(2))).containsExactly("ds_0", "ds_1", "ds_2");
    }

    @Test
    void aRangeBoundThatIsNoNumberIsRefused() {
        StandardShardingAlgorithm<Comparable<?>> algorithm = standard("sharding-count", "4");
        assertThatThrownBy(() -> range(algorithm, DATABASES, Range.closed("a", "b")))
                .isInstanceOf(AlgorithmExecuteException.class).hasMessageContaining("the bound a (String)");
    }

    @Test
    void theAutoTableAlgorithmAsksForShardingCountTablesAndRoutesAlike() {
        ShardflakeShardingAlgorithm auto = (ShardflakeShardingAlgorithm) Algorithms.sharding(
                ShardflakeShardingAlgorithm.TYPE, props("sharding-count", "16"));
        assertThat(auto).isInstanceOf(ShardingAutoTableAlgorithm.class);
        assertThat(auto.getAutoTablesAmount()).isEqualTo(16);
        // ShardingSphere offers one data source's tables at a time: table 4's data source answers for shard 4.
        List<String> onDs0 = List.of("events_0", "events_4", "events_8", "events_12");
        assertThat(auto.doSharding(onDs0, new PreciseShardingValue<>("events", "id", null, id(4)))).isEqualTo("events_4");
        assertThat(auto.doSharding(onDs0, new PreciseShardingValue<>("events", "id", null, id(5)))).isNull();
        long base = id(0);
        assertThat(auto.doSharding(onDs0, new RangeShardingValue<>("events", "id", null, Range.closed(base + 3,
                base + 9)))).containsExactly("events_4", "events_8");
    }
}
