package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.TWITTER;
import static io.shardflake.worker.lease.LeaseFixtures.await;
import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.testdb.MariaDbServer;
import io.shardflake.testdb.PostgresServer;
import io.shardflake.testdb.TcpProxy;
import io.shardflake.worker.WorkerLeaseLostException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The lease's connection goes silent — a NAT or firewall dropped its state, a pooler lost its backend: the TCP
 * connection stays open and nothing comes back. A TCP proxy inside the test makes it so for real, on PostgreSQL and
 * MariaDB (through MariaDB Connector/J and MySQL Connector/J), with the drivers' own timeouts left at their defaults
 * (none, for reads). The heartbeat gives up each renewal
 * within the call timeout and keeps trying; ids stop at the lease's deadline; once the network heals, the next call
 * opens a new connection, the lease is renewed and ids resume with no restart; and {@code close()} during a stuck
 * renewal returns within the call timeout instead of hanging the shutdown. A renewal cut off between its write and
 * its commit does not leave its row locked: the server ends the silent transaction after one call timeout.
 */
@LeaseDatabases
class SilentConnectionTest {

    private static final Duration LEASE = Duration.ofSeconds(3);
    // Half the 1 s heartbeat would be 500 ms; a derived call timeout is never below 1 s.
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(1);
    private static final Duration PATIENCE = Duration.ofSeconds(60);
    // The renewal close() meets stuck: long enough to be caught in the act, as short as that allows.
    private static final Duration STUCK_CALL_TIMEOUT = Duration.ofSeconds(2);

    /** The two server databases, each reached by URL through a proxy, as an application reaches its database. */
    enum Server {
        POSTGRESQL(port -> "jdbc:postgresql://127.0.0.1:" + port + "/postgres", PostgresServer.USER, "") {
            @Override
            int port() {
                return PostgresServer.shared().port();
            }
        },
        MARIADB(port -> "jdbc:mariadb://127.0.0.1:" + port + "/" + MariaDbServer.DATABASE, MariaDbServer.USER,
                MariaDbServer.PASSWORD) {
            @Override
            int port() {
                return MariaDbServer.shared().port();
            }
        },
        MARIADB_VIA_MYSQL_CONNECTOR(port -> "jdbc:mysql://127.0.0.1:" + port + "/" + MariaDbServer.DATABASE,
                MariaDbServer.USER, MariaDbServer.PASSWORD) {
            @Override
            int port() {
                return MariaDbServer.shared().port();
            }
        };

        private final IntFunction<String> url;
        private final String user;
        private final String password;

        Server(IntFunction<String> url, String user, String password) {
            this.url = url;
            this.user = user;
            this.password = password;
        }

        abstract int port();

        UnpooledDataSource through(TcpProxy proxy) {
            return UnpooledDataSource.of(url.apply(proxy.port()), user, password);
        }

        UnpooledDataSource direct() {
            return UnpooledDataSource.of(url.apply(port()), user, password);
        }
    }

    private final String table = freshTable();

    @ParameterizedTest
    @EnumSource(Server.class)
    void theHeartbeatGivesUpEachStuckRenewalAndTheLeaseResumesOnANewConnectionOnceTheNetworkHeals(Server server) {
        try (TcpProxy proxy = TcpProxy.start("127.0.0.1", server.port())) {
            JdbcWorkerLease leases = JdbcWorkerLease.builder(server.through(proxy)).table(table).layout(TWITTER)
                    .holder("web-1", 100).leaseDuration(LEASE).build();
            try (WorkerLease lease = leases.claimAny()) {
                silenceAndHeal(server, proxy, leases, lease);
            }
        }
    }

    private static void silenceAndHeal(Server server, TcpProxy proxy, JdbcWorkerLease leases, WorkerLease lease) {
        SnowflakeGenerator generator = SnowflakeGenerator.builder(TWITTER).workerIdSource(lease).build();
        generator.nextId();
        assertThat(leases.callTimeout()).isEqualTo(CALL_TIMEOUT);
        long connectionsBefore = proxy.connectionsAccepted();

        proxy.goSilent();
        await(PATIENCE, "the lease lapses", () -> lease.state() == LeaseState.LAPSED);
        // Given up by the driver (the lease set the connection's network timeout to the call's time left) or by
        // the lease itself, whichever came first.
        assertThat(lease.lastRenewalFailure()).get().extracting(Throwable::getMessage).asString()
                .containsAnyOf("did not answer in time", "Read timed out");
        long failures = lease.renewalFailures();
        // The heartbeat is not stuck: it keeps trying, each try given up after the call timeout.
        await(PATIENCE, "more renewals are tried and given up", () -> lease.renewalFailures() >= failures + 2);
        assertThat(isRefused(generator)).isTrue();

        proxy.heal();
        long healed = System.nanoTime();
        await(PATIENCE, "ids resume", () -> !isRefused(generator));
        Duration withoutIds = Duration.ofNanos(System.nanoTime() - healed);

        assertThat(lease.state()).isEqualTo(LeaseState.HELD);
        assertThat(lease.recoveries()).isEqualTo(1);
        assertThat(proxy.connectionsAccepted()).as("a new connection, the silent one being dead")
                .isGreaterThan(connectionsBefore);
        System.out.printf("%s: ids resumed %d ms after the network healed (call timeout %s, retry every %s)%n",
                server, withoutIds.toMillis(), CALL_TIMEOUT, leases.heartbeatInterval().dividedBy(3));
    }

