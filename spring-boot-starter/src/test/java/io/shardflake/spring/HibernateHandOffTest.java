package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.hibernate.ShardflakeSettings;
import io.shardflake.uuid.UuidV7Generator;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** What the starter puts in Hibernate's settings, and that it needs no Hibernate to start. */
class HibernateHandOffTest {

    private final ApplicationContextRunner runner = Runners.shardflake();

    @Test
    void theGeneratorsAndShardCountGoUnderTheirSettingsKeys() {
        runner.withPropertyValues("shardflake.shard.count=6").run(context -> {
            Map<String, Object> settings = new HashMap<>();
            context.getBean(HibernatePropertiesCustomizer.class).customize(settings);
            assertThat(settings).containsOnlyKeys(ShardflakeSettings.GENERATOR, ShardflakeSettings.GENERATOR_UUID_V7,
                    ShardflakeSettings.SHARD_COUNT);
            assertThat(settings.get(ShardflakeSettings.GENERATOR)).isSameAs(context.getBean(SnowflakeGenerator.class));
            assertThat(settings.get(ShardflakeSettings.GENERATOR_UUID_V7))
                    .isSameAs(context.getBean(UuidV7Generator.class));
            assertThat(settings.get(ShardflakeSettings.SHARD_COUNT)).isEqualTo(6);
        });
    }

    @Test
    void theApplicationsOwnGeneratorIsHandedOverToo() {
        SnowflakeGenerator own = SnowflakeGenerator.builder(io.shardflake.LayoutPreset.TWITTER.layout()).workerId(3)
                .build();
        runner.withBean(SnowflakeGenerator.class, () -> own).run(context -> {
            Map<String, Object> settings = new HashMap<>();
            context.getBean(HibernatePropertiesCustomizer.class).customize(settings);
            assertThat(settings.get(ShardflakeSettings.GENERATOR)).isSameAs(own);
        });
    }

    @Test
    void withoutSpringBootsHibernateModuleThereIsNoCustomizerButStillAGenerator() {
        runner.withClassLoader(new FilteredClassLoader(HibernatePropertiesCustomizer.class)).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean(ShardflakeHibernatePropertiesCustomizer.class);
            assertThat(context).hasSingleBean(SnowflakeGenerator.class);
        });
    }
}
