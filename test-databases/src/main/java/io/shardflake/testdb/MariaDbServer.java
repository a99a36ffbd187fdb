package io.shardflake.testdb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.sql.DataSource;
import org.mariadb.jdbc.MariaDbDataSource;

/**
 * A private MariaDB server: Debian's {@code mariadbd} (installed first if missing, see below) on a fresh data
 * directory in a temporary folder, listening on 127.0.0.1 only, on a free port, with its own socket and pid file, so
 * it touches no system database and no other build's server.
 *
 * <pre>{@code
 * MariaDbServer server = MariaDbServer.shared();        // once per JVM, stopped when the JVM exits
 * DataSource dataSource = server.dataSource();           // MariaDB Connector/J, a new connection per call
 * String url = server.url("mysql");                      // jdbc:mysql://127.0.0.1:41234/shardflake, for MySQL Connector/J
 * }</pre>
 *
 * <p>It holds database {@value #DATABASE}, reachable over TCP by user {@value #USER} (password {@value #PASSWORD}) with
 * every privilege, granting included (tests create schemas, i.e. databases, and users). Its time zone is
 * {@value #TIME_ZONE}, not this machine's, so code that read the database's clock through a time zone would show it.
 * InnoDB at its defaults (REPEATABLE READ), except that commits are not flushed to disk one by one
 * ({@code innodb_flush_log_at_trx_commit=0}, no doublewrite): the data is thrown away, and locking and isolation are
 * unchanged. Up to {@value #MAX_CONNECTIONS} connections.
 *
 * <h2>Where MariaDB comes from</h2>
 * Before the first start in a JVM, the server runs {@code ensure-installed.sh}, which this module's jar carries (a
 * copy of the repository's {@code build/mariadb/ensure-installed.sh}): quiet when {@code mariadbd} and
 * {@code mariadb-install-db} are on this machine, otherwise it installs Debian's {@code mariadb-server} with
 * {@code apt-get} (about 40 s, once per machine; root only; the package's own service is not started). Elsewhere it
 * fails saying what is missing: install MariaDB 10.11+ yourself and it is found. Linux only.
 *
 * <h2>Stopping</h2>
 * {@link #close()} stops a server from {@link #start()} and deletes its folder; the {@link #shared()} one stops
 * when the JVM exits. Should the JVM die without that, the server stops and its folder goes anyway: it runs under a
 * small shell that holds a pipe from this JVM and does both when the pipe closes, which the operating system does
 * when the JVM ends, however it ends (even {@code kill -9}). {@link #restart()} shuts a server of one's own down
 * cleanly and starts it again on the same data and port.
 */
public final class MariaDbServer implements AutoCloseable {

    /** The database the test user owns. */
    public static final String DATABASE = "shardflake";
    /** The test user, reachable from 127.0.0.1 with every privilege. */
    public static final String USER = "shardflake";
    /** The test user's password. */
    public static final String PASSWORD = "shardflake-test";
    /** The server's time zone: deliberately not this machine's. */
    public static final String TIME_ZONE = "+05:30";
    /** The server's {@code max_connections}: room for a thousand racing connections and then some. */
    public static final int MAX_CONNECTIONS = 2000;

    private static final Duration START_TIMEOUT = Duration.ofSeconds(60);
    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(30);
    private static final int PORT_ATTEMPTS = 3;

    private static MariaDbServer shared;
    private static RuntimeException sharedFailure;

    private final WatchedServer watched;
    private final List<String> command;
    private final int port;
    private final Duration startup;
    private final boolean isShared;

    private MariaDbServer(WatchedServer watched, List<String> command, int port, Duration startup, boolean isShared) {
        this.watched = watched;
        this.command = command;
        this.port = port;
        this.startup = startup;
        this.isShared = isShared;
    }

