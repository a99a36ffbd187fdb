package io.shardflake.hibernate;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.hibernate.support.Services;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;

/**
 * A test class's one SessionFactory, booted before its tests and closed after them, with the core generator its
 * Snowflake ids come from (to decode them): booting Hibernate per test would cost seconds.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class SessionFactoryPerClass {

    /** The class's SessionFactory. */
    SessionFactory factory;
    /** The Snowflake generator of {@link #factory}'s Shardflake service. */
    SnowflakeGenerator generator;

    /** @return the SessionFactory the class's tests share */
    abstract SessionFactory boot();

    @BeforeAll
    final void open() {
        factory = boot();
        generator = Services.snowflake(factory);
    }

    @AfterAll
    final void close() {
        factory.close();
    }
}
