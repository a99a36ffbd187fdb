package io.shardflake.hibernate.support;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.h2.jdbcx.JdbcDataSource;

/**
 * The test databases: a fresh in-memory H2 per call, and one embedded PostgreSQL 18 for the whole test JVM (it
 * takes about 2 s to start), with a fresh database per call so test classes never see each other's tables.
 */
public final class Databases {

    private static final AtomicInteger NEXT = new AtomicInteger();
    private static EmbeddedPostgres postgres;

    private Databases() {
    }

    public static DataSource h2() {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:shardflake" + NEXT.incrementAndGet() + ";DB_CLOSE_DELAY=-1");
        return h2;
    }

    public static synchronized DataSource postgres() {
        if (postgres == null) {
            try {
                postgres = EmbeddedPostgres.builder().start();
            } catch (IOException e) {
                throw new UncheckedIOException("embedded PostgreSQL did not start", e);
            }
            EmbeddedPostgres started = postgres;
            // Closed when the test JVM ends, so no postgres process outlives it.
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    started.close();
                } catch (IOException ignored) {
                    // The JVM is going away; nothing more to do.
                }
            }));
        }
        String name = "shardflake" + NEXT.incrementAndGet();
        try (Connection connection = postgres.getPostgresDatabase().getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute("create database " + name);
        } catch (SQLException e) {
            throw new IllegalStateException("could not create database " + name, e);
        }
        return postgres.getDatabase("postgres", name);
    }
}
