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
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The lease's connection goes silent — a NAT or firewall dropped its state, a pooler lost its backend: the TCP
 * connection stays open and nothing comes back. A TCP proxy inside the test makes it so for real, on PostgreSQL and
 * MariaDB (through MariaDB Connector/J and MySQL Connector/J), with the drivers' own timeouts left at their defaults
 * (none, for reads). The heartbeat gives up each renewal
 * within the call timeout and keeps trying; ids stop at the lease's deadline; once the network heals, the next call
 * opens a new connection, the lease is renewed and ids resume with no restart; and {@code close()} during a stuck
 * renewal returns within the call timeout instead of hanging the shutdown.
 */
@LeaseDatabases
class SilentConnectionTest {

    private static final Duration LEASE = Duration.ofSeconds(3);
    // Half the 1 s heartbeat would be 500 ms; a derived call timeout is never below 1 s.
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(1);
    private static final Duration PATIENCE = Duration.ofSeconds(60);

    /** The two server databases, each reached by URL through a proxy, as an application reaches its database. */
    enum Server {
        POSTGRESQL(proxy -> "jdbc:postgresql://127.0.0.1:" + proxy.port() + "/postgres", PostgresServer.USER, "") {
            @Override
            int port() {
                return PostgresServer.shared().port();
            }
        },
        MARIADB(proxy -> "jdbc:mariadb://127.0.0.1:" + proxy.port() + "/" + MariaDbServer.DATABASE, MariaDbServer.USER,
                MariaDbServer.PASSWORD) {
            @Override
            int port() {
                return MariaDbServer.shared().port();
            }
        },
        MARIADB_VIA_MYSQL_CONNECTOR(proxy -> "jdbc:mysql://127.0.0.1:" + proxy.port() + "/" + MariaDbServer.DATABASE,
                MariaDbServer.USER, MariaDbServer.PASSWORD) {
            @Override
            int port() {
                return MariaDbServer.shared().port();
            }
        };

        private final Function<TcpProxy, String> url;
        private final String user;
        private final String password;

        Server(Function<TcpProxy, String> url, String user, String password) {
            this.url = url;
            this.user = user;
            this.password = password;
        }

        abstract int port();

        UnpooledDataSource through(TcpProxy proxy) {
            return UnpooledDataSource.of(url.apply(proxy), user, password);
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
                    .callTimeout(Duration.ofSeconds(5)).build();
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

    private static boolean isRefused(SnowflakeGenerator generator) {
        try {
            generator.nextId();
            return false;
        } catch (WorkerLeaseLostException e) {
            return true;
        }
    }
}
