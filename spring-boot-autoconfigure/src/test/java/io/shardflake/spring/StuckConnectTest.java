package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.health.ShardflakeHealthCheck;
import io.shardflake.testdb.PostgresServer;
import io.shardflake.testdb.TcpProxy;
import io.shardflake.worker.lease.WorkerLease;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.datasource.SimpleDriverDataSource;

/**
 * The lease's DataSource is the user's own, as the starter's docs show it ({@code @ShardflakeLeaseDataSource} returning
 * Spring's {@code SimpleDriverDataSource}), with a plain PgJDBC URL: no {@code loginTimeout}, no {@code socketTimeout}.
 * The network goes silent (a TCP proxy that stops forwarding), and each connect the lease tries hangs inside
 * {@code getConnection()} for good. The lease leaves at most a few threads there, reports them in its health details,
 * and once the network heals its next renewal connects again; before, four stuck connects stopped it for good.
 */
class StuckConnectTest {

    private static final Duration PATIENCE = Duration.ofSeconds(60);
    private static final AtomicInteger TABLES = new AtomicInteger();
    // Whatever the configuration's bean reaches, during one test.
    private static TcpProxy proxy;

    @Test
    void getConnectionsThatNeverReturnDoNotStopTheLeaseAndItRenewsOnceTheNetworkHeals() {
        try (TcpProxy route = TcpProxy.start("127.0.0.1", PostgresServer.shared().port())) {
            proxy = route;
            Runners.shardflake().withUserConfiguration(LeaseOnSimpleDriverDataSource.class)
                    .withPropertyValues("shardflake.worker.lease.duration=3s",
                            "shardflake.worker.lease.table=stuck_connect_" + TABLES.incrementAndGet(),
                            "shardflake.worker.lease.initialize-schema=always")
                    .run(context -> {
                        WorkerLease lease = context.getBean(ShardflakeWorker.class).lease().orElseThrow();
                        SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
                        await("the lease renews", () -> lease.renewals() >= 1);

                        long failuresBefore = lease.renewalFailures();
                        route.goSilent();
                        await("four connects are stuck", () -> lease.stuckCalls() >= 4);
                        long failuresAtTheBound = lease.renewalFailures();
                        // More attempts than the bound of stuck threads: the lease goes on trying, spending no thread.
                        await("more renewals fail", () -> lease.renewalFailures() >= failuresAtTheBound + 3);
                        assertThat(lease.stuckCalls()).isEqualTo(4);
                        assertThat(new ShardflakeHealthCheck(generator, lease, Duration.ofDays(1), "min").check().details())
                                .containsEntry("stuckCalls", 4);

                        long renewals = lease.renewals();
                        long failures = lease.renewalFailures();
                        route.heal();
                        long healed = System.nanoTime();
                        await("the lease renews once the network heals", () -> lease.renewals() > renewals);
                        Duration recovery = Duration.ofNanos(System.nanoTime() - healed);

                        assertThat(lease.renewalFailures() - failures).isLessThanOrEqualTo(1);
                        await("ids flow", lease::isValid);
                        generator.nextId();
                        System.out.printf("silent network, SimpleDriverDataSource lease: renewed %d ms after the"
                                + " network healed (%d renewals failed, %d threads left stuck; lease 3 s, interval"
                                + " 1 s)%n", recovery.toMillis(), lease.renewalFailures() - failuresBefore,
                                lease.stuckCalls());
                    });
        } finally {
            proxy = null;
        }
    }

    private static void await(String what, BooleanSupplier condition) throws InterruptedException {
        Awaiting.until(PATIENCE, what, condition);
    }

    @Configuration(proxyBeanMethods = false)
    static class LeaseOnSimpleDriverDataSource {

        @Bean
        DataSource dataSource() {
            return H2.database("stuck-connect-application");
        }

        /**
         * The shape the docs show, with a URL that bounds nothing. PgJDBC bounds two steps by its default
         * {@code connectTimeout} (10 s) and the login by {@code DriverManager}'s login timeout, a JVM-wide value Hikari
         * sets once any Hikari pool connects by URL (other tests in this JVM do): {@code sslmode=disable} skips the
         * TLS request (whose bounded wait, with {@code prefer}, ends in a retry without TLS) and {@code loginTimeout=0}
         * says "none" explicitly, so a connect waits in the login for good, as in a JVM without Hikari.
         */
        @Bean(defaultCandidate = false)
        @ShardflakeLeaseDataSource
        DataSource leaseDataSource() {
            return new SimpleDriverDataSource(new org.postgresql.Driver(),
                    "jdbc:postgresql://127.0.0.1:" + proxy.port() + "/postgres?sslmode=disable&loginTimeout=0", PostgresServer.USER, "");
        }
    }
}
