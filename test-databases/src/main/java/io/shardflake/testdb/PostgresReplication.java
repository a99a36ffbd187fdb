package io.shardflake.testdb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/**
 * A PostgreSQL primary and its asynchronous streaming standby, with the faults a lease must survive: replication cut,
 * a primary crashed with commits the standby never got, the standby promoted onto a new timeline, the application's
 * address moved to it.
 *
 * <pre>{@code
 * try (PostgresReplication pair = PostgresReplication.start()) {
 *     DataSource app = pair.applicationDataSource();      // through the "virtual IP", as the plain application user
 *     ... write ...
 *     pair.awaitStandbyCaughtUp();                        // the standby replayed all the primary wrote
 *     pair.cutReplication();
 *     ... write: committed on the primary only ...
 *     pair.crashPrimary();
 *     pair.promoteStandby();                              // timeline 1 -> 2, the last writes are gone
 *     pair.moveApplicationToStandby();                    // the virtual IP follows
 * }
 * }</pre>
 *
 * <h2>How it is built</h2>
 * Without {@code pg_basebackup} (the embedded binaries have {@code initdb}, {@code pg_ctl} and {@code postgres} only):
 * {@code initdb}; the settings below; the roles and the application database created in single-user mode, which ends
 * with a clean shutdown checkpoint; that data directory copied, plus {@code standby.signal} and a
 * {@code primary_conninfo} that reaches the primary <em>through a {@link TcpProxy}</em>, so that a test can cut
 * replication for real; then both servers started. The replication is asynchronous ({@code synchronous_standby_names}
 * empty), as in Patroni's default: a commit returns once it is on the primary's disk.
 *
 * <p>Settings: {@code wal_level=replica}, {@code max_wal_senders=5}, {@code hot_standby=on},
 * {@code wal_keep_size=256MB} (a standby cut off for a while still finds the WAL it missed), {@code wal_sender_timeout}
 * and {@code wal_receiver_timeout} 5 s, {@code wal_retrieve_retry_interval=200ms}, {@code connect_timeout=2} in
 * {@code primary_conninfo}; {@code synchronous_commit=on}; {@code fsync=off} (only the loss of the kernel's page cache
 * would need it, and nothing here loses that: a crash is a process crash); 127.0.0.1 only, no Unix socket.
 *
 * <h2>Users</h2>
 * <ul>
 * <li>{@value ApplicationAccount#USER} (password {@value ApplicationAccount#PASSWORD}): a plain role - not
 * superuser, no {@code CREATEDB}, {@code CREATEROLE}, {@code REPLICATION} or {@code BYPASSRLS}, member of no role -
 * owning database {@value ApplicationAccount#DATABASE}, and allowed by {@code pg_hba.conf} into that database only
 * (scram-sha-256).</li>
 * <li>{@code replicator}: {@code LOGIN REPLICATION}, allowed only to replicate.</li>
 * <li>{@value PostgresNode#SUPERUSER}: the harness's own, trusted from 127.0.0.1.</li>
 * </ul>
 *
 * <h2>What the application user can read about the server and its history</h2>
 * Checked on 18.6 and 15 alike by {@code PostgresFactsTest}, as the plain user, before and after a failover that lost
 * a commit (replication cut, primary crashed, standby promoted):
 * <table>
 * <caption>Readable by a plain user</caption>
 * <tr><th>expression</th><th>primary</th><th>standby</th><th>promoted standby</th></tr>
 * <tr><td>{@code system_identifier FROM pg_control_system()}</td><td colspan="3">the same on all three: the
 * standby is a copy. Only a new {@code initdb} (a logical restore into another cluster) changes it; a failover or a
 * restore of a physical backup does not</td></tr>
 * <tr><td>{@code substr(pg_walfile_name(pg_current_wal_lsn()), 1, 8)}</td><td>{@code 00000001}: the timeline WAL is
 * written on</td><td>error, SQLSTATE 55000 ("recovery is in progress")</td><td>{@code 00000002} as soon as
 * {@code pg_promote()} returned, before any write: the reliable timeline</td></tr>
 * <tr><td>{@code timeline_id FROM pg_control_checkpoint()}</td><td>1</td><td>1 (its latest restart point's)</td><td>
 * <b>still 1</b> until the checkpoint requested at promotion ends. That checkpoint is a spread one (no end-of-recovery
 * checkpoint since fast promotion): about 100 ms per dirty buffer, up to {@code checkpoint_completion_target} of
 * {@code checkpoint_timeout}. Seen: 4.6 s with ~50 dirty buffers; 2 only after a {@code CHECKPOINT}</td></tr>
 * <tr><td>{@code pg_current_xact_id()}, {@code txid_current()}</td><td>the next xid</td><td>error, SQLSTATE 25006
 * </td><td>goes back: the lost transaction's xid is handed out again (seen: equal). So are a row's {@code xmin}
 * values: an xid or xmin does not identify a transaction across a failover</td></tr>
 * <tr><td>{@code pg_current_wal_lsn()}</td><td>the insert position</td><td>error (use
 * {@code pg_last_wal_replay_lsn()})</td><td>goes back too: behind what the old primary had flushed (1,000 lost rows
 * here); only (timeline, LSN) orders positions</td></tr>
 * <tr><td>{@code pg_last_xact_replay_timestamp()}, {@code pg_last_wal_replay_lsn()}</td><td>null</td><td>the last
 * replayed commit's time, position</td><td>still those, non-null, until the server restarts: "this server was a
 * standby since it started"</td></tr>
 * <tr><td>{@code min_recovery_end_timeline FROM pg_control_recovery()}</td><td>0</td><td>1</td><td>0</td></tr>
 * <tr><td>{@code pg_is_in_recovery()}</td><td>false</td><td>true</td><td>false</td></tr>
 * <tr><td>{@code 'lease'::regclass::oid}, {@code pg_relation_filenode('lease')}</td><td colspan="3">the same on all
 * three (a physical copy); {@code TRUNCATE} (the owner may) gives a new file node, {@code DROP} and {@code CREATE} (a
 * dump's reload) a new oid</td></tr>
 * </table>
 * Not readable by a plain user: {@code pg_stat_wal_receiver} and {@code pg_stat_replication} show their rows with
 * {@code status}, {@code state} and addresses null (they need {@code pg_read_all_stats}); {@code pg_ls_waldir()} and
 * {@code pg_read_file()} (the timeline history files) are refused, SQLSTATE 42501. {@code pg_xact_commit_timestamp()}
 * needs {@code track_commit_timestamp}, off by default.
 *
 * <h2>Stopping</h2>
 * {@link #close()} stops both servers and both proxies and deletes every folder; should this JVM die first, each
 * server stops and its folder goes anyway ({@link WatchedServer}).
 */
