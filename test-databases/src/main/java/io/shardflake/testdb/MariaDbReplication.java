package io.shardflake.testdb;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import javax.sql.DataSource;

/**
 * A MariaDB primary and its replica (GTID replication, asynchronous), with the faults a lease must survive:
 * replication cut, a primary crashed with commits the replica never got, the replica promoted, the application's
 * address moved to it.
 *
 * <pre>{@code
 * try (MariaDbReplication pair = MariaDbReplication.start()) {
 *     DataSource app = pair.applicationDataSource();      // through the "virtual IP", as the plain application user
 *     ... write ...
 *     pair.awaitReplicaCaughtUp();                        // the replica applied all the primary wrote
 *     pair.cutReplication();
 *     ... write: committed on the primary only ...
 *     pair.crashPrimary();
 *     pair.promoteReplica();                              // writable, the last writes are gone
 *     pair.moveApplicationToReplica();                    // the virtual IP follows
 * }
 * }</pre>
 *
 * <h2>How it is built</h2>
 * Two private servers ({@link MariaDbServer}, Debian's {@code mariadbd} 10.11) with {@code server_id} 1 and 2, the
 * binary log in ROW format, {@code log_slave_updates}, {@code innodb_flush_log_at_trx_commit=2} (a commit that returned
 * survives a crash of the process), {@code slave_net_timeout=5}; the replica {@code read_only}. The replica replicates
 * with {@code MASTER_USE_GTID=slave_pos} from the primary <em>through a {@link TcpProxy}</em>, so a test can cut
 * replication for real. Both start with empty binary logs (their init files write none); the roles and the
 * application database are made on the primary and reach the replica by replication.
 *
 * <h2>Users</h2>
 * <ul>
 * <li>{@value ApplicationAccount#USER}@127.0.0.1 (password {@value ApplicationAccount#PASSWORD}):
 * {@code SELECT, INSERT, UPDATE, DELETE, CREATE, ALTER, INDEX} on {@value ApplicationAccount#DATABASE}{@code .*} and
 * nothing else - no {@code DROP}, no {@code SUPER}, no {@code REPLICATION}, no {@code BINLOG MONITOR}.</li>
 * <li>{@code replicator}@127.0.0.1: {@code REPLICATION SLAVE} only.</li>
 * <li>{@value MariaDbServer#USER}: each server's own harness user, every privilege.</li>
 * </ul>
 *
 * <h2>What the application user can read about the server and its history</h2>
 * Checked on 10.11 by {@code MariaDbFactsTest}, as the plain user, before and after a failover that lost a commit
 * (replication cut, primary killed, replica promoted):
 * <table>
 * <caption>Readable by a plain user</caption>
 * <tr><th>expression</th><th>primary</th><th>replica</th><th>promoted replica</th></tr>
 * <tr><td>{@code @@server_id}</td><td>1</td><td>2</td><td>2: another server answers. Only as good as the operators'
 * configuration (the default is 1 everywhere)</td></tr>
 * <tr><td>{@code @@server_uuid}</td><td colspan="3">MySQL only: MariaDB fails, "Unknown system variable
 * 'server_uuid'"</td></tr>
 * <tr><td>{@code @@server_uid}</td><td colspan="3">base64 of a SHA-1 of the host's MAC address and the server's port
 * (MariaDB's source): differs between servers, the same after a restart; says which machine and port, not which
 * data (a restore on the same host keeps it)</td></tr>
 * <tr><td>{@code @@gtid_domain_id}</td><td colspan="3">0 everywhere: no help</td></tr>
 * <tr><td>{@code @@last_gtid}</td><td colspan="3">in the session that committed it: that transaction's GTID, e.g.
 * {@code 0-1-7} (domain-server_id-sequence); empty in a new session</td></tr>
 * <tr><td>{@code @@gtid_binlog_pos}, {@code @@gtid_current_pos}</td><td>{@code 0-1-N}</td><td>{@code 0-1-N} once
 * caught up ({@code log_slave_updates})</td><td>{@code 0-1-(N-1)} when the primary's {@code 0-1-N} was lost; after
 * the next write {@code 0-2-N}: <b>the same domain and sequence number as the lost transaction</b>, under the new
 * server_id. A recorded GTID found with another server_id, or above the server's position, means lost history</td>
 * </tr>
 * <tr><td>{@code @@gtid_binlog_state}</td><td>{@code 0-1-N}</td><td>{@code 0-1-N}</td><td>{@code 0-1-(N-1),0-2-N}:
 * the last GTID of each server_id that wrote</td></tr>
 * <tr><td>{@code @@gtid_slave_pos}</td><td>empty</td><td>what it applied</td><td>what it had applied</td></tr>
 * <tr><td>{@code @@read_only}</td><td>0</td><td>1</td><td>0</td></tr>
 * <tr><td>{@code CREATE_TIME} of {@code information_schema.TABLES}</td><td>when this server created the table, in
 * whole seconds</td><td>when <em>the replica</em> applied the {@code CREATE} (later than the primary's when it lagged
 * a second or more)</td><td>its own, unchanged by the promotion</td></tr>
 * </table>
 * {@code CREATE_TIME} stays the same across a restart and a {@code TRUNCATE} (which the application may not run: it
 * needs {@code DROP}); it changes with every rebuild: {@code OPTIMIZE TABLE} (the application may: it is a recreate
 * for InnoDB), {@code ALTER TABLE} (the application may), {@code DROP} and {@code CREATE} as a dump's reload does.
 * Not readable by a plain user: {@code SHOW MASTER STATUS}, {@code SHOW BINARY LOGS} (need {@code BINLOG MONITOR}),
 * {@code SHOW SLAVE STATUS} (needs {@code SLAVE MONITOR}).
 *
 * <h2>Stopping</h2>
 * {@link #close()} stops both servers and both proxies and deletes every folder; should this JVM die first, each
 * server stops and its folder goes anyway ({@link WatchedServer}).
 */
