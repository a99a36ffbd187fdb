package io.shardflake.docscheck;

import io.shardflake.IdLayout;
import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.clock.Micros;
import io.shardflake.worker.WorkerIdSource;
import io.shardflake.worker.WorkerLeaseLostException;
import io.shardflake.worker.lease.JdbcWorkerLease;
import io.shardflake.worker.lease.LostWrites;
import io.shardflake.worker.lease.UnpooledDataSource;
import io.shardflake.worker.lease.WorkerLease;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import javax.sql.DataSource;

/**
 * The database the {@code console lease-history} blocks of the docs run {@code whois} and {@code audit} against
 * ({@value #URL}): a real lease's history on H2, with scripted clocks, of a fleet whose lease table was restored from
 * a backup under {@code lost-writes=impossible}, so two holders made the same id. Then the random lease instance ids
 * and the database's own times are set to fixed values, so the pages read the same on every run.
 *
 * <p>The story (docs/operations/investigating-ids.md): orders-api on web-1 and web-3 hold worker ids 0 and 1 from
 * 08:00; at 08:00:40 web-1 makes order {@link #REPEATED}; the lease table is put back to its state at 08:00:00;
 * web-2 starts, claims worker id 0 after the reservation the restored row shows, and makes the same id; a batch job
 * with worker id 5 set by hand (no lease) makes one more.
 */
final class LeaseHistoryExample {

    /** Where the history is. */
    static final String URL = "jdbc:h2:mem:orders;DB_CLOSE_DELAY=-1";

    private static final IdLayout LAYOUT = LayoutPreset.SHARDFLAKE.layout();
    private static final Instant START = Instant.parse("2026-12-07T08:00:00Z");
    private static final String[][] INSTANCES = {
        {"web-1", "5f0c2a1e-8d3b-4c47-9e21-6a0b7f3d9c11"},
        {"web-2", "a3c93b68-29ca-41ee-9aa0-d621b4a3d6ca"},
        {"web-3", "0e7d4c52-1b9a-4f3e-8c6d-2a5b9e8f1d34"},
    };
    /** The id web-1 and web-2 both made: worker id 0 at 08:00:40, sequence 0. */
    static final long REPEATED = LAYOUT.encode(START.plusSeconds(40), 0, 0, 0);

    private static boolean filled;

    private LeaseHistoryExample() {
    }

    /** Fills the database, once per test JVM. */
    static synchronized void fill() throws SQLException {
        if (filled) {
            return;
        }
        DataSource dataSource = UnpooledDataSource.of(URL, null, null);
        ManualClock clock = ManualClock.at(START);
        WorkerLease web1 = leases(dataSource, "web-1", 4242, clock).build().claimAny();
        WorkerLease web3 = leases(dataSource, "web-3", 3131, clock).build().claimAny();
        long backedUp = Micros.of(web1.reservedUntil());
        SnowflakeGenerator web3Ids = generator(web3, clock);
        execute(dataSource, "CREATE TABLE orders (id BIGINT PRIMARY KEY, placed_by VARCHAR(20))");
        insert(dataSource, web3Ids.nextId(), "web-3");
        clock.advance(Duration.ofSeconds(20));
        web1.renew();
        web3.renew();
        clock.advance(Duration.ofSeconds(20));
        web1.renew();
        web3.renew();
        insert(dataSource, web3Ids.nextId(), "web-3");
        long repeated = generator(web1, clock).nextId();
        insert(dataSource, repeated, "web-1");
        // The lease table and its history are restored to 08:00:00; nothing detects it (lost-writes=impossible).
        execute(dataSource, "UPDATE shardflake_worker_lease SET reserved_until = " + backedUp + ", expires_at = 0,"
                + " version = 1 WHERE worker_id = 0");
        execute(dataSource, "UPDATE shardflake_worker_lease_history SET ids_until = " + backedUp
                + " WHERE worker_id = 0");
        ManualClock web2Clock = ManualClock.at(clock.instant());
        WorkerLease web2 = leases(dataSource, "web-2", 5151, web2Clock).build().claimAny();
        long again = generator(web2, web2Clock).nextId();
        if (again != repeated || repeated != REPEATED) {
            throw new IllegalStateException("the example no longer repeats id " + REPEATED + ": " + repeated + ", "
                    + again);
        }
        try {
            web1.renew();
            throw new IllegalStateException("web-1 should have found worker id 0 taken over");
        } catch (WorkerLeaseLostException expected) {
            // What the example is about.
        }
        long batch = SnowflakeGenerator.builder(LAYOUT).clock(ClockSettings.of(clock, clock))
                .workerIdSource(WorkerIdSource.fixed(5)).build().nextId();
        insert(dataSource, batch, "batch");
        clock.advance(Duration.ofSeconds(5));
        web2Clock.advance(Duration.ofSeconds(5));
        web2.close();
        web3.close();
        fixInstancesAndDatabaseTimes(dataSource);
        filled = true;
    }

    private static JdbcWorkerLease.Builder leases(DataSource dataSource, String host, long pid, ManualClock clock) {
        return JdbcWorkerLease.builder(dataSource).layout(LAYOUT).maxWorkerId(1).holder(host, pid)
                .application("orders-api").heartbeatInterval(Duration.ZERO).lostWrites(LostWrites.IMPOSSIBLE)
                .clock(clock).monotonicClock(clock);
    }

    private static SnowflakeGenerator generator(WorkerLease lease, ManualClock clock) {
        return SnowflakeGenerator.builder(LAYOUT).clock(ClockSettings.of(clock, clock)).workerIdSource(lease).build();
    }

    private static void insert(DataSource dataSource, long id, String placedBy) throws SQLException {
        execute(dataSource, "INSERT INTO orders VALUES (" + id + ", '" + placedBy + "')");
    }

    /**
     * Each holder's lease instance becomes a fixed UUID, and the database's times (its real clock, not the scripted
     * one) become the scripted times they stand for: claims at 08:00:00 and, for web-2, 08:00:40; ends at 08:00:45.
     */
    private static void fixInstancesAndDatabaseTimes(DataSource dataSource) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
            for (String[] instance : INSTANCES) {
                String host = "'" + instance[0] + "'";
                String fixed = "'" + instance[1] + "'";
                String random = "(SELECT MAX(holder_instance) FROM shardflake_worker_lease_history WHERE holder_host = "
                        + host + ")";
                for (String column : new String[] {"began", "ended"}) {
                    statement.execute("UPDATE shardflake_worker_lease_history SET " + column + " = REPLACE(" + column
                            + ", " + random + ", " + fixed + ")");
                }
                statement.execute("UPDATE shardflake_worker_lease SET holder_instance = " + fixed
                        + " WHERE holder_instance = " + random);
                statement.execute("UPDATE shardflake_worker_lease_history SET holder_instance = " + fixed
                        + " WHERE holder_host = " + host);
            }
            long start = Micros.of(START);
            long second = 1_000_000;
            statement.execute("UPDATE shardflake_worker_lease_history SET began_at = " + start + " + CASE holder_host"
                    + " WHEN 'web-2' THEN 40 * " + second + " ELSE 0 END, renewed_at = " + start + " + 40 * " + second
                    + ", ended_at = " + start + " + CASE holder_host WHEN 'web-1' THEN 40 * " + second
                    + " ELSE 45 * " + second + " END");
            statement.execute("UPDATE shardflake_worker_lease SET claimed_at = " + start + ", renewed_at = " + start
                    + " + 40 * " + second + " WHERE worker_id >= 0");
        }
    }

    private static void execute(DataSource dataSource, String sql) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }
}