public final class PostgresReplication implements AutoCloseable {

    private static final Duration SETUP_TIMEOUT = Duration.ofSeconds(60);
    private static final Duration AWAIT_TIMEOUT = Duration.ofSeconds(30);

    private final PostgresInstallation installation;
    private final StartedParts parts = new StartedParts();
    private PostgresNode primary;
    private PostgresNode standby;
    private ReplicationLink replicationLink;
    private TcpProxy application;

    private PostgresReplication(PostgresInstallation installation) {
        this.installation = installation;
    }

    /**
     * Starts a pair on the embedded PostgreSQL 18 ({@link PostgresInstallation#embedded()}); 2-3 s.
     *
     * @return the pair, the standby streaming; close it when done
     * @throws IllegalStateException naming the step that failed and what the server said
     */
    public static PostgresReplication start() {
        return start(PostgresInstallation.embedded());
    }

    /**
     * Starts a pair on the given binaries, e.g. Debian's PostgreSQL 15.
     *
     * @param installation the binaries
     * @return the pair, the standby streaming; close it when done
     * @throws IllegalStateException naming the step that failed and what the server said
     */
    public static PostgresReplication start(PostgresInstallation installation) {
        PostgresReplication pair = new PostgresReplication(installation);
        pair.parts.startOrClose(pair::build);
        return pair;
    }

    private void build() {
        WatchedServer primaryFolder = watched("primary");
        WatchedServer standbyFolder = watched("standby");
        Path primaryData = primaryFolder.folder().resolve("data");
        Path standbyData = standbyFolder.folder().resolve("data");
        Tools.run(installation.command("initdb", "-D", primaryData.toString(), "-U", PostgresNode.SUPERUSER,
                "-E", "UTF8", "--locale=C", "--auth=trust", "--no-sync", "--no-instructions"), SETUP_TIMEOUT, "initdb");
        configure(primaryData);
        createRoles(primaryFolder.folder());
        copy(primaryData, standbyData);
        touch(standbyData.resolve("standby.signal"));

        primary = PostgresNode.start(installation, primaryFolder);
        replicationLink = parts.add(new ReplicationLink(primary.port()));
        append(standbyData.resolve("postgresql.conf"), "primary_conninfo = 'host=127.0.0.1"
                + " port=" + replicationLink.port()
                + " user=" + ReplicationLink.USER + " password=" + ReplicationLink.PASSWORD
                + " application_name=standby connect_timeout=2'");
        standby = PostgresNode.start(installation, standbyFolder);
        application = parts.add(TcpProxy.start("127.0.0.1", primary.port()));
        awaitStreaming();
    }