    /**
     * The server this JVM shares: started by the first call (installing MariaDB first if it is missing), stopped
     * when the JVM exits. If the start failed, every later call fails the same way at once.
     *
     * @return the shared server; do not close it
     * @throws IllegalStateException naming the step that failed and what the tools said
     */
    public static synchronized MariaDbServer shared() {
        if (sharedFailure != null) {
            throw new IllegalStateException("the shared MariaDB failed to start earlier in this JVM", sharedFailure);
        }
        if (shared == null) {
            try {
                shared = startServer(List.of(), true);
            } catch (RuntimeException e) {
                sharedFailure = e;
                throw e;
            }
            MariaDbServer started = shared;
            Runtime.getRuntime().addShutdownHook(new Thread(started::stop, "stop-shared-mariadb"));
            // One line in the build's log: where the server is and what its start cost.
            System.err.println("MariaDB for this JVM: " + started + ", up in " + started.startup().toMillis() + " ms");
        }
        return shared;
    }

    /**
     * Starts a server of the caller's own (installing MariaDB first if it is missing); close it when done.
     *
     * @return the running server
     * @throws IllegalStateException naming the step that failed and what the tools said
     */
    public static MariaDbServer start() {
        return startServer(List.of(), false);
    }

    /**
     * Starts a server of the caller's own with more server options, which win over the defaults above.
     *
     * @param options e.g. {@code --server-id=2}, {@code --log-bin=binlog}
     */
    static MariaDbServer start(List<String> options) {
        return startServer(options, false);
    }

    private static MariaDbServer startServer(List<String> options, boolean isShared) {
        long begin = System.nanoTime();
        MariaDbInstallation installation = MariaDbInstallation.ensure();
        IllegalStateException failure = null;
        for (int attempt = 0; attempt < PORT_ATTEMPTS; attempt++) {
            WatchedServer watched = new WatchedServer(createFolder(installation.installDb), "TERM");
            int port = Tools.freeLoopbackPort();
            List<String> command = command(installation.server, watched.folder(), port, options);
            try {
                watched.run(command, watched.folder().resolve("mariadbd.out"));
                awaitReady(watched, port);
                MariaDbServer started = new MariaDbServer(watched, command, port,
                        Duration.ofNanos(System.nanoTime() - begin), isShared);
                started.requireLoopbackOnly();
                return started;
            } catch (RuntimeException e) {
                watched.close();
                if (!(e instanceof IllegalStateException tooEarly && tooEarly.getMessage()
                        .contains("Address already in use"))) {
                    throw e;
                }
                // Another process took the port between our probe and the server's bind: another port.
                failure = failure == null ? tooEarly : failure;
            }
        }
        throw failure;
    }

    /** @return the server's TCP port on 127.0.0.1 */
    public int port() {
        return port;
    }

    /** @return the process id of {@code mariadbd} (of its latest run, after a {@link #restart()}) */
    public long pid() {
        return watched.pid();
    }

    /** @return how long installing (if needed), creating the data directory and starting took */
    public Duration startup() {
        return startup;
    }

    /**
     * @param scheme {@code mariadb} for MariaDB Connector/J, {@code mysql} for MySQL Connector/J
     * @return e.g. {@code jdbc:mariadb://127.0.0.1:41234/shardflake}, without credentials
     */
    public String url(String scheme) {
        return "jdbc:" + scheme + "://127.0.0.1:" + port + "/" + DATABASE;
    }

    /**
     * @param scheme {@code mariadb} or {@code mysql}
     * @return {@link #url(String)} with the test user and password as URL parameters, for another process
     */
    public String urlWithCredentials(String scheme) {
        return url(scheme) + "?user=" + USER + "&password=" + PASSWORD;
    }

    /**
     * @return the test database through MariaDB Connector/J, logged in as the test user, a new connection per call
     */
    public DataSource dataSource() {
        return dataSource(url("mariadb"), USER, PASSWORD);
    }

    /**
     * @return {@link #dataSource()} with its connect and read waits bounded (10 s, 60 s): for this module's own
     *         statements, which must never hang a test
     */
    DataSource boundedDataSource() {
        return dataSource(url("mariadb") + "?connectTimeout=10000&socketTimeout=60000", USER, PASSWORD);
    }

