package io.shardflake.hibernate.support;

import io.shardflake.testdb.PostgresServer;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.h2.jdbcx.JdbcDataSource;

/**
 * The test databases: a fresh in-memory H2 per call, and a fresh database per call on the test JVM's one embedded
 * PostgreSQL 18 (shardflake-test-databases' shared server), so test classes never see each other's tables.
 */
public final class Databases {

    private static final AtomicInteger NEXT = new AtomicInteger();

    private Databases() {
    }

    public static DataSource h2() {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:shardflake" + NEXT.incrementAndGet() + ";DB_CLOSE_DELAY=-1");
        return h2;
    }

    public static DataSource postgres() {
        return PostgresServer.shared().newDatabase();
    }
}