    /** @return the server that was the primary at the start (crashed after {@link #crashPrimary()}) */
    public PostgresNode primary() {
        return primary;
    }

    /** @return the server that was the standby at the start (the primary after {@link #promoteStandby()}) */
    public PostgresNode standby() {
        return standby;
    }

    /**
     * @return the proxy in front of the application's address, a "virtual IP": at the primary until
     *         {@link #moveApplicationToStandby()}; make it silent, heal it or cut it as a test needs
     */
    public TcpProxy applicationProxy() {
        return application;
    }

    /**
     * @return {@code jdbc:postgresql://127.0.0.1:<proxy port>/app}: the application database through
     *         {@link #applicationProxy()}, without credentials and without timeouts (add {@code socketTimeout},
     *         {@code connectTimeout}, {@code loginTimeout} as the code under test would)
     */
    public String applicationUrl() {
        return "jdbc:postgresql://127.0.0.1:" + application.port() + "/" + ApplicationAccount.DATABASE;
    }

    /**
     * @param server {@link #primary()} or {@link #standby()}
     * @return the application database on that server directly, without credentials and without timeouts
     */
    public String applicationUrl(PostgresNode server) {
        return server.url(ApplicationAccount.DATABASE);
    }

    /**
     * @return {@link #applicationUrl()} as the application user, a new connection per call, no timeouts: a silent
     *         proxy blocks it for good
     */
    public DataSource applicationDataSource() {
        return PostgresNode.dataSource(applicationUrl(), ApplicationAccount.USER, ApplicationAccount.PASSWORD);
    }

    /**
     * @param server {@link #primary()} or {@link #standby()}
     * @return the application database on that server directly, as the application user, no timeouts
     */
    public DataSource applicationDataSource(PostgresNode server) {
        return PostgresNode.dataSource(applicationUrl(server), ApplicationAccount.USER, ApplicationAccount.PASSWORD);
    }

    /**
     * Cuts the standby off the primary: the replication connection is reset and every new attempt goes silent (the
     * standby gives each up after 2 s and tries again). What the primary commits from now on stays on the primary.
     */
    public void cutReplication() {
        replicationLink.cut();
    }

    /**
     * Lets the standby reach the primary again, at once (its silent attempt is reset, so it retries within 200 ms);
     * it then streams what it missed. {@link #awaitStandbyCaughtUp()} waits for that.
     */
    public void resumeReplication() {
        replicationLink.resume();
    }

