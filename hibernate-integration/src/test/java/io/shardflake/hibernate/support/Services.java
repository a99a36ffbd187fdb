package io.shardflake.hibernate.support;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.hibernate.ShardflakeService;
import org.hibernate.SessionFactory;
import org.hibernate.engine.spi.SessionFactoryImplementor;

/** Reaches the {@link ShardflakeService} a SessionFactory's generators use. */
public final class Services {

    private Services() {
    }

    public static ShardflakeService shardflake(SessionFactory factory) {
        return factory.unwrap(SessionFactoryImplementor.class).getServiceRegistry()
                .requireService(ShardflakeService.class);
    }

    public static SnowflakeGenerator snowflake(SessionFactory factory) {
        return shardflake(factory).snowflakeGenerator();
    }
}
