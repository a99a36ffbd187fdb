package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.TWITTER;
import static io.shardflake.worker.lease.LeaseFixtures.await;
import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.testdb.ApplicationAccount;
import io.shardflake.testdb.PostgresReplication;
import io.shardflake.testdb.TcpProxy;
import io.shardflake.worker.WorkerLeaseLostException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A reconnect lands on a hot standby: the lease's route (a proxy, as a stale DNS record or a load balancer) points at
 * the standby for about one renewal interval, its open connections cut, then back at the primary without cutting
 * anything. Every renewal on the standby fails (read-only, in recovery); the lease drops that connection each time,
 * warns once, and the first renewal after the route went back reaches the primary. Before, the lease kept its
 * connection to the standby and never renewed again.
 */
class ReconnectToStandbyTest {

    private static final Duration LEASE = Duration.ofSeconds(3);
    private static final Duration PATIENCE = Duration.ofSeconds(30);

    private static PostgresReplication pair;

    private final String table = freshTable();

    @BeforeAll
    static void start() {
        pair = PostgresReplication.start();
    }

    @AfterAll
    static void stop() {
        if (pair != null) {
            pair.close();
        }
    }

    @Test
    void theLeaseDropsItsConnectionToTheStandbyAndRenewsWithinOneIntervalOfTheRouteGoingBack() throws Exception {
        TcpProxy route = pair.applicationProxy();
        Warnings warnings = Warnings.of(WorkerLease.class);
        List<Instance> instances = new ArrayList<>();
        try {
            for (String host : List.of("web-1", "web-2")) {
                instances.add(new Instance(JdbcWorkerLease.builder(UnpooledDataSource.of(pair.applicationUrl(),
                        ApplicationAccount.USER, ApplicationAccount.PASSWORD)).table(table).layout(TWITTER)
                        .holder(host, 100).leaseDuration(LEASE).build()));
            }
            Duration interval = instances.get(0).leases.heartbeatInterval();
            pair.awaitStandbyCaughtUp();

            route.retarget("127.0.0.1", pair.standby().port());
            long connectionsBefore = route.connectionsAccepted();
            long[] failuresBefore = instances.stream().mapToLong(i -> i.lease.renewalFailures()).toArray();
            // The first on the connection the route cut, the next ones on the standby.
            await(PATIENCE, "three renewals of each instance failed", () -> instances.stream()
                    .allMatch(i -> i.lease.renewalFailures() >= failuresBefore[instances.indexOf(i)] + 3));
            for (Instance instance : instances) {
                assertThat(instance.lease.lastRenewalFailure()).get().extracting(Throwable::getMessage).asString()
                        .containsAnyOf("SQLState 25006", "SQLState 55000");
            }
            // Each renewal that failed on the standby dropped its connection, and the next one connected anew.
            assertThat(route.connectionsAccepted() - connectionsBefore).isGreaterThanOrEqualTo(4);

            long[] renewals = instances.stream().mapToLong(i -> i.lease.renewals()).toArray();
            long[] failures = instances.stream().mapToLong(i -> i.lease.renewalFailures()).toArray();
            route.route("127.0.0.1", pair.primary().port());
            long back = System.nanoTime();
            await(PATIENCE, Duration.ofMillis(5), "both instances renewed on the primary", () -> instances.stream()
                    .allMatch(i -> i.lease.renewals() > renewals[instances.indexOf(i)]));
            Duration recovery = Duration.ofNanos(System.nanoTime() - back);

            for (Instance instance : instances) {
                // At most the renewal already on its way to the standby failed; the next one reached the primary.
                assertThat(instance.lease.renewalFailures() - failures[instances.indexOf(instance)]).isLessThanOrEqualTo(1);
                await(PATIENCE, "ids flow", instance.lease::isValid);
            }
            // One warning per instance for the run of failures on the standby, with the reason, not one per renewal.
            assertThat(warnings.containing("renewal failed").stream()
                    .filter(message -> message.contains("SQLState 25006") || message.contains("SQLState 55000")))
                    .hasSize(2);
            System.out.printf("reconnect to a hot standby: renewed on the primary %d ms after the route went back"
                    + " (interval %s, %d renewals failed on the standby)%n", recovery.toMillis(), interval,
                    instances.stream().mapToLong(i -> i.lease.renewalFailures()).sum());
        } finally {
            warnings.close();
            for (Instance instance : instances) {
                instance.close();
            }
            route.route("127.0.0.1", pair.primary().port());
        }
        long[] all = instances.stream().flatMapToLong(i -> i.ids.stream().mapToLong(Long::longValue)).sorted()
                .toArray();
        assertThat(all.length).isPositive();
        assertThat(Arrays.stream(all).distinct().count()).as("repeated ids").isEqualTo(all.length);
    }

    /** One application instance: its lease, and a thread making ids until closed. */
    private static final class Instance implements AutoCloseable {

        final JdbcWorkerLease leases;
        final WorkerLease lease;
        final List<Long> ids = new CopyOnWriteArrayList<>();
        private final AtomicBoolean running = new AtomicBoolean(true);
        private final Thread maker;

        Instance(JdbcWorkerLease leases) {
            this.leases = leases;
            this.lease = leases.claimAny();
            SnowflakeGenerator generator = SnowflakeGenerator.builder(TWITTER).workerIdSource(lease).build();
            this.maker = new Thread(() -> {
                while (running.get()) {
                    long[] batch = new long[100];
                    int made = 0;
                    try {
                        for (; made < batch.length; made++) {
                            batch[made] = generator.nextId();
                        }
                    } catch (WorkerLeaseLostException refused) {
                        // No id while the lease is not valid: the fence at work.
                    }
                    for (int i = 0; i < made; i++) {
                        ids.add(batch[i]);
                    }
                    try {
                        Thread.sleep(2);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "ids-" + lease.holder().host());
            maker.setDaemon(true);
            maker.start();
        }

        @Override
        public void close() throws InterruptedException {
            running.set(false);
            maker.join(10_000);
            lease.close();
        }
    }

    /** The warnings a class logs while this is open (java.util.logging, where System.Logger goes by default). */
    static final class Warnings implements AutoCloseable {

        private final Logger logger;
        private final List<String> messages = new CopyOnWriteArrayList<>();
        private final Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (record.getLevel().intValue() >= Level.WARNING.intValue()) {
                    Object[] parameters = record.getParameters();
                    messages.add(parameters == null ? record.getMessage()
                            : java.text.MessageFormat.format(record.getMessage(), parameters));
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };

        private Warnings(Class<?> type) {
            this.logger = Logger.getLogger(type.getName());
            logger.addHandler(handler);
        }

        static Warnings of(Class<?> type) {
            return new Warnings(type);
        }

        List<String> containing(String text) {
            return messages.stream().filter(message -> message.contains(text)).toList();
        }

        @Override
        public void close() {
            logger.removeHandler(handler);
        }
    }
}
