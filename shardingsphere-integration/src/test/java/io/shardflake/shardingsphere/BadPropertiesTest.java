package io.shardflake.shardingsphere;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.testing.RefusalWording;
import java.util.Properties;
import org.apache.shardingsphere.infra.algorithm.core.exception.AlgorithmInitializationException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every bad property fails in init, as ShardingSphere's {@link AlgorithmInitializationException}, with the
 * property, the value and what is allowed in its message.
 */
class BadPropertiesTest {

    /** The properties as the tables below write them: {@code key=value; key=value}, or empty for none. */
    private static Properties props(String written) {
        Properties props = new Properties();
        for (String property : written.split(";")) {
            if (!property.isBlank()) {
                String[] keyAndValue = property.strip().split("=", 2);
                props.setProperty(keyAndValue[0], keyAndValue[1]);
            }
        }
        return props;
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            ''                                                                                                        | sharding-count = null is not allowed: 1..16
            sharding-count=0                                                                                          | sharding-count = 0 is not allowed: 1..16
            sharding-count=17                                                                                         | sharding-count = 17 is not allowed: 1..16
            sharding-count=four                                                                                       | sharding-count = four is not allowed: a whole number 1..16
            sharding-count=4; mapping=0,1,2,3                                                                         | mapping = 0,1,2,3 is not allowed: 16 comma-separated target numbers 0..3
            sharding-count=4; mapping=0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,4                                                 | logical shard 15 has 4
            sharding-count=4; layout.preset=twitter                                                                   | layout.preset = twitter is not allowed: a layout with a shard field to route by
            sharding-count=4; layout.preset=snowflak                                                                  | layout.preset = snowflak is not allowed: one of twitter
            sharding-count=4; layout.preset=shardflake; layout.shard-bits=4                                           | layout.preset = shardflake is not allowed: a preset or field widths, not both
            sharding-count=4; layout.time-bits=41; layout.shard-bits=40                                               | layout.shard-bits = 40 is not allowed: 0..31
            sharding-count=4; layout.time-bits=50; layout.shard-bits=4; layout.worker-bits=8; layout.sequence-bits=10 | layout.time-bits + shard-bits + worker-bits + sequence-bits = 72 is not allowed: at most 63
            sharding-count=4; layout.epoch=yesterday                                                                  | layout.epoch = yesterday is not allowed: an ISO-8601 instant
            sharding-count=4; layout.tick=-1ms                                                                        | layout.tick = PT-0.001S is not allowed: a whole number of microseconds
            sharding-count=4; sharding_count=4                                                                        | sharding_count is unknown, and a misspelt property would be ignored: each property is one of layout.preset
            """)
    void aBadShardingPropertyFailsInitNamingIt(String written, String message) {
        Properties props = props(written);
        for (String type : new String[] {ShardflakeShardingAlgorithm.TYPE, ShardflakeStandardShardingAlgorithm.TYPE}) {
            assertThatThrownBy(() -> Algorithms.sharding(type, props))
                    .isInstanceOf(AlgorithmInitializationException.class)
                    .hasMessageContaining("'" + type + "' initialization failed").hasMessageContaining(message)
                    .satisfies(failure -> RefusalWording.shardingSphere(ShardRouting.KEYS).check(reason(failure)));
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            ''                                                                | worker.id = null is not allowed: a worker id 0..255 unique to this instance, or worker.lease.url
            layout.preset=shardflake                                          | the key generator never takes a worker id by itself
            worker.id=256                                                     | worker.id = 256 is not allowed: 0..255
            worker.id=-1                                                      | worker.id = -1 is not allowed: 0..255
            workerid=3                                                        | workerid is unknown, and a misspelt property would be ignored: each property is one of layout.preset
            worker.id=3; clock.max-lead=fast                                  | clock.max-lead = fast is not allowed: a duration
            worker.id=3; clock.max-wait=-1s                                   | clock.max-wait = PT-1S is not allowed: a duration
            worker.lease.table=leases                                         | worker.lease.url = null is not allowed: the JDBC URL of the database that holds the lease table, since worker.lease.table is set
            worker.lease.url=postgres://db/shop                               | worker.lease.url = postgres://db/shop is not allowed: a JDBC URL
            worker.lease.url=jdbc:h2:mem:x; worker.lease.duration=1s          | worker.lease.duration = PT1S is not allowed: at least twice clock.max-wait
            worker.lease.url=jdbc:nosuchdriver://nowhere                      | worker.lease.url = jdbc:nosuchdriver://nowhere is not allowed: a database this process can reach
            worker.lease.url=jdbc:h2:mem:bad1; worker.lease.call-timeout=10ms | worker.lease.call-timeout = PT0.01S is not allowed: PT0.05S to PT30S
            worker.lease.url=jdbc:h2:mem:bad2; worker.lease.lost-writes=no    | worker.lease.lost-writes = no is not allowed: detect, assume or impossible
            worker.id=3; worker.lease.url=jdbc:h2:mem:bad3; worker.lease.clock-behind=switch-worker | worker.lease.clock-behind = switch-worker is not allowed: wait
            layout.preset=icicle                                              | layout.preset = icicle is not allowed: a layout with a worker field, since layout icicle has no worker field
            layout.preset=icicle; shard.single-writer=yes                     | shard.single-writer = yes is not allowed: true or false
            layout.preset=icicle; shard.single-writer=true; worker.id=1       | worker.id = 1 is not allowed: 0..0 (layout icicle has no worker field
            layout.time-bits=41; layout.shard-bits=4; layout.sequence-bits=12 | layout.worker-bits = 0 is not allowed: a layout with a worker field
            """)
    void aBadKeyGeneratorPropertyFailsInitNamingIt(String written, String message) {
        Properties props = props(written);
        assertThatThrownBy(() -> Algorithms.keyGenerator(props))
                .isInstanceOf(AlgorithmInitializationException.class)
                .hasMessageContaining("'SHARDFLAKE' initialization failed").hasMessageContaining(message)
                .satisfies(failure -> RefusalWording.shardingSphere(KeyGeneratorSettings.KEYS).check(reason(failure)));
    }

    /** Shardflake's refusal, which ShardingSphere's exception carries as its reason and as a suppressed exception. */
    private static Throwable reason(Throwable failure) {
        assertThat(failure.getSuppressed()).hasSize(1);
        return failure.getSuppressed()[0];
    }
}
