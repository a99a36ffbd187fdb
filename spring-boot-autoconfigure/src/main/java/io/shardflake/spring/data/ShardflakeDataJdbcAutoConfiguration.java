package io.shardflake.spring.data;

import io.shardflake.spring.ShardflakeAutoConfiguration;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.data.jdbc.core.JdbcAggregateTemplate;
import org.springframework.data.relational.core.mapping.RelationalMappingContext;

/**
 * Spring Data JDBC: the {@link ShardflakeIdCallback} that fills the ids of aggregates marked {@link SnowflakeId} or
 * {@link ShardflakeUuid}, from the generator beans of {@link ShardflakeAutoConfiguration}. Active when Spring Data
 * JDBC is on the class path and its mapping context is configured (by Boot's Spring Data JDBC auto-configuration or
 * the application's own {@code AbstractJdbcConfiguration}); needs no Hibernate or JPA. An application's own
 * {@link ShardflakeIdCallback} bean replaces it.
 */
@AutoConfiguration(after = ShardflakeAutoConfiguration.class,
        afterName = { "org.springframework.boot.data.jdbc.autoconfigure.DataJdbcRepositoriesAutoConfiguration",
                "org.springframework.boot.autoconfigure.data.jdbc.JdbcRepositoriesAutoConfiguration" })
@ConditionalOnClass({JdbcAggregateTemplate.class, RelationalMappingContext.class})
public final class ShardflakeDataJdbcAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean
    @ConditionalOnBean(RelationalMappingContext.class)
    ShardflakeIdCallback shardflakeIdCallback(RelationalMappingContext mappingContext, BeanFactory beanFactory) {
        return new ShardflakeIdCallback(mappingContext, beanFactory);
    }
}
