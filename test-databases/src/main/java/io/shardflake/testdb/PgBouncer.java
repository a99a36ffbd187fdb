package io.shardflake.testdb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.sql.DataSource;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * A private PgBouncer in front of a {@link PostgresServer}: Debian's {@code pgbouncer} (installed first if missing) on
 * 127.0.0.1 and a free port, with a configuration of its own in a temporary folder, in session or transaction pool
 * mode. What production puts between an application and PostgreSQL, so that a test sees what a pooler does to a
 * session: in transaction mode a client's transactions run on whichever server connection is free, and a session
 * setting or a named prepared statement stays on that server connection for the next client.
 *
 * <pre>{@code
 * try (PgBouncer bouncer = PgBouncer.start(PostgresServer.shared(), PgBouncer.PoolMode.TRANSACTION, 2)) {
 *     String url = bouncer.jdbcUrl("postgres");   // jdbc:postgresql://127.0.0.1:41234/postgres?user=postgres
 *     DataSource app = bouncer.dataSource("postgres");
 * }
 * }</pre>
 *
 * <p>Every client logs in as any user without a password ({@code auth_type = any}) and PgBouncer logs in to the server
 * as {@link PostgresServer#USER}; {@code server_reset_query} is PgBouncer's default {@code DISCARD ALL}, which it runs
 * in session mode only, as in production. PgJDBC's {@code extra_float_digits} startup parameter is ignored, as every
 * PgJDBC user of PgBouncer must set. PgBouncer refuses to run as root: then it is told to run as {@code nobody}
 * ({@code -u}), its folder readable by all. Its log is the folder's {@code pgbouncer.log}.
 *
 * <p>Stopped ({@code SIGTERM}: at once, clients cut off) and its folder deleted by {@link #close()}, or when this JVM
 * ends however it ends, like the servers here ({@code WatchedServer}).
 */
public final class PgBouncer implements AutoCloseable {

    /** PgBouncer's {@code pool_mode}: when a server connection goes back to the pool. */
    public enum PoolMode {
        /** When the client disconnects; then PgBouncer runs {@code DISCARD ALL} on it. */
        SESSION,
        /** When the client's transaction ends; nothing is reset. */
        TRANSACTION
    }

    private static final Duration INSTALL_TIMEOUT = Duration.ofMinutes(15);
    private static final Duration START_TIMEOUT = Duration.ofSeconds(30);
    private static final int PORT_ATTEMPTS = 3;

    private static Path installed;

    private final WatchedServer watched;
    private final int port;
    private final PoolMode mode;

    private PgBouncer(WatchedServer watched, int port, PoolMode mode) {
        this.watched = watched;
        this.port = port;
        this.mode = mode;
    }

    /**
     * Starts a PgBouncer of the caller's own; close it when done.
     *
     * @param server the PostgreSQL behind it
     * @param mode its pool mode
     * @param serverConnections its {@code default_pool_size}: how many server connections each database and user
     *     pair gets; few make clients share them, as in production
     * @return the running PgBouncer, accepting connections
     * @throws IllegalStateException if it does not start, with its log
     */
    public static PgBouncer start(PostgresServer server, PoolMode mode, int serverConnections) {
        Path binary = ensureInstalled();
        IllegalStateException failure = null;
        for (int attempt = 0; attempt < PORT_ATTEMPTS; attempt++) {
            WatchedServer watched = new WatchedServer(createFolder(), "TERM");
            int port = Tools.freeLoopbackPort();
            try {
                Path config = writeConfig(watched.folder(), server.port(), port, mode, serverConnections);
                List<String> command = new ArrayList<>(List.of(binary.toString()));
                if (Tools.isRoot()) {
                    command.addAll(List.of("-u", "nobody"));
                }
                command.add(config.toString());
                watched.run(command, watched.folder().resolve("pgbouncer.log"));
                PgBouncer started = new PgBouncer(watched, port, mode);
                started.awaitReady();
                return started;
            } catch (RuntimeException e) {
                watched.close();
                if (!(e instanceof IllegalStateException ended && ended.getMessage().contains("Address already in use"))) {
                    throw e;
                }
                // Another process took the port between our probe and PgBouncer's bind: another port.
                failure = failure == null ? ended : failure;
            }
        }
        throw failure;
    }

    /** @return its TCP port on 127.0.0.1 */
    public int port() {
        return port;
    }

    /** @return the process id of {@code pgbouncer} */
    public long pid() {
        return watched.pid();
    }

    /** @return its pool mode */
    public PoolMode poolMode() {
        return mode;
    }

    /**
     * @param database a database of the server behind, e.g. {@code postgres}
     * @return e.g. {@code jdbc:postgresql://127.0.0.1:41234/postgres?user=postgres}: the URL an application would
     *     point at PgBouncer, nothing added for the pooler
     */
    public String jdbcUrl(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database + "?user=" + PostgresServer.USER;
    }

    /**
     * @param database a database of the server behind
     * @return PgJDBC on {@link #jdbcUrl(String)}, a new connection per call
     */
    public DataSource dataSource(String database) {
        PGSimpleDataSource dataSource = new PGSimpleDataSource();
        dataSource.setUrl(jdbcUrl(database));
        return dataSource;
    }

    /** Stops PgBouncer at once (clients cut off) and deletes its folder. */
    @Override
    public void close() {
        watched.close();
    }

    @Override
    public String toString() {
        return "PgBouncer[" + mode.name().toLowerCase(Locale.ROOT) + " pooling, 127.0.0.1:" + port + "]";
    }

    private static synchronized Path ensureInstalled() {
        if (installed == null) {
            Tools.runInstallScript("pgbouncer/ensure-installed.sh", INSTALL_TIMEOUT);
            installed = Tools.binary("pgbouncer");
        }
        return installed;
    }

    private static Path createFolder() {
        try {
            // Readable by all: a PgBouncer started by root runs as nobody and reads its configuration from here.
            return Files.createTempDirectory(Paths.get(System.getProperty("java.io.tmpdir")), "shardflake-pgbouncer-",
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a folder for PgBouncer", e);
        }
    }

    private static Path writeConfig(Path folder, int serverPort, int port, PoolMode mode, int serverConnections) {
        String config = String.join("\n",
                "[databases]",
                "* = host=127.0.0.1 port=" + serverPort + " user=" + PostgresServer.USER,
                "",
                "[pgbouncer]",
                "listen_addr = 127.0.0.1",
                "listen_port = " + port,
                "unix_socket_dir =",
                "auth_type = any",
                "pool_mode = " + mode.name().toLowerCase(Locale.ROOT),
                "default_pool_size = " + serverConnections,
                "max_client_conn = 500",
                "ignore_startup_parameters = extra_float_digits",
                "server_reset_query = DISCARD ALL",
                "");
        Path file = folder.resolve("pgbouncer.ini");
        try {
            Files.writeString(file, config, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
        return file;
    }

    private void awaitReady() {
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        SQLException last = null;
        Path log = watched.folder().resolve("pgbouncer.log");
        while (System.nanoTime() < deadline) {
            if (!watched.isRunning()) {
                throw new IllegalStateException("pgbouncer ended on port " + port + ": " + Tools.tail(log));
            }
            try (Connection connection = DriverManager.getConnection(jdbcUrl("postgres") + "&connectTimeout=5")) {
                if (connection.isValid(5)) {
                    return;
                }
            } catch (SQLException e) {
                last = e;
            }
            Tools.sleep(Duration.ofMillis(50));
        }
        throw new IllegalStateException("pgbouncer did not accept connections on port " + port + " within "
                + START_TIMEOUT + " (last: " + last + "): " + Tools.tail(log), last);
    }
}