    /** @return MariaDB Connector/J on that URL, logged in as that user, a new connection per call */
    static DataSource dataSource(String url, String user, String password) {
        try {
            MariaDbDataSource source = new MariaDbDataSource(url);
            source.setUser(user);
            source.setPassword(password);
            return source;
        } catch (SQLException e) {
            throw new IllegalStateException("MariaDB Connector/J refused the URL " + url, e);
        }
    }

    /**
     * Stops the server (a clean shutdown, killed if it takes longer than 30 s) and deletes its folder.
     *
     * @throws IllegalStateException on the {@link #shared()} server, which others in this JVM may still use
     */
    @Override
    public void close() {
        if (isShared) {
            throw new IllegalStateException("the shared MariaDB stops when the JVM exits; close only servers from"
                    + " MariaDbServer.start()");
        }
        stop();
    }

    private void stop() {
        watched.close();
    }

    /** @return {@code @@server_id}: 1 unless the server was started with another */
    public long serverId() {
        return Long.parseLong(select("@@server_id"));
    }

    /**
     * @return {@code @@gtid_current_pos}, e.g. {@code 0-1-42} (domain-server-sequence per domain, comma-separated):
     *         the last transaction this server wrote or applied; empty when it has none
     */
    public String gtidPosition() {
        return select("@@gtid_current_pos");
    }

    /** @return the first column of the first row of {@code SELECT <expression>}, as the harness user */
    String select(String expression) {
        return Sql.select(boundedDataSource(), expression, this);
    }

    /**
     * Shuts the server down cleanly and starts it again on the same data, port and options, as an operator's restart
     * does; returns once the test user can log in again.
     *
     * @throws IllegalStateException on the {@link #shared()} server, or if the server does not stop or start in time
     */
    public void restart() {
        if (isShared) {
            throw new IllegalStateException("the shared MariaDB is not restarted by a test; restart only servers from"
                    + " MariaDbServer.start()");
        }
        watched.signal("TERM");
        watched.awaitEnd(STOP_TIMEOUT);
        watched.run(command, watched.folder().resolve("mariadbd.out"));
        awaitReady(watched, port);
    }

    /**
     * Kills {@code mariadbd} with {@code SIGKILL}, as a crash of the process would, and waits until it is gone. What
     * the kernel had of its files stays; a commit that returned survives ({@code innodb_flush_log_at_trx_commit}
     * must be 1 or 2 for that: the replicated servers set 2).
     */
    void crash() {
        watched.signal("KILL");
        watched.awaitEnd(STOP_TIMEOUT);
    }

    /** @return the folder of the server's data directory, logs and init file */
    Path folder() {
        return watched.folder();
    }

    /** @return a new folder under the temporary directory, holding a fresh data directory and the init file */
    private static Path createFolder(Path installDb) {
        Path folder;
        try {
            // Short, under /tmp: a Unix socket's path may be at most 107 bytes.
            folder = Files.createTempDirectory(Paths.get(System.getProperty("java.io.tmpdir")), "shardflake-mariadb-");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a folder for MariaDB", e);
        }
        try {
            // A tmpdir of its own: every mariadbd deletes the #sql* files of its tmpdir when it starts, and in a
            // shared /tmp those were another build's mariadb-install-db's temporary tables ("Unknown table
            // 'mysql.tmp_user_sys'").
            Files.createDirectory(folder.resolve("tmp"));
            createDataDirectory(installDb, folder);
            // Runs at every start: idempotent, and kept out of the binary log so that a replicated server's restart
            // writes no transaction of its own.
            Files.writeString(folder.resolve("init.sql"), String.join("\n",
                    "SET sql_log_bin = 0;",
                    "CREATE DATABASE IF NOT EXISTS " + DATABASE + ";",
                    "CREATE USER IF NOT EXISTS '" + USER + "'@'127.0.0.1' IDENTIFIED BY '" + PASSWORD + "';",
                    "GRANT ALL PRIVILEGES ON *.* TO '" + USER + "'@'127.0.0.1' WITH GRANT OPTION;", ""),
                    StandardCharsets.UTF_8);
            return folder;
        } catch (IOException | RuntimeException e) {
            Tools.deleteTree(folder);
            throw e instanceof IOException io ? new UncheckedIOException(io) : (RuntimeException) e;
        }
    }

