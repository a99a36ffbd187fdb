package io.shardflake.shardingsphere;

import static io.shardflake.shardingsphere.Algorithms.props;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Properties;
import java.util.stream.Stream;
import org.apache.shardingsphere.infra.algorithm.core.exception.AlgorithmInitializationException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every bad property fails in init, as ShardingSphere's {@link AlgorithmInitializationException}, with the
 * property, the value and what is allowed in its message.
 */
class BadPropertiesTest {

    static Stream<Arguments> badShardingProps() {
        return Stream.of(
                Arguments.of(props(), "sharding-count = null is not allowed: 1..16"),
                Arguments.of(props("sharding-count", "0"), "sharding-count = 0 is not allowed: 1..16"),
                Arguments.of(props("sharding-count", "17"), "sharding-count = 17 is not allowed: 1..16"),
                Arguments.of(props("sharding-count", "four"), "sharding-count = four is not allowed: a whole number"
                        + " 1..16"),
                Arguments.of(props("sharding-count", "4", "mapping", "0,1,2,3"), "mapping = 0,1,2,3 is not allowed: 16"
                        + " comma-separated target numbers 0..3"),
                Arguments.of(props("sharding-count", "4", "mapping", "0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,4"),
                        "logical shard 15 has 4"),
                Arguments.of(props("sharding-count", "4", "layout", "twitter"), "layout = twitter is not allowed: a"
                        + " layout with a shard field to route by"),
                Arguments.of(props("sharding-count", "4", "layout", "snowflak"), "layout = snowflak is not allowed: a"
                        + " preset: one of twitter"),
                Arguments.of(props("sharding-count", "4", "layout", "shardflake", "shard-bits", "4"), "layout ="
                        + " shardflake is not allowed: a preset or field widths, not both"),
                Arguments.of(props("sharding-count", "4", "time-bits", "41", "shard-bits", "40"), "shard-bits = 40 is"
                        + " not allowed: 0..31"),
                Arguments.of(props("sharding-count", "4", "time-bits", "50", "shard-bits", "4", "worker-bits", "8",
                        "sequence-bits", "10"), "time-bits + shard-bits + worker-bits + sequence-bits = 72 is not"
                        + " allowed: at most 63"),
                Arguments.of(props("sharding-count", "4", "epoch", "yesterday"), "epoch = yesterday is not allowed: an"
                        + " ISO-8601 instant"),
                Arguments.of(props("sharding-count", "4", "tick", "-1ms"), "tick = -1ms is not allowed: a duration"),
                Arguments.of(props("sharding-count", "4", "sharding_count", "4"), "sharding_count = 4 is not allowed:"
                        + " no such property; known are layout"));
    }

    @ParameterizedTest
    @MethodSource("badShardingProps")
    void aBadShardingPropertyFailsInitNamingIt(Properties props, String message) {
        for (String type : new String[] {ShardflakeShardingAlgorithm.TYPE, ShardflakeStandardShardingAlgorithm.TYPE}) {
            assertThatThrownBy(() -> Algorithms.sharding(type, props))
                    .isInstanceOf(AlgorithmInitializationException.class)
                    .hasMessageContaining("'" + type + "' initialization failed").hasMessageContaining(message);
        }
    }

    static Stream<Arguments> badKeyGeneratorProps() {
        return Stream.of(
                Arguments.of(props(), "worker-id = null is not allowed: a worker id 0..255 unique to this instance,"
                        + " or worker-lease-url"),
                Arguments.of(props("layout", "shardflake"), "the key generator never takes a worker id by itself"),
                Arguments.of(props("worker-id", "256"), "worker-id = 256 is not allowed: 0..255"),
                Arguments.of(props("worker-id", "-1"), "worker-id = -1 is not allowed: 0..255"),
                Arguments.of(props("workerid", "3"), "workerid = 3 is not allowed: no such property"),
                Arguments.of(props("worker-id", "3", "max-lead", "fast"), "max-lead = fast is not allowed: a duration"),
                Arguments.of(props("worker-id", "3", "max-wait", "-1s"), "max-wait = -1s is not allowed: a duration"),
                Arguments.of(props("worker-lease-table", "leases"), "worker-lease-url = null is not allowed: the JDBC"
                        + " URL of the database that holds the lease table, since worker-lease-table is set"),
                Arguments.of(props("worker-lease-url", "postgres://db/shop"), "worker-lease-url = postgres://db/shop"
                        + " is not allowed: a JDBC URL"),
                Arguments.of(props("worker-lease-url", "jdbc:h2:mem:x", "worker-lease-duration", "1s"),
                        "worker-lease-duration = 1s is not allowed: at least twice max-wait"),
                Arguments.of(props("worker-lease-url", "jdbc:nosuchdriver://nowhere"), "worker-lease-url ="
                        + " jdbc:nosuchdriver://nowhere is not allowed: a database this process can reach"),
                Arguments.of(props("layout", "icicle"), "layout = icicle is not allowed: a layout with a worker"
                        + " field, since layout icicle has no worker field"),
                Arguments.of(props("layout", "icicle", "single-writer", "yes"), "single-writer = yes is not allowed:"
                        + " true or false"),
                Arguments.of(props("layout", "icicle", "single-writer", "true", "worker-id", "1"), "worker-id = 1 is"
                        + " not allowed: 0..0 (layout icicle has no worker field"),
                Arguments.of(props("time-bits", "41", "shard-bits", "4", "sequence-bits", "12"), "worker-bits = 0 is"
                        + " not allowed: a layout with a worker field"));
    }

    @ParameterizedTest
    @MethodSource("badKeyGeneratorProps")
    void aBadKeyGeneratorPropertyFailsInitNamingIt(Properties props, String message) {
        assertThatThrownBy(() -> Algorithms.keyGenerator(props))
                .isInstanceOf(AlgorithmInitializationException.class)
                .hasMessageContaining("'SHARDFLAKE' initialization failed").hasMessageContaining(message);
    }
}
