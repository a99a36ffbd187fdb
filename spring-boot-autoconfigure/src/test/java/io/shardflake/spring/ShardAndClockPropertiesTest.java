package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.shard.ShardFunction;
import io.shardflake.shard.ShardHasher;
import io.shardflake.uuid.UuidV7Generator;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** One test per {@code shardflake.shard.*} and {@code shardflake.clock.*} property. */
class ShardAndClockPropertiesTest {

    private final ApplicationContextRunner runner = Runners.shardflake();

    @Test
    void shardCountDefaultsToEveryShardOfTheLayout() {
        runner.run(context -> assertThat(context.getBean(ShardFunction.class).shardCount()).isEqualTo(16));
    }

    @Test
    void shardCount() {
        runner.withPropertyValues("shardflake.shard.count=5").run(context -> {
            ShardFunction shards = context.getBean(ShardFunction.class);
            assertThat(shards.shardCount()).isEqualTo(5);
            assertThat(shards.shardOf("customer-42"))
                    .isEqualTo(ShardHasher.reduce(ShardHasher.hash("customer-42"), 5));
        });
    }

    @Test
    void shardCountWithoutAShardFieldIsOne() {
        runner.withPropertyValues("shardflake.layout.preset=twitter", "shardflake.worker.id=3").run(context ->
                assertThat(context.getBean(ShardFunction.class).shardCount()).isEqualTo(1));
    }

    @Test
    void shardDefault() {
        runner.withPropertyValues("shardflake.shard.default=9").run(context -> {
            SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
            assertThat(generator.defaultShard()).isEqualTo(9);
            assertThat(generator.decode(generator.nextId()).shard()).isEqualTo(9);
            assertThat(generator.decode(generator.nextId(3)).shard()).isEqualTo(3);
        });
    }

    @Test
    void clockDefaults() {
        runner.run(context -> {
            assertThat(context.getBean(ClockPolicy.class)).isEqualTo(ClockPolicy.DEFAULT);
            assertThat(context.getBean(SnowflakeGenerator.class).clockPolicy()).isEqualTo(ClockPolicy.DEFAULT);
        });
    }

    @Test
    void clockMaxLead() {
        runner.withPropertyValues("shardflake.clock.max-lead=0").run(context -> {
            ClockPolicy policy = context.getBean(SnowflakeGenerator.class).clockPolicy();
            assertThat(policy.maxLead()).isZero();
            assertThat(policy.maxWait()).isEqualTo(Duration.ofSeconds(1));
        });
    }

    @Test
    void clockMaxWait() {
        runner.withPropertyValues("shardflake.clock.max-wait=250ms").run(context -> {
            ClockPolicy policy = context.getBean(SnowflakeGenerator.class).clockPolicy();
            assertThat(policy.maxWait()).isEqualTo(Duration.ofMillis(250));
            assertThat(policy.maxLead()).isEqualTo(Duration.ofMillis(100));
        });
    }

    @Test
    void theUuidGeneratorSharesTheClock() {
        runner.withPropertyValues("shardflake.clock.max-lead=5ms", "shardflake.clock.max-wait=2s").run(context -> {
            UuidV7Generator uuids = context.getBean(UuidV7Generator.class);
            assertThat(uuids.clockPolicy()).isEqualTo(new ClockPolicy(Duration.ofMillis(5), Duration.ofSeconds(2)));
            assertThat(uuids.wallClock()).isSameAs(context.getBean(SnowflakeGenerator.class).wallClock());
            assertThat(uuids.next().version()).isEqualTo(7);
        });
    }
}
