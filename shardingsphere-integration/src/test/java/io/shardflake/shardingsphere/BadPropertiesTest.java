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
                Arguments.of(props("sharding-count", "4", "layout.preset", "twitter"), "layout.preset = twitter is not allowed:"
                        + " a layout with a shard field to route by"),
                Arguments.of(props("sharding-count", "4", "layout.preset", "snowflak"), "layout.preset = snowflak is not allowed:"
                        + " one of twitter"),
                Arguments.of(props("sharding-count", "4", "layout.preset", "shardflake", "layout.shard-bits", "4"), "layout.preset ="
                        + " shardflake is not allowed: a preset or field widths, not both"),
                Arguments.of(props("sharding-count", "4", "layout.time-bits", "41", "layout.shard-bits", "40"), "layout.shard-bits = 40"
                        + " is not allowed: 0..31"),
                Arguments.of(props("sharding-count", "4", "layout.time-bits", "50", "layout.shard-bits", "4", "layout.worker-bits", "8",
                        "layout.sequence-bits", "10"), "layout.time-bits + shard-bits + worker-bits + sequence-bits = 72"
                        + " is not allowed: at most 63"),
                Arguments.of(props("sharding-count", "4", "layout.epoch", "yesterday"), "layout.epoch = yesterday is not allowed:"
                        + " an ISO-8601 instant"),
                Arguments.of(props("sharding-count", "4", "layout.tick", "-1ms"),
                        "layout.tick = PT-0.001S is not allowed: a whole number of microseconds"),
                Arguments.of(props("sharding-count", "4", "sharding_count", "4"), "sharding_count = 4 is not allowed:"
                        + " no such property; known are layout.preset"));
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
                Arguments.of(props(), "worker.id = null is not allowed: a worker id 0..255 unique to this instance,"
                        + " or worker.lease.url"),
                Arguments.of(props("layout.preset", "shardflake"), "the key generator never takes a worker id by itself"),
                Arguments.of(props("worker.id", "256"), "worker.id = 256 is not allowed: 0..255"),
                Arguments.of(props("worker.id", "-1"), "worker.id = -1 is not allowed: 0..255"),
                Arguments.of(props("workerid", "3"), "workerid = 3 is not allowed: no such property"),
                Arguments.of(props("worker.id", "3", "clock.max-lead", "fast"), "clock.max-lead = fast is not allowed: a duration"),
                Arguments.of(props("worker.id", "3", "clock.max-wait", "-1s"), "clock.max-wait = PT-1S is not allowed: a duration"),
                Arguments.of(props("worker.lease.table", "leases"), "worker.lease.url = null is not allowed: the JDBC"
                        + " URL of the database that holds the lease table, since worker.lease.table is set"),
                Arguments.of(props("worker.lease.url", "postgres://db/shop"), "worker.lease.url = postgres://db/shop"
                        + " is not allowed: a JDBC URL"),
                Arguments.of(props("worker.lease.url", "jdbc:h2:mem:x", "worker.lease.duration", "1s"),
                        "worker.lease.duration = PT1S is not allowed: at least twice clock.max-wait"),
                Arguments.of(props("worker.lease.url", "jdbc:nosuchdriver://nowhere"), "worker.lease.url ="
                        + " jdbc:nosuchdriver://nowhere is not allowed: a database this process can reach"),
                Arguments.of(props("layout.preset", "icicle"), "layout.preset = icicle is not allowed: a layout with a worker"
                        + " field, since layout icicle has no worker field"),
                Arguments.of(props("layout.preset", "icicle", "shard.single-writer", "yes"), "shard.single-writer = yes is not allowed:"
                        + " true or false"),
                Arguments.of(props("layout.preset", "icicle", "shard.single-writer", "true", "worker.id", "1"), "worker.id = 1 is"
                        + " not allowed: 0..0 (layout icicle has no worker field"),
                Arguments.of(props("layout.time-bits", "41", "layout.shard-bits", "4", "layout.sequence-bits", "12"), "layout.worker-bits = 0"
                        + " is not allowed: a layout with a worker field"));
    }

    @ParameterizedTest
    @MethodSource("badKeyGeneratorProps")
    void aBadKeyGeneratorPropertyFailsInitNamingIt(Properties props, String message) {
        assertThatThrownBy(() -> Algorithms.keyGenerator(props))
                .isInstanceOf(AlgorithmInitializationException.class)
                .hasMessageContaining("'SHARDFLAKE' initialization failed").hasMessageContaining(message);
    }
}
