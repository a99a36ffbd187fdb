package io.shardflake.spring.jackson;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * With {@code shardflake.jackson.ids-as-strings=true}, a {@link SnowflakeIdJacksonModule} bean, which Spring Boot
 * adds to its {@code JsonMapper}: ids go out as JSON strings and come in as strings or numbers. Which longs are ids
 * is {@code shardflake.jackson.scope}. An application's own {@link SnowflakeIdJacksonModule} bean replaces it.
 *
 * <p>Runs before Boot's Jackson configuration so that the module is there when the mapper is built.
 */
@AutoConfiguration(beforeName = "org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration")
// Names, not class literals, as in ShardflakeHealthAutoConfiguration: Boot 3 has no Jackson 3.
@ConditionalOnClass(name = { "tools.jackson.databind.JacksonModule", "io.shardflake.hibernate.SnowflakeId" })
@ConditionalOnBooleanProperty(ShardflakeJacksonProperties.IDS_AS_STRINGS)
@EnableConfigurationProperties(ShardflakeJacksonProperties.class)
public final class ShardflakeJacksonAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean
    SnowflakeIdJacksonModule shardflakeJacksonModule(ShardflakeJacksonProperties properties) {
        return properties.getScope() == ShardflakeJacksonProperties.Scope.ALL_LONGS
                ? SnowflakeIdJacksonModule.allLongs() : SnowflakeIdJacksonModule.annotatedIds();
    }
}
