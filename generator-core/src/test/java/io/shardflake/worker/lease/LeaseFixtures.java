package io.shardflake.worker.lease;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.LayoutPreset;
import io.shardflake.clock.Micros;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import javax.sql.DataSource;

/** What the lease tests share: a fresh table per test, a default holder, reading rows back, waiting. */
final class LeaseFixtures {

    /** The generators' layout: Twitter's, 1 ms ticks, 10 worker bits. */
    static final IdLayout TWITTER = LayoutPreset.TWITTER.layout();

    private static final AtomicInteger TABLES = new AtomicInteger();

    private LeaseFixtures() {
    }

    /** @return a table name no other test uses, so tests on one shared database never see each other's rows */
    static String freshTable() {
        return "lease_test_" + TABLES.incrementAndGet();
    }

    /**
     * @return a builder for a fresh table, sized by the Twitter layout, held by {@code host} with pid 100, heartbeat
     *     off (tests that want it turn it on)
     */
    static JdbcWorkerLease.Builder leases(DataSource dataSource, String table, String host) {
        return JdbcWorkerLease.builder(dataSource).table(table).layout(TWITTER).holder(host, 100)
                .heartbeatInterval(Duration.ZERO);
    }

    /** @return the start of an id's tick */
    static Instant timeOf(long id) {
        return TWITTER.instantOfTick(TWITTER.extract(IdField.TIME, id));
    }

    /** One row as stored, for assertions on the columns themselves. */
    record StoredRow(int workerId, String host, long pid, String instance, String source, long claimedAt,
            long renewedAt, long expiresAt, long reservedUntil, long version, String writtenOn) {
    }

    /**
     * Writes the row a holder in another process left behind: claimed now (database clock), expiring after
     * {@code lease}, with its reservation. This process holds no lease for it, as after a restart.
     *
     * @return the row's holder instance
     */
    static String leftByAnotherProcess(DataSource dataSource, String table, int workerId, String host, long pid,
            String source, Duration lease, long reservedUntil) {
        LeaseTable leaseTable = leaseTable(dataSource, table);
        String instance = java.util.UUID.randomUUID().toString();
        try {
            Transaction.run(dataSource, connection -> {
                long now = leaseTable.databaseNow(connection);
                leaseTable.insert(connection, new LeaseRow(workerId, new LeaseHolder(host, pid, instance, source), now,
                        now, now + Micros.of(lease), reservedUntil, 1, ""));
                return null;
            });
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        return instance;
    }

    /** @return the statements on {@code table}, in the dialect of its database */
    static LeaseTable leaseTable(DataSource dataSource, String table) {
        TableName name = TableName.of(table);
        try (LeaseLink link = new LeaseLink(dataSource, false, Duration.ofSeconds(10), table)) {
            return new LeaseTable(name, ConnectionCheck.dialectOf(link, dataSource, name), 10, false);
        }
    }

    /** Renews, as the other process would, the row {@link #leftByAnotherProcess} wrote. */
    static void renewedByAnotherProcess(DataSource dataSource, String table, int workerId, String instance,
            Duration lease) {
        LeaseTable leaseTable = leaseTable(dataSource, table);
        try {
            boolean renewed = Transaction.run(dataSource, connection -> {
                long now = leaseTable.databaseNow(connection);
                LeaseRow row = leaseTable.row(connection, workerId);
                return row != null && leaseTable.renew(connection, workerId, instance, row.version(), now,
                        now + Micros.of(lease), Long.MAX_VALUE / 2, "");
            });
            if (!renewed) {
                throw new IllegalStateException("row " + workerId + " of " + table + " is not held by " + instance);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /** @return every worker row of {@code table} (the table's stamp, row -1, left out), lowest worker id first */
    static List<StoredRow> rows(DataSource dataSource, String table) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement select = connection.prepareStatement("SELECT worker_id, holder_host, holder_pid,"
                        + " holder_instance, holder_source, claimed_at, renewed_at, expires_at, reserved_until,"
                        + " version, written_on FROM " + table + " WHERE worker_id >= 0 ORDER BY worker_id");
                ResultSet result = select.executeQuery()) {
            List<StoredRow> rows = new ArrayList<>();
            while (result.next()) {
                rows.add(new StoredRow(result.getInt(1), result.getString(2), result.getLong(3), result.getString(4),
                        result.getString(5), result.getLong(6), result.getLong(7), result.getLong(8),
                        result.getLong(9), result.getLong(10), result.getString(11)));
            }
            return rows;
        } catch (SQLException e) {
            throw new AssertionError(e);
        }
    }

    /** @return the row of {@code workerId} */
    static StoredRow row(DataSource dataSource, String table, int workerId) {
        return rows(dataSource, table).stream().filter(row -> row.workerId() == workerId).findFirst()
                .orElseThrow(() -> new AssertionError("no row for worker id " + workerId + " in " + table));
    }

    /**
     * Moves a row's expiry back by {@code by}, as that much time passing on the database's clock would: the lease
     * tests script the database's time this way, since they cannot script its clock.
     */
    static void expireEarlier(DataSource dataSource, String table, int workerId, Duration by) {
        execute(dataSource, "UPDATE " + table + " SET expires_at = expires_at - " + Micros.of(by) + " WHERE worker_id = "
                + workerId);
    }

    /** Runs SQL directly, as a DBA would. */
    static void execute(DataSource dataSource, String sql) {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
            statement.execute(sql);
        } catch (SQLException e) {
            throw new AssertionError(sql, e);
        }
    }

    /** Polls until {@code condition} holds; fails after {@code timeout}. */
    static void await(Duration timeout, String what, BooleanSupplier condition) {
        await(timeout, Duration.ofMillis(20), what, condition);
    }

    /** Polls every {@code interval} until {@code condition} holds; fails after {@code timeout}. */
    static void await(Duration timeout, Duration interval, String what, BooleanSupplier condition) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out after " + timeout + " waiting until " + what);
            }
            try {
                Thread.sleep(interval.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }
}
