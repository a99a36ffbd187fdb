package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.TWITTER;
import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.testdb.PgBouncer;
import io.shardflake.testdb.PgBouncer.PoolMode;
import io.shardflake.testdb.PostgresServer;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The lease through PgBouncer (Debian's, 1.18: no prepared-statement support), the URL pointing at PgBouncer with
 * nothing added for the pooler, in transaction pool mode (one server connection for every client, so each client's
 * transactions run where the others' ran) and in session mode: on a connection the lease opens itself from the URL
 * and on the application's Hikari pool ({@code keepConnection(false)}). Two instances claim, renew and make ids at
 * full rate with no failure and no repeated id; an application session beside them sees the server's own settings,
 * and its transaction idle for twice the lease's call timeout is not ended by a setting the lease left behind.
 */
@LeaseDatabases
class PoolerTest {

    private static final Duration LEASE = Duration.ofSeconds(6);
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(1);
    // Room for a loaded build machine where nothing but the pooler is under test.
    private static final Duration ROOMY_CALL_TIMEOUT = Duration.ofSeconds(3);
    // More than PgJDBC's prepareThreshold (5): its statements and COMMIT would be named on the server by then.
    private static final int RENEWALS = 8;
    private static final int IDS_PER_INSTANCE = 500_000;

    /** Where the lease's connections come from. */
    enum Shape {
        /** A connection the lease opens from the application's URL and keeps (the starter's default). */
        DEDICATED_URL,
        /** The application's Hikari pool, one connection borrowed per call ({@code connection=pool}). */
        HIKARI_POOL
    }

    private final String table = freshTable();

    @ParameterizedTest
    @CsvSource({"TRANSACTION, DEDICATED_URL", "TRANSACTION, HIKARI_POOL", "SESSION, DEDICATED_URL",
        "SESSION, HIKARI_POOL"})
    void twoInstancesClaimRenewAndMakeIdsThroughPgBouncerWithNoRepeat(PoolMode mode, Shape shape) throws Exception {
        // Transaction mode: one server connection, shared by every client. Session mode: one per client.
        try (PgBouncer bouncer = PgBouncer.start(PostgresServer.shared(), mode, mode == PoolMode.TRANSACTION ? 1 : 8)) {
            List<AutoCloseable> opened = new ArrayList<>();
            try {
                WorkerLease first = claim(bouncer, shape, "web-1", ROOMY_CALL_TIMEOUT, opened);
                WorkerLease second = claim(bouncer, shape, "web-2", ROOMY_CALL_TIMEOUT, opened);
                assertThat(first.workerId()).isNotEqualTo(second.workerId());

                AtomicBoolean renewing = new AtomicBoolean(true);
                CompletableFuture<long[]> firstIds = makeIds(first, renewing);
                CompletableFuture<long[]> secondIds = makeIds(second, renewing);
                try {
                    for (int i = 0; i < RENEWALS; i++) {
                        first.renew();
                        second.renew();
                    }
                } finally {
                    renewing.set(false);
                }

                for (WorkerLease lease : List.of(first, second)) {
                    assertThat(lease.lastRenewalFailure()).isEmpty();
                    assertThat(lease.renewals()).isEqualTo(RENEWALS);
                    assertThat(lease.state()).isEqualTo(LeaseState.HELD);
                }
                long[] ids = merged(firstIds.get(), secondIds.get());
                assertThat(ids.length).isGreaterThan(2 * RENEWALS);
                assertThat(repeats(ids)).as("repeated ids").isZero();
            } finally {
                for (int i = opened.size() - 1; i >= 0; i--) {
                    opened.get(i).close();
                }
            }
        }
    }

    @Test
    void anApplicationSessionThroughPgBouncerSeesTheServersSettingsAndItsIdleTransactionSurvives() throws Exception {
        try (PgBouncer bouncer = PgBouncer.start(PostgresServer.shared(), PoolMode.TRANSACTION, 1)) {
            List<AutoCloseable> opened = new ArrayList<>();
            try {
                WorkerLease lease = claim(bouncer, Shape.DEDICATED_URL, "web-1", CALL_TIMEOUT, opened);
                lease.renew();
                DataSource application = bouncer.dataSource("postgres");
                String serverDefault = show(PostgresServer.shared().dataSource(),
                        "idle_in_transaction_session_timeout");

                // Through PgBouncer, the application's session runs on the very server connection the lease used.
                assertThat(show(application, "idle_in_transaction_session_timeout")).isEqualTo(serverDefault)
                        .isEqualTo("0");
                try (Connection connection = application.getConnection()) {
                    connection.setAutoCommit(false);
                    try (Statement statement = connection.createStatement()) {
                        statement.execute("SELECT 1");
                        // The fault itself: a transaction idle for twice the lease's call timeout.
                        Thread.sleep(CALL_TIMEOUT.multipliedBy(2).toMillis());
                        statement.execute("SELECT 1");
                    }
                    connection.commit();
                }
                lease.renew();
                assertThat(lease.lastRenewalFailure()).isEmpty();
            } finally {
                for (int i = opened.size() - 1; i >= 0; i--) {
                    opened.get(i).close();
                }
            }
        }
    }

    private WorkerLease claim(PgBouncer bouncer, Shape shape, String host, Duration callTimeout,
            List<AutoCloseable> opened) {
        JdbcWorkerLease.Builder builder;
        if (shape == Shape.DEDICATED_URL) {
            builder = JdbcWorkerLease.builder(UnpooledDataSource.of(bouncer.jdbcUrl("postgres"), null, null));
        } else {
            HikariConfig config = new HikariConfig();
            config.setJdbcUrl(bouncer.jdbcUrl("postgres"));
            config.setMaximumPoolSize(2);
            config.setPoolName("application-" + host);
            HikariDataSource pool = new HikariDataSource(config);
            opened.add(pool);
            builder = JdbcWorkerLease.builder(pool).keepConnection(false);
        }
        JdbcWorkerLease leases = builder.table(table).layout(TWITTER).holder(host, 100).leaseDuration(LEASE)
                .callTimeout(callTimeout).heartbeatInterval(Duration.ZERO).build();
        WorkerLease lease = leases.claimAny();
        opened.add(lease);
        return lease;
    }

    /** Makes ids as fast as one thread can until the renewals are over (or the array is full). */
    private static CompletableFuture<long[]> makeIds(WorkerLease lease, AtomicBoolean renewing) {
        SnowflakeGenerator generator = SnowflakeGenerator.builder(TWITTER).workerIdSource(lease).build();
        return CompletableFuture.supplyAsync(() -> {
            long[] ids = new long[IDS_PER_INSTANCE];
            int made = 0;
            do {
                ids[made++] = generator.nextId();
            } while (made < ids.length && (renewing.get() || made < 2 * RENEWALS));
            return Arrays.copyOf(ids, made);
        }, runnable -> new Thread(runnable, "ids-" + lease.workerId()).start());
    }

    private static long[] merged(long[] first, long[] second) {
        long[] all = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, all, first.length, second.length);
        return all;
    }

    private static int repeats(long[] ids) {
        long[] sorted = ids.clone();
        Arrays.sort(sorted);
        int repeats = 0;
        for (int i = 1; i < sorted.length; i++) {
            if (sorted[i] == sorted[i - 1]) {
                repeats++;
            }
        }
        return repeats;
    }

    private static String show(DataSource dataSource, String setting) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("SHOW " + setting)) {
            result.next();
            return result.getString(1);
        }
    }
}
