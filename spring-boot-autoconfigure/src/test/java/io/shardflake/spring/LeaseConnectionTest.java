package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariDataSource;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.worker.WorkerLeaseLostException;
import io.shardflake.worker.lease.WorkerLease;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.datasource.SimpleDriverDataSource;
import org.springframework.jdbc.datasource.lookup.AbstractRoutingDataSource;

/**
 * {@code shardflake.worker.lease.connection}: by default the lease renews through connections of its own, so an
 * application that holds every connection of its pool for twice the lease duration keeps its lease and its ids. With
 * {@code pool}, the same saturation makes renewals wait behind the application's work, and the lease is lost.
 */
class LeaseConnectionTest {

    private static final AtomicInteger DATABASES = new AtomicInteger();
    private static final Duration LEASE = Duration.ofMillis(600);
    private static final Duration DEADLINE = Duration.ofSeconds(30);

    private final List<Connection> held = new ArrayList<>();
    private HikariDataSource pool;

    /** A pool of two connections that gives up waiting for one after 250 ms, as a busy production pool would. */
    private HikariDataSource pool() {
        pool = new HikariDataSource();
        pool.setJdbcUrl("jdbc:h2:mem:lease-connection-" + DATABASES.incrementAndGet() + ";DB_CLOSE_DELAY=-1");
        pool.setUsername("sa");
        pool.setMaximumPoolSize(2);
        pool.setConnectionTimeout(250);
        return pool;
    }

    private ApplicationContextRunner runner(DataSource application) {
        return Runners.shardflake().withBean(DataSource.class, () -> application)
                .withPropertyValues("shardflake.worker.lease.duration=" + LEASE.toMillis() + "ms",
                        "shardflake.clock.max-wait=100ms");
    }

    @AfterEach
    void release() throws SQLException {
        for (Connection connection : held) {
            connection.close();
        }
        if (pool != null) {
            pool.close();
        }
    }

    /**
     * Takes every connection of the pool, as an application whose requests all wait on a slow query. A renewal through
     * the pool may hold one for a moment: the test waits for it rather than for a fixed time.
     */
    private void saturate(DataSource application) throws SQLException {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (held.size() < 2) {
            try {
                held.add(application.getConnection());
            } catch (SQLException busy) {
                if (System.nanoTime() > deadline) {
                    throw busy;
                }
            }
        }
        assertThatThrownBy(application::getConnection).isInstanceOf(SQLException.class);
    }

    @Test
    void aDedicatedConnectionKeepsTheLeaseThroughTwiceItsDurationOfSaturatedPool() throws Exception {
        HikariDataSource application = pool();
        runner(application).run(context -> {
            WorkerLease lease = lease(context);
            SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
            saturate(application);
            long renewalsBefore = lease.renewals();
            long start = System.nanoTime();

            // Renewals every 200 ms: wait until the saturation has lasted twice the lease and renewals went on.
            await("two lease durations of renewals", () -> System.nanoTime() - start > 2 * LEASE.toNanos()
                    && lease.renewals() >= renewalsBefore + 6);

            assertThat(lease.isValid()).isTrue();
            assertThat(lease.renewalFailures()).isZero();
            assertThat(generator.nextId()).isPositive();
        });
    }

    @Test
    void throughTheApplicationsPoolTheSameSaturationLosesTheLease() throws Exception {
        HikariDataSource application = pool();
        runner(application).withPropertyValues("shardflake.worker.lease.connection=pool").run(context -> {
            WorkerLease lease = lease(context);
            SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
            saturate(application);

            await("the lease runs out", () -> !lease.isValid());

            assertThat(lease.renewalFailures()).isPositive();
            assertThatThrownBy(generator::nextId).isInstanceOf(WorkerLeaseLostException.class);
        });
    }

    @Test
    void aShardflakeLeaseDataSourceBeanIsUsedForTheLease() {
        Runners.shardflake().withUserConfiguration(LeaseDatabaseConfiguration.class).run(context -> {
            WorkerLease lease = lease(context);
            assertThat(lease.isValid()).isTrue();
            // The lease row is in the qualified database, not in the application's.
            assertThat(leaseRows(LeaseDatabaseConfiguration.LEASES)).isEqualTo(1);
            assertThatThrownBy(() -> leaseRows(LeaseDatabaseConfiguration.APPLICATION))
                    .hasMessageContaining("SHARDFLAKE_WORKER_LEASE");
        });
    }

    @Test
    void aDataSourceTheLeaseCannotDeriveConnectionsFromStopsTheStartNamingTheProperty() {
        // A routing DataSource, as sharded applications have: it hands out connections but has no one URL.
        AbstractRoutingDataSource routing = new AbstractRoutingDataSource() {
            @Override
            protected Object determineCurrentLookupKey() {
                return 0;
            }
        };
        routing.setTargetDataSources(java.util.Map.of(0, H2.database("routed")));
        routing.afterPropertiesSet();
        Runners.shardflake().withBean(DataSource.class, () -> routing).run(context ->
                assertThat(StartupFailure.of(context)).hasMessageStartingWith("shardflake.worker.lease.connection ="
                        + " dedicated is not allowed: a DataSource the lease can take its own connections from")
                        .hasMessageContaining("@ShardflakeLeaseDataSource")
                        .hasMessageContaining("shardflake.worker.lease.connection=pool"));
    }

    private static int leaseRows(String database) throws SQLException {
        try (Connection connection = H2.database(database).getConnection();
                java.sql.ResultSet rows = connection.createStatement()
                        .executeQuery("SELECT count(*) FROM shardflake_worker_lease WHERE worker_id >= 0")) {
            rows.next();
            return rows.getInt(1);
        }
    }

    private static WorkerLease lease(AssertableApplicationContext context) {
        return context.getBean(ShardflakeWorker.class).lease().orElseThrow();
    }

    private static void await(String what, BooleanSupplier condition) throws InterruptedException {
        Awaiting.until(DEADLINE, what, condition);
    }

    @Configuration(proxyBeanMethods = false)
    static class LeaseDatabaseConfiguration {

        static final String APPLICATION = "lease-app-db";
        static final String LEASES = "lease-own-db";

        @Bean
        DataSource dataSource() {
            return H2.database(APPLICATION);
        }

        @Bean(defaultCandidate = false)
        @ShardflakeLeaseDataSource
        DataSource leaseDataSource() {
            SimpleDriverDataSource leases = new SimpleDriverDataSource(new org.h2.Driver(),
                    "jdbc:h2:mem:" + LEASES + ";DB_CLOSE_DELAY=-1", "sa", "");
            return leases;
        }
    }
}
