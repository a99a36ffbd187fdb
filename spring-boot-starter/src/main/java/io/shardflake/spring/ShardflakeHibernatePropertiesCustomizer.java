package io.shardflake.spring;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.hibernate.ShardflakeSettings;
import io.shardflake.shard.ShardFunction;
import io.shardflake.uuid.UuidV7Generator;
import java.util.Map;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer;

/**
 * Hands the Spring-configured generators to Hibernate, under the {@link ShardflakeSettings} keys its id generators
 * read. Without this, Hibernate would build generators of its own from {@code shardflake.*} settings it never sees,
 * with worker id 0, and a second generator with the same worker id in one process could repeat ids.
 */
final class ShardflakeHibernatePropertiesCustomizer implements HibernatePropertiesCustomizer {

    private final ObjectProvider<SnowflakeGenerator> generator;
    private final ObjectProvider<UuidV7Generator> uuidV7;
    private final ObjectProvider<ShardFunction> shardFunction;

    ShardflakeHibernatePropertiesCustomizer(ObjectProvider<SnowflakeGenerator> generator,
            ObjectProvider<UuidV7Generator> uuidV7, ObjectProvider<ShardFunction> shardFunction) {
        this.generator = generator;
        this.uuidV7 = uuidV7;
        this.shardFunction = shardFunction;
    }

    @Override
    public void customize(Map<String, Object> hibernateProperties) {
        generator.ifUnique(value -> hibernateProperties.put(ShardflakeSettings.GENERATOR, value));
        uuidV7.ifUnique(value -> hibernateProperties.put(ShardflakeSettings.GENERATOR_UUID_V7, value));
        // @ShardKey's HASH mode must spread keys over the same count as the application's own ShardFunction.
        shardFunction.ifUnique(value -> hibernateProperties.put(ShardflakeSettings.SHARD_COUNT, value.shardCount()));
    }
}
