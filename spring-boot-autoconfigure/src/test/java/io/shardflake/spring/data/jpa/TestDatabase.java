package io.shardflake.spring.data.jpa;

import io.shardflake.testdb.PostgresServer;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.h2.jdbcx.JdbcDataSource;

/** The two databases the Spring Data JPA tests run on, each test in a database of its own. */
enum TestDatabase {

    H2 {
        @Override
        DataSource fresh() {
            JdbcDataSource dataSource = new JdbcDataSource();
            dataSource.setURL("jdbc:h2:mem:spring-data-" + NAMES.incrementAndGet() + ";DB_CLOSE_DELAY=-1");
            dataSource.setUser("sa");
            return dataSource;
        }
    },

    POSTGRESQL {
        @Override
        DataSource fresh() {
            return PostgresServer.shared().newDatabase();
        }
    };

    private static final AtomicInteger NAMES = new AtomicInteger();

    /** @return an empty database */
    abstract DataSource fresh();
}
