package io.shardflake.spring;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.config.Setting;
import io.shardflake.hibernate.ShardflakeSettings;
import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.shard.ShardFunction;
import io.shardflake.uniqid.UniqidGenerator;
import io.shardflake.uuid.UuidV1Generator;
import io.shardflake.uuid.UuidV6Generator;
import io.shardflake.uuid.UuidV7Generator;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.EnumSet;
import java.util.List;
import java.util.stream.Stream;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.NoUniqueBeanDefinitionException;

/**
 * What the starter gives every Hibernate persistence unit: the application's generator of each kind under its
 * {@link ShardflakeSettings} key, the shard count of its {@link ShardFunction}, and
 * {@link ShardflakeSettings#REQUIRE_GIVEN_GENERATORS} so that Hibernate never builds a generator of its own.
 *
 * <p>Each bean is looked up when a persistence unit is built, the way an injection point is resolved: one bean of
 * the type, or the {@code @Primary} one among several. Several and no primary stop the startup naming the beans;
 * choosing one of them, or none, could give two generators the same worker id.
 */
final class HibernateHandOff {

    private final BeanFactory beans;

    /** @param beans the application context's bean factory */
    HibernateHandOff(BeanFactory beans) {
        this.beans = beans;
    }

    /**
     * Settings from which Hibernate would build a generator, and which a given generator makes meaningless: every
     * setting but the shard count (which {@code @ShardKey} still reads) and the public-id keys (which no generator
     * reads), and the retired preset key.
     */
    private static final List<String> BUILD_KEYS = Stream.concat(Stream.of(Setting.PREFIX + "layout"),
            EnumSet.complementOf(EnumSet.of(Setting.SHARD_COUNT, Setting.PUBLIC_ID_KEYS, Setting.PUBLIC_ID_KEYS_ENV,
                    Setting.PUBLIC_ID_KEYS_FILE, Setting.PUBLIC_ID_CURRENT_KEY)).stream().map(Setting::key))
            .toList();

    /**
     * @param unit the persistence unit's settings so far (with {@code spring.jpa.properties.*}, or those an
     *     application put on a unit it built)
     * @return the Hibernate settings to add to them
     * @throws AmbiguousBeanException if a type has several beans and none is {@code @Primary}
     * @throws IgnoredSettingException if the unit has a {@code shardflake.*} setting the generators handed over
     *     would make Hibernate ignore (a layout, a worker id, ...), or a shard count other than the application's
     */
    Map<String, Object> settingsFor(Map<?, ?> unit) {
        for (String key : BUILD_KEYS) {
            if (unit.get(key) != null) {
                throw new IgnoredSettingException(key, unit.get(key));
            }
        }
        Map<String, Object> settings = settings();
        Object shardCount = unit.get(Setting.SHARD_COUNT.key());
        Object applications = settings.get(Setting.SHARD_COUNT.key());
        if (shardCount != null && applications != null
                && !String.valueOf(shardCount).trim().equals(String.valueOf(applications))) {
            throw new IgnoredSettingException(Setting.SHARD_COUNT.key(), shardCount);
        }
        return settings;
    }

    private Map<String, Object> settings() {
        Map<String, Object> settings = new LinkedHashMap<>();
        put(settings, ShardflakeSettings.GENERATOR, SnowflakeGenerator.class);
        put(settings, ShardflakeSettings.GENERATOR_UUID_V7, UuidV7Generator.class);
        put(settings, ShardflakeSettings.GENERATOR_UUID_V6, UuidV6Generator.class);
        put(settings, ShardflakeSettings.GENERATOR_UUID_V1, UuidV1Generator.class);
        put(settings, ShardflakeSettings.GENERATOR_LOCALITY, LocalityUuidGenerator.class);
        put(settings, ShardflakeSettings.GENERATOR_UNIQID, UniqidGenerator.class);
        // @ShardKey's HASH mode must spread keys over the same count as the application's own ShardFunction.
        ShardFunction shards = unique(ShardFunction.class, Setting.SHARD_COUNT.key());
        if (shards != null) {
            settings.put(Setting.SHARD_COUNT.key(), shards.shardCount());
        }
        // A kind without a bean is then refused by Hibernate, naming its key, instead of being built from settings.
        settings.put(ShardflakeSettings.REQUIRE_GIVEN_GENERATORS, true);
        return settings;
    }

    private void put(Map<String, Object> settings, String key, Class<?> type) {
        Object bean = unique(type, key);
        if (bean != null) {
            settings.put(key, bean);
        }
    }

    private <T> @Nullable T unique(Class<T> type, String key) {
        try {
            return beans.getBeanProvider(type).getIfAvailable();
        } catch (NoUniqueBeanDefinitionException e) {
            Collection<String> names = e.getBeanNamesFound();
            throw new AmbiguousBeanException(type, names != null ? names
                    : List.of(e.getNumberOfBeansFound() + " unnamed"), key);
        }
    }
}