    @ParameterizedTest
    @EnumSource(Server.class)
    void closeDuringARenewalStuckOnASilentConnectionReturnsWithinTheCallTimeout(Server server) throws Exception {
        ExecutorService renewer = Executors.newSingleThreadExecutor();
        try (TcpProxy proxy = TcpProxy.start("127.0.0.1", server.port())) {
            JdbcWorkerLease leases = JdbcWorkerLease.builder(server.through(proxy)).table(table).layout(TWITTER)
                    .holder("web-1", 100).leaseDuration(LEASE).heartbeatInterval(Duration.ZERO)
                    .callTimeout(STUCK_CALL_TIMEOUT).build();
            WorkerLease lease = leases.claimAny();
            proxy.goSilent();
            Future<?> stuck = renewer.submit(lease::renew);
            // The renewal is on the silent connection now; it will not return before the call timeout.
            Thread.sleep(200);
            assertThat(stuck.isDone()).isFalse();

            long start = System.nanoTime();
            lease.close();
            Duration closing = Duration.ofNanos(System.nanoTime() - start);

            assertThat(lease.isClosed()).isTrue();
            assertThat(lease.isValid()).isFalse();
            // Bounded by one call timeout (the release waits for the stuck call's turn at most that long); before,
            // close() waited behind the renewal, which a silent socket with no read timeout holds for ever.
            assertThat(closing).isLessThan(leases.callTimeout().plusSeconds(5));
            System.out.printf("%s: close() during a stuck renewal returned in %d ms (call timeout %s)%n", server,
                    closing.toMillis(), leases.callTimeout());
            assertThat(catchThrowable(() -> stuck.get(30, TimeUnit.SECONDS))).isInstanceOf(ExecutionException.class)
                    .hasCauseInstanceOf(LeaseDatabaseException.class);
        } finally {
            renewer.shutdownNow();
        }
    }

    @ParameterizedTest
    @EnumSource(Server.class)
    void aRenewalCutOffBetweenItsWriteAndItsCommitDoesNotLeaveTheRowLocked(Server server) throws Exception {
        cutOffBetweenWriteAndCommit(server, true);
    }

    /** Through the application's pool (no connection kept), where only PostgreSQL has a per-transaction setting. */
    @Test
    void onABorrowedPostgresConnectionTheRowIsNotLeftLockedEither() throws Exception {
        cutOffBetweenWriteAndCommit(Server.POSTGRESQL, false);
    }

    private void cutOffBetweenWriteAndCommit(Server server, boolean keep) throws Exception {
        String rows = "cut_" + table;
        try (Connection admin = server.direct().getConnection(); Statement statement = admin.createStatement()) {
            statement.execute("CREATE TABLE " + rows + " (id INT PRIMARY KEY, renewals INT NOT NULL)");
            statement.execute("INSERT INTO " + rows + " VALUES (1, 0)");
        }
        try (TcpProxy proxy = TcpProxy.start("127.0.0.1", server.port());
                LeaseLink link = new LeaseLink(server.through(proxy), keep, CALL_TIMEOUT, rows)) {
            // What a renewal does when its network goes silent after the UPDATE: the COMMIT never reaches the server.
            AtomicLong silent = new AtomicLong();
            Throwable cut = catchThrowable(() -> link.call(connection -> {
                try (Statement statement = connection.createStatement()) {
                    statement.executeUpdate("UPDATE " + rows + " SET renewals = renewals + 1 WHERE id = 1");
                    proxy.goSilent();
                    silent.set(System.nanoTime());
                    return statement.execute("SELECT 1");
                }
            }));
            assertThat(cut).isInstanceOf(SQLException.class);

            int updated = writeTheRowDirectly(server, rows);
            Duration locked = Duration.ofNanos(System.nanoTime() - silent.get());

            // The server ended the silent transaction (rolled back) and released the row; before, it held the lock
            // until its TCP keepalive noticed, and this write failed after its own 30 s lock wait.
            assertThat(updated).isEqualTo(1);
            System.out.printf("%s (%s): the row of a renewal cut off before its commit was written by another"
                    + " connection %d ms after the network went silent (call timeout %s)%n", server,
                    keep ? "kept connection" : "borrowed connection", locked.toMillis(), CALL_TIMEOUT);
        }
    }

    /** An UPDATE of the row from another connection that waits at most 30 s for its lock. */
    private static int writeTheRowDirectly(Server server, String rows) throws SQLException {
        try (Connection other = server.direct().getConnection(); Statement statement = other.createStatement()) {
            statement.execute(server == Server.POSTGRESQL ? "SET lock_timeout = '30s'"
                    : "SET SESSION innodb_lock_wait_timeout = 30");
            return statement.executeUpdate("UPDATE " + rows + " SET renewals = 0 WHERE id = 1");
        }
    }

    private static boolean isRefused(SnowflakeGenerator generator) {
        try {
            generator.nextId();
            return false;
        } catch (WorkerLeaseLostException e) {
            return true;
        }
    }
}