    private static void createDataDirectory(Path installDb, Path folder) {
        List<String> command = new ArrayList<>(List.of(installDb.toString(), "--no-defaults",
                "--datadir=" + folder.resolve("data"), "--tmpdir=" + folder.resolve("tmp"),
                "--auth-root-authentication-method=normal", "--skip-test-db", "--skip-name-resolve"));
        if (Tools.isRoot()) {
            command.add("--user=root");
        }
        Tools.run(command, START_TIMEOUT, "mariadb-install-db");
    }

    private static List<String> command(Path server, Path folder, int port, List<String> options) {
        List<String> command = new ArrayList<>(List.of(server.toString(),
                "--no-defaults",
                "--datadir=" + folder.resolve("data"),
                "--tmpdir=" + folder.resolve("tmp"),
                "--socket=" + folder.resolve("mariadb.sock"),
                "--pid-file=" + folder.resolve("mariadb.pid"),
                "--log-error=" + folder.resolve("error.log"),
                "--init-file=" + folder.resolve("init.sql"),
                "--port=" + port,
                // TCP on the loopback address only: nothing on this machine's other addresses.
                "--bind-address=127.0.0.1",
                "--skip-name-resolve",
                "--default-time-zone=" + TIME_ZONE,
                "--character-set-server=utf8mb4",
                "--max-connections=" + MAX_CONNECTIONS,
                // Throwaway data: no fsync per commit, no doublewrite. Locking and isolation are unchanged.
                "--innodb-flush-log-at-trx-commit=0",
                "--innodb-doublewrite=0",
                "--innodb-buffer-pool-size=128M"));
        if (Tools.isRoot()) {
            command.add("--user=root"); // mariadbd refuses to run as root unless told to
        }
        command.addAll(options); // the last of an option given twice wins
        return List.copyOf(command);
    }

    /** Polls until the test user can log in, or the server died, or the deadline passed. */
    private static void awaitReady(WatchedServer watched, int port) {
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        SQLException last = null;
        Path folder = watched.folder();
        while (System.nanoTime() < deadline) {
            if (!watched.isRunning()) {
                throw new IllegalStateException("mariadbd ended on port " + port + ": "
                        + Tools.tail(folder.resolve("error.log")) + Tools.tail(folder.resolve("mariadbd.out")));
            }
            try {
                MariaDbDataSource probe = new MariaDbDataSource("jdbc:mariadb://127.0.0.1:" + port + "/" + DATABASE);
                try (Connection connection = probe.getConnection(USER, PASSWORD)) {
                    if (connection.isValid(5)) {
                        return;
                    }
                }
            } catch (SQLException e) {
                last = e;
            }
            Tools.sleep(Duration.ofMillis(50));
        }
        throw new IllegalStateException("mariadbd on port " + port + " did not accept " + USER + " within "
                + START_TIMEOUT + " (last: " + last + "): " + Tools.tail(folder.resolve("error.log")));
    }

    /**
     * Fails unless every socket the server listens on is on 127.0.0.1, read from the kernel's own table: a test
     * database must not be reachable from outside this machine.
     */
    private void requireLoopbackOnly() {
        List<String> listening = ListeningSockets.of(pid());
        if (!listening.equals(List.of("127.0.0.1:" + port))) {
            throw new IllegalStateException("mariadbd (pid " + pid() + ") listens on " + listening
                    + ", expected 127.0.0.1:" + port + " only");
        }
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "MariaDbServer[127.0.0.1:%d, %s]", port, watched.folder());
    }
}
