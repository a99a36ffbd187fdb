package io.shardflake.testdb;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import javax.sql.DataSource;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * One PostgreSQL server of a {@link PostgresReplication}: a {@code postgres} process on a free loopback port, its data
 * in a folder of its own, that cannot outlive this JVM (see {@link WatchedServer}).
 *
 * <pre>{@code
 * PostgresNode standby = replication.standby();
 * int port = standby.port();                    // 127.0.0.1 only
 * int timeline = standby.timeline();            // 1, then 2 once promoted
 * DataSource admin = standby.adminDataSource(); // the superuser, for what an application may not see
 * }</pre>
 *
 * <p>What an application user may read about the server is on {@link PostgresReplication}.
 */
public final class PostgresNode {

    /** The superuser the harness works as (trusted from 127.0.0.1, no password). */
    public static final String SUPERUSER = "postgres";

    private static final Duration START_TIMEOUT = Duration.ofSeconds(60);
    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(30);
    private static final int PORT_ATTEMPTS = 3;
    private static final String LOG = "postgres.log";

    private final WatchedServer watched;
    private final int port;

    /**
     * Starts {@code postgres} on the data directory {@code data} of the folder, on a free port (another one if the
     * port was taken meanwhile), and returns once the superuser can log in (a standby: once it accepts read-only
     * connections).
     */
    static PostgresNode start(PostgresInstallation installation, WatchedServer watched) {
        Path log = watched.folder().resolve(LOG);
        IllegalStateException portTaken = null;
        for (int attempt = 0; attempt < PORT_ATTEMPTS; attempt++) {
            int port = Tools.freeLoopbackPort();
            watched.run(installation.command("postgres", "-D", watched.folder().resolve("data").toString(),
                    "-p", Integer.toString(port)), log);
            PostgresNode node = new PostgresNode(watched, port);
            try {
                node.awaitReady();
                return node;
            } catch (IllegalStateException e) {
                if (!e.getMessage().contains("Address already in use")) {
                    throw e;
                }
                // Another process took the port between our probe and the server's bind: another port.
                portTaken = e;
            }
        }
        throw portTaken;
    }

    /**
     * Starts the server again on its data directory and port, after a crash: PostgreSQL replays its write-ahead log
     * first (crash recovery), keeping only what it had written out.
     *
     * @throws IllegalStateException if the server is still running or does not come back
     */
    void restart(PostgresInstallation installation) {
        watched.run(installation.command("postgres", "-D", watched.folder().resolve("data").toString(),
                "-p", Integer.toString(port)), log());
        awaitReady();
    }

    private PostgresNode(WatchedServer watched, int port) {
        this.watched = watched;
        this.port = port;
    }

    /** @return the TCP port the server listens on, on 127.0.0.1 */
    public int port() {
        return port;
    }

    /** @return the postmaster's process id */
    public long pid() {
        return watched.pid();
    }

    /** @return whether the postmaster is alive (false after {@link PostgresReplication#crashPrimary()}) */
    public boolean isRunning() {
        return watched.isRunning();
    }

    /**
     * @param database e.g. {@code app}
     * @return {@code jdbc:postgresql://127.0.0.1:<port>/<database>}, without credentials or timeouts
     */
    public String url(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
    }

    /**
     * @return the superuser on database {@code postgres}, connect and read waits bounded (10 s, 90 s): for the
     *         harness and for tests comparing what an application user sees with what the server knows
     */
    public DataSource adminDataSource() {
        PGSimpleDataSource source = dataSource(url("postgres"), SUPERUSER, "");
        source.setConnectTimeout(10);
        source.setSocketTimeout(90);
        return source;
    }

    /** @return whether the server is a standby still replaying ({@code pg_is_in_recovery()}) */
    public boolean isInRecovery() {
        return Boolean.parseBoolean(select("pg_is_in_recovery()::text"));
    }

    /**
     * The server's timeline: on a primary the one it writes WAL on (the first 8 hex digits of
     * {@code pg_walfile_name(pg_current_wal_lsn())}), on a standby in recovery the one of its latest restart point
     * ({@code pg_control_checkpoint().timeline_id}, since a standby may not call {@code pg_walfile_name}).
     *
     * @return 1 for a fresh pair, one more at each promotion
     */
    public int timeline() {
        if (isInRecovery()) {
            return Integer.parseInt(select("timeline_id FROM pg_control_checkpoint()"));
        }
        return Integer.parseInt(select("substr(pg_walfile_name(pg_current_wal_lsn()), 1, 8)"), 16);
    }

    /** @return the first column of the first row of {@code SELECT <expression>}, as the superuser */
    String select(String expression) {
        return Sql.select(adminDataSource(), expression, this);
    }

    /**
     * Stops the server as {@code pg_ctl stop -m immediate} does (SIGQUIT: every process exits at once, no checkpoint,
     * nothing more is sent to a standby) and waits until each of its processes is gone: a crash, short of losing the
     * kernel's page cache.
     */
    void crash() {
        watched.signal("QUIT");
        watched.awaitEnd(STOP_TIMEOUT);
    }

    /** @return the folder of the server's data directory and log */
    Path folder() {
        return watched.folder();
    }

    /** @return the server's log file */
    Path log() {
        return watched.folder().resolve(LOG);
    }

    /** Stops the server (a fast shutdown) and deletes its folder. */
    void close() {
        watched.close();
    }

    /** @return a new connection per call, no timeouts unless the caller sets them */
    static PGSimpleDataSource dataSource(String url, String user, String password) {
        PGSimpleDataSource source = new PGSimpleDataSource();
        source.setUrl(url);
        source.setUser(user);
        source.setPassword(password);
        return source;
    }

    private void awaitReady() {
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        PGSimpleDataSource probe = dataSource(url("postgres"), SUPERUSER, "");
        probe.setConnectTimeout(2);
        probe.setSocketTimeout(10);
        SQLException last = null;
        while (System.nanoTime() < deadline) {
            if (!watched.isRunning()) {
                throw new IllegalStateException("postgres in " + watched.folder() + " ended on port " + port + ": "
                        + Tools.tail(log()));
            }
            try (Connection connection = probe.getConnection()) {
                if (connection.isValid(5)) {
                    return;
                }
            } catch (SQLException e) {
                last = e;
            }
            Tools.sleep(Duration.ofMillis(50));
        }
        throw new IllegalStateException("postgres in " + watched.folder() + " on port " + port + " did not accept "
                + SUPERUSER
                + " within " + START_TIMEOUT + " (last: " + last + "): "
                + Tools.tail(log()));
    }

    @Override
    public String toString() {
        return "PostgresNode[127.0.0.1:" + port + ", " + watched.folder() + "]";
    }
}
