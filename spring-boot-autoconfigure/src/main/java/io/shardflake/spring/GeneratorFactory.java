package io.shardflake.spring;

import io.shardflake.IdLayout;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.WallClock;
import org.springframework.boot.context.properties.PropertyMapper;

/** Layout + clock + worker + {@code shardflake.shard.default} → {@link SnowflakeGenerator}. */
final class GeneratorFactory {

    private GeneratorFactory() {
    }

    /**
     * @param layout the layout
     * @param policy the clock policy
     * @param clock the wall clock, the same one a lease was given
     * @param worker the worker id (and its lease, if any)
     * @param shard the shard properties
     * @return the generator
     * @throws InvalidConfigurationException naming {@code shardflake.shard.default} if it does not fit the layout
     */
    static SnowflakeGenerator generator(IdLayout layout, ClockPolicy policy, WallClock clock, ShardflakeWorker worker,
            ShardflakeProperties.Shard shard) {
        SnowflakeGenerator.Builder builder = SnowflakeGenerator.builder(layout)
                .clock(GeneratorClocks.settings(policy, clock));
        PropertyMapper.get().from(shard::getDefaultShard).to(builder::defaultShard);
        worker.applyTo(builder);
        try {
            return builder.build();
        } catch (InvalidConfigurationException e) {
            if (e.parameter().equals("default shard")) {
                throw e.renamed(PropertyKeys.SHARD_DEFAULT);
            }
            throw e;
        }
    }
}
