package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.hibernate.ShardflakeSettings;
import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.uniqid.UniqidGenerator;
import io.shardflake.uuid.UuidV1Generator;
import io.shardflake.uuid.UuidV6Generator;
import io.shardflake.uuid.UuidV7Generator;
import java.util.Map;
import org.springframework.context.ApplicationContext;

/** What the starter hands Hibernate: every kind of generator bean, each under its own settings key. */
public final class HandedOverGenerators {

    private static final Map<String, Class<?>> BEAN_TYPES = Map.of(
            ShardflakeSettings.GENERATOR, SnowflakeGenerator.class,
            ShardflakeSettings.GENERATOR_UUID_V7, UuidV7Generator.class,
            ShardflakeSettings.GENERATOR_UUID_V6, UuidV6Generator.class,
            ShardflakeSettings.GENERATOR_UUID_V1, UuidV1Generator.class,
            ShardflakeSettings.GENERATOR_LOCALITY, LocalityUuidGenerator.class,
            ShardflakeSettings.GENERATOR_UNIQID, UniqidGenerator.class);

    private HandedOverGenerators() {
    }

    /**
     * @param settings Hibernate's settings as the starter left them
     * @param context the application context whose beans they must be
     */
    public static void assertEachIsTheBean(Map<String, Object> settings, ApplicationContext context) {
        BEAN_TYPES.forEach((key, type) -> assertThat(settings.get(key)).as(key).isSameAs(context.getBean(type)));
    }
}