public final class MariaDbReplication implements AutoCloseable {

    private static final int AWAIT_SECONDS = 30;
    private static final List<String> BOTH = List.of("--log-bin=binlog", "--relay-log=relay", "--binlog-format=ROW",
            "--log-slave-updates=ON", "--innodb-flush-log-at-trx-commit=2", "--slave-net-timeout=5");

    private final StartedParts parts = new StartedParts();
    private MariaDbServer primary;
    private MariaDbServer replica;
    private ReplicationLink replicationLink;
    private TcpProxy application;

    private MariaDbReplication() {
    }

    /**
     * Starts a primary and a replica (installing MariaDB first if it is missing); about 3 s.
     *
     * @return the pair, the replica replicating and caught up; close it when done
     * @throws IllegalStateException naming the step that failed and what the server said
     */
    public static MariaDbReplication start() {
        MariaDbReplication pair = new MariaDbReplication();
        pair.parts.startOrClose(pair::build);
        return pair;
    }

    private void build() {
        // Side by side: each start is mostly waiting on mariadb-install-db and the server's own start.
        CompletableFuture<MariaDbServer> replicaStart =
                CompletableFuture.supplyAsync(() -> MariaDbServer.start(options("--server-id=2", "--read-only=ON")));
        try {
            primary = parts.add(MariaDbServer.start(options("--server-id=1")));
        } finally {
            replica = parts.add(replicaStart.join()); // so that a failed start closes the other server too
        }
        replicationLink = parts.add(new ReplicationLink(primary.port()));
        application = parts.add(TcpProxy.start("127.0.0.1", primary.port()));
        String replicator = "'" + ReplicationLink.USER + "'@'127.0.0.1'";
        String app = "'" + ApplicationAccount.USER + "'@'127.0.0.1'";
        execute(primary,
                "CREATE USER " + replicator + " IDENTIFIED BY '" + ReplicationLink.PASSWORD + "'",
                "GRANT REPLICATION SLAVE ON *.* TO " + replicator,
                "CREATE DATABASE " + ApplicationAccount.DATABASE,
                "CREATE USER " + app + " IDENTIFIED BY '" + ApplicationAccount.PASSWORD + "'",
                "GRANT SELECT, INSERT, UPDATE, DELETE, CREATE, ALTER, INDEX ON " + ApplicationAccount.DATABASE
                        + ".* TO " + app);
        execute(replica,
                "SET GLOBAL gtid_slave_pos = ''",
                "CHANGE MASTER TO MASTER_HOST = '127.0.0.1', MASTER_PORT = " + replicationLink.port()
                        + ", MASTER_USER = '" + ReplicationLink.USER + "', MASTER_PASSWORD = '"
                        + ReplicationLink.PASSWORD + "', MASTER_USE_GTID = slave_pos, MASTER_CONNECT_RETRY = 1",
                "START SLAVE");
        awaitReplicaCaughtUp();
    }

    private static List<String> options(String... own) {
        List<String> options = new ArrayList<>(BOTH);
        options.addAll(List.of(own));
        return options;
    }

    /** @return the server that was the primary at the start ({@code server_id} 1; gone after a crash) */
    public MariaDbServer primary() {
        return primary;
    }

    /** @return the server that was the replica at the start ({@code server_id} 2; the primary once promoted) */
    public MariaDbServer replica() {
        return replica;
    }

    /**
     * @return the proxy in front of the application's address, a "virtual IP": at the primary until
     *         {@link #moveApplicationToReplica()}; make it silent, heal it or cut it as a test needs
     */
    public TcpProxy applicationProxy() {
        return application;
    }

    /**
     * @param scheme {@code mariadb} for MariaDB Connector/J, {@code mysql} for MySQL Connector/J
     * @return e.g. {@code jdbc:mariadb://127.0.0.1:<proxy port>/app}: the application database through
     *         {@link #applicationProxy()}, without credentials and without timeouts (add {@code connectTimeout},
     *         {@code socketTimeout} as the code under test would)
     */
    public String applicationUrl(String scheme) {
        return "jdbc:" + scheme + "://127.0.0.1:" + application.port() + "/" + ApplicationAccount.DATABASE;
    }