    /**
     * Waits until the standby has replayed everything the primary has flushed so far: its
     * {@code pg_last_wal_replay_lsn()} reaches the primary's {@code pg_current_wal_flush_lsn()} read now.
     *
     * @throws IllegalStateException with both positions if that takes more than 30 s (replication cut, primary gone)
     */
    public void awaitStandbyCaughtUp() {
        String target = primary.select("pg_current_wal_flush_lsn()");
        long deadline = System.nanoTime() + AWAIT_TIMEOUT.toNanos();
        while (!Boolean.parseBoolean(standby.select("(pg_last_wal_replay_lsn() >= '" + target + "'::pg_lsn)::text"))) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the standby replayed up to "
                        + standby.select("pg_last_wal_replay_lsn()") + ", not the primary's " + target + ", within "
                        + AWAIT_TIMEOUT);
            }
            Tools.sleep(Duration.ofMillis(20));
        }
    }

    /**
     * Crashes the primary as {@code pg_ctl stop -m immediate} does and waits until its processes are gone. Whatever
     * the standby had not received is lost to it.
     */
    public void crashPrimary() {
        primary.crash();
    }

    /**
     * Crashes the primary as {@link #crashPrimary()} does and starts it again on its data and port, as a process
     * supervisor would: it recovers from its write-ahead log, and any commit acknowledged before being written out
     * ({@code synchronous_commit=off}) is gone. The application's connections are cut; new ones reach it again.
     */
    public void crashAndRestartPrimary() {
        primary.crash();
        primary.restart(installation);
    }

    /**
     * Promotes the standby ({@code SELECT pg_promote(true, 30)}: it replays what it received, ends recovery and moves
     * to a new timeline) and returns once it accepts writes. With the primary still running this makes two primaries,
     * a split brain, which is a fault of its own.
     *
     * @throws IllegalStateException if the promotion does not finish within 30 s
     */
    public void promoteStandby() {
        String promoted = standby.select("pg_promote(true, 30)::text");
        if (!Boolean.parseBoolean(promoted) || standby.isInRecovery()) {
            throw new IllegalStateException("the standby did not finish its promotion within 30 s: "
                    + Tools.tail(standby.log()));
        }
    }

    /** Moves the application's address to the standby: new connections go there, open ones are cut (reset). */
    public void moveApplicationToStandby() {
        application.retarget("127.0.0.1", standby.port());
    }

    /** Stops both proxies and both servers, deleting their folders; bounded (about a minute at worst). */
    @Override
    public void close() {
        parts.close();
    }

    @Override
    public String toString() {
        return "PostgresReplication[" + installation + ", " + primary + ", " + standby + "]";
    }

    private WatchedServer watched(String role) {
        try {
            Path folder = Files.createTempDirectory(Path.of(System.getProperty("java.io.tmpdir")),
                    "shardflake-postgres-" + role + "-");
            return parts.add(new WatchedServer(folder, "INT"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a folder for the PostgreSQL " + role, e);
        }
    }

    /** Settings the standby must share (a standby refuses to start with fewer WAL senders than its primary had). */
    private static void configure(Path data) {
        append(data.resolve("postgresql.conf"), String.join("\n",
                "listen_addresses = '127.0.0.1'",
                "unix_socket_directories = ''",
                "max_connections = 100",
                "shared_buffers = 32MB",
                "fsync = off",
                "synchronous_commit = on",
                "wal_level = replica",
                "max_wal_senders = 5",
                "wal_keep_size = 256MB",
                "hot_standby = on",
                "wal_sender_timeout = 5s",
                "wal_receiver_timeout = 5s",
                "wal_retrieve_retry_interval = 200ms"));
        write(data.resolve("pg_hba.conf"), String.join("\n",
                "host all " + PostgresNode.SUPERUSER + " 127.0.0.1/32 trust",
                "host replication " + ReplicationLink.USER + " 127.0.0.1/32 scram-sha-256",
                "host " + ApplicationAccount.DATABASE + " " + ApplicationAccount.USER
                        + " 127.0.0.1/32 scram-sha-256", ""));
    }

    /** Single-user mode: no port, no client; it ends with a clean shutdown, so its data directory can be copied. */
    private void createRoles(Path folder) {
        Path script = folder.resolve("roles.sql");
        write(script, String.join("\n",
                "CREATE ROLE " + ReplicationLink.USER + " LOGIN REPLICATION PASSWORD '" + ReplicationLink.PASSWORD
                        + "'",
                "CREATE ROLE " + ApplicationAccount.USER + " LOGIN PASSWORD '" + ApplicationAccount.PASSWORD + "'",
                "CREATE DATABASE " + ApplicationAccount.DATABASE + " OWNER " + ApplicationAccount.USER, ""));
        String said = Tools.run(installation.command("postgres", "--single", "-D", folder.resolve("data").toString(),
                "postgres"), script, SETUP_TIMEOUT, "postgres --single");
        if (said.contains("ERROR:") || said.contains("FATAL:")) {
            throw new IllegalStateException("creating the roles failed: " + said);
        }
    }

    private static void copy(Path from, Path to) {
        Tools.run(List.of("cp", "-a", from.toString(), to.toString()), SETUP_TIMEOUT, "copying the data directory");
    }

    private static void touch(Path file) {
        write(file, "");
    }

    private static void write(Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    private static void append(Path file, String text) {
        try {
            Files.writeString(file, "\n" + text + "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    private void awaitStreaming() {
        long deadline = System.nanoTime() + AWAIT_TIMEOUT.toNanos();
        while (!"streaming".equals(standby.select("(SELECT status FROM pg_stat_wal_receiver)"))) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the standby is not streaming from the primary within "
                        + AWAIT_TIMEOUT + ": " + Tools.tail(standby.log()));
            }
            Tools.sleep(Duration.ofMillis(20));
        }
    }
}