    /**
     * @param scheme {@code mariadb} or {@code mysql}
     * @param server {@link #primary()} or {@link #replica()}
     * @return the application database on that server directly, without credentials and without timeouts
     */
    public String applicationUrl(String scheme, MariaDbServer server) {
        return "jdbc:" + scheme + "://127.0.0.1:" + server.port() + "/" + ApplicationAccount.DATABASE;
    }

    /**
     * @return {@link #applicationUrl(String)} through MariaDB Connector/J as the application user, a new connection
     *         per call, no timeouts: a silent proxy blocks it for good
     */
    public DataSource applicationDataSource() {
        return applicationDataSource(applicationUrl("mariadb"));
    }

    /**
     * @param server {@link #primary()} or {@link #replica()}
     * @return the application database on that server directly, as the application user, no timeouts
     */
    public DataSource applicationDataSource(MariaDbServer server) {
        return applicationDataSource(applicationUrl("mariadb", server));
    }

    private static DataSource applicationDataSource(String url) {
        return MariaDbServer.dataSource(url, ApplicationAccount.USER, ApplicationAccount.PASSWORD);
    }

    /**
     * Cuts the replica off the primary: the replication connection is reset and every new attempt goes silent (the
     * replica gives each up after {@code slave_net_timeout}, 5 s, and retries every second). What the primary commits
     * from now on stays on the primary.
     */
    public void cutReplication() {
        replicationLink.cut();
    }

    /**
     * Lets the replica reach the primary again, at once (its silent attempt is reset, so it retries within a second);
     * it then fetches what it missed. {@link #awaitReplicaCaughtUp()} waits for that.
     */
    public void resumeReplication() {
        replicationLink.resume();
    }

    /**
     * Waits until the replica has applied every transaction in the primary's binary log now: the primary's
     * {@code @@gtid_binlog_pos}, awaited on the replica with {@code MASTER_GTID_WAIT}.
     *
     * @throws IllegalStateException with both positions if that takes more than 30 s (replication cut, primary gone)
     */
    public void awaitReplicaCaughtUp() {
        awaitApplied(primary.select("@@gtid_binlog_pos"), "the primary's binary log");
    }

    /**
     * Kills the primary's {@code mariadbd} ({@code SIGKILL}) and waits until it is gone. Whatever the replica had not
     * received is lost to it.
     */
    public void crashPrimary() {
        primary.crash();
    }

    /**
     * Promotes the replica as a careful failover tool does: stops fetching ({@code STOP SLAVE IO_THREAD}), applies all
     * it had received, then {@code STOP SLAVE; RESET SLAVE ALL; SET GLOBAL read_only = OFF}. With the primary still
     * running this makes two primaries, a split brain, which is a fault of its own.
     *
     * @throws IllegalStateException if the replica cannot apply what it received within 30 s
     */
    public void promoteReplica() {
        execute(replica, "STOP SLAVE IO_THREAD");
        awaitApplied(slaveStatus("Gtid_IO_Pos"), "what it had received");
        execute(replica, "STOP SLAVE", "RESET SLAVE ALL", "SET GLOBAL read_only = OFF");
    }

    /** Moves the application's address to the replica: new connections go there, open ones are cut (reset). */
    public void moveApplicationToReplica() {
        application.retarget("127.0.0.1", replica.port());
    }

    /** Stops both proxies and both servers, deleting their folders; bounded (about a minute at worst). */
    @Override
    public void close() {
        parts.close();
    }

    @Override
    public String toString() {
        return "MariaDbReplication[primary " + primary + ", replica " + replica + "]";
    }

    private String slaveStatus(String column) {
        try (Connection connection = replica.boundedDataSource().getConnection();
                Statement statement = connection.createStatement();
                ResultSet status = statement.executeQuery("SHOW SLAVE STATUS")) {
            if (!status.next()) {
                throw new IllegalStateException("the replica shows no replication status");
            }
            return status.getString(column);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the replica's " + column, e);
        }
    }

    /** {@code MASTER_GTID_WAIT} on the replica, bounded. */
    private void awaitApplied(String position, String what) {
        try (Connection connection = replica.boundedDataSource().getConnection();
                PreparedStatement wait = connection.prepareStatement("SELECT MASTER_GTID_WAIT(?, ?)")) {
            wait.setString(1, position);
            wait.setInt(2, AWAIT_SECONDS);
            try (ResultSet result = wait.executeQuery()) {
                result.next();
                if (result.getInt(1) != 0) {
                    throw new IllegalStateException("the replica applied up to " + replica.gtidPosition() + ", not "
                            + what + " (" + position + "), within " + AWAIT_SECONDS + " s");
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot wait for the replica to apply " + position, e);
        }
    }

    private static void execute(MariaDbServer server, String... statements) {
        Sql.execute(server.boundedDataSource(), server, statements);
    }
}
