package io.shardflake.benchmarks.persistence;

import io.shardflake.LayoutPreset;
import io.shardflake.worker.lease.JdbcWorkerLease;
import io.shardflake.worker.lease.WorkerLease;
import java.io.PrintWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import javax.sql.DataSource;

/**
 * What the worker-id lease costs its database: per claim and per renewal, the statements sent, the transactions
 * committed, the connections opened, the WAL written (PostgreSQL's {@code pg_current_wal_lsn()} before and after) and
 * the time taken; then per instance-hour at the default timing (a 30 s lease renewed every 10 s: 360 renewals).
 *
 * <p>With the lease's history on (the default, {@code shardflake_worker_lease}) and off ({@code lease_plain}), measured
 * in turns, twice each, in one run: what the history adds, and the history rows it writes per instance-hour.
 *
 * <p>Renewals are driven by hand ({@code heartbeatInterval(ZERO)} and {@link WorkerLease#renew()}), one after
 * another, so each is measured alone; the statements are counted by a proxy around the JDBC connections the lease
 * opens (a plain {@link DriverManager} source, the way the starter's dedicated lease connection works).
 *
 * <pre>
 * java -cp benchmarks.jar io.shardflake.benchmarks.persistence.LeaseCostCheck [--renewals 2000] [--claims 200]
 * </pre>
 */
public final class LeaseCostCheck {

    private static final int HEARTBEATS_PER_HOUR = (int) (Duration.ofHours(1).toSeconds()
            / JdbcWorkerLease.DEFAULT_LEASE_DURATION.dividedBy(3).toSeconds());

    private LeaseCostCheck() {
    }

    /**
     * @param args {@code --renewals N} (default 2,000) and {@code --claims N} (default 200)
     * @throws Exception if the database cannot be started or reached
     */
    public static void main(String[] args) throws Exception {
        int renewals = 2_000;
        int claims = 200;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--renewals" -> renewals = Integer.parseInt(args[++i]);
                case "--claims" -> claims = Integer.parseInt(args[++i]);
                default -> throw new IllegalArgumentException("unknown argument " + args[i]);
            }
        }
        try (Database database = Databases.start(Database.Kind.POSTGRES)) {
            Counts counts = new Counts();
            DataSource counted = countingDataSource(database, counts);
            JdbcWorkerLease withHistory = leases(counted).build();
            JdbcWorkerLease withoutHistory = leases(counted).table("lease_plain").history(false).build();
            // Warm-up: the JIT, the driver's prepared-statement cache, the tables' first pages.
            for (JdbcWorkerLease leases : List.of(withoutHistory, withHistory)) {
                for (int i = 0; i < 50; i++) {
                    try (WorkerLease lease = leases.claimAny()) {
                        lease.renew();
                    }
                }
            }
            PrintWriter out = new PrintWriter(System.out, true);
            out.printf(Locale.ROOT, "%s; %,d claims (each closed again), %,d renewals of one lease, history off and"
                    + " on in turns, twice%n%n", database.label(), claims, renewals);
            out.println("| step | history | statements | commits | connections opened | WAL bytes | median µs"
                    + " | p99 µs |");
            out.println("|---|---|---:|---:|---:|---:|---:|---:|");
            Cost[] hour = new Cost[2];
            for (int turn = 0; turn < 4; turn++) {
                boolean history = turn % 2 == 1;
                JdbcWorkerLease leases = history ? withHistory : withoutHistory;
                Cost claim = measure(database, counts, claims, () -> leases.claimAny().close());
                try (WorkerLease lease = leases.claimAny()) {
                    Cost renewal = measure(database, counts, renewals, lease::renew);
                    row(out, "claim + close", history, claim);
                    row(out, "renewal", history, renewal);
                    hour[history ? 1 : 0] = perHour(claim, renewal);
                }
            }
            out.println();
            for (int history = 0; history < 2; history++) {
                Cost cost = hour[history];
                out.printf(Locale.ROOT, "Per instance-hour at the defaults (%d renewals + 1 claim), history %s: %,.0f"
                                + " statements (%,.0f of them writing history rows), %,.0f commits, %,.0f connections,"
                                + " %,.1f kB of WAL, %.2f s of database round trips.%n",
                        HEARTBEATS_PER_HOUR, history == 1 ? "on" : "off", cost.statements, cost.historyStatements,
                        cost.commits, cost.connections, cost.walBytes / 1e3, cost.medianMicros / 1e6);
            }
        }
    }

    private static JdbcWorkerLease.Builder leases(DataSource dataSource) {
        return JdbcWorkerLease.builder(dataSource).layout(LayoutPreset.SHARDFLAKE.layout())
                .heartbeatInterval(Duration.ZERO);
    }

    private static Cost perHour(Cost claim, Cost renewal) {
        return new Cost(HEARTBEATS_PER_HOUR * renewal.statements + claim.statements,
                HEARTBEATS_PER_HOUR * renewal.historyStatements + claim.historyStatements,
                HEARTBEATS_PER_HOUR * renewal.commits + claim.commits,
                HEARTBEATS_PER_HOUR * renewal.connections + claim.connections,
                HEARTBEATS_PER_HOUR * renewal.walBytes + claim.walBytes,
                HEARTBEATS_PER_HOUR * renewal.medianMicros + claim.medianMicros, 0);
    }

    private static Cost measure(Database database, Counts counts, int times, Step step) throws SQLException {
        long walBefore = walBytes(database);
        counts.reset();
        long[] nanos = new long[times];
        for (int i = 0; i < times; i++) {
            long start = System.nanoTime();
            step.run();
            nanos[i] = System.nanoTime() - start;
        }
        Counts taken = counts.copy();
        long wal = walBytes(database) - walBefore;
        Arrays.sort(nanos);
        return new Cost(taken.statements.get() / (double) times, taken.historyStatements.get() / (double) times,
                taken.commits.get() / (double) times,
                taken.connections.get() / (double) times, wal / (double) times, nanos[times / 2] / 1e3,
                nanos[(int) (times * 0.99)] / 1e3);
    }

    private static void row(PrintWriter out, String step, boolean history, Cost cost) {
        out.printf(Locale.ROOT, "| %s | %s | %.2f | %.2f | %.2f | %,.0f | %.0f | %.0f |%n", step, history ? "on" : "off",
                cost.statements, cost.commits, cost.connections, cost.walBytes, cost.medianMicros, cost.p99Micros);
    }

    private static long walBytes(Database database) throws SQLException {
        try (Connection connection = DriverManager.getConnection(database.url(), database.user(), "");
                Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery(
                        "select pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::bigint")) {
            result.next();
            return result.getLong(1);
        }
    }

    /** A DataSource that opens a plain connection per call and counts what the lease does with it. */
    private static DataSource countingDataSource(Database database, Counts counts) {
        return (DataSource) Proxy.newProxyInstance(LeaseCostCheck.class.getClassLoader(),
                new Class<?>[] {DataSource.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "getConnection" -> {
                        counts.connections.incrementAndGet();
                        yield countingConnection(DriverManager.getConnection(database.url(), database.user(), ""),
                                counts);
                    }
                    case "unwrap", "isWrapperFor", "getParentLogger" -> throw new SQLException("not supported");
                    case "toString" -> "counting DataSource for " + database.url();
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    default -> null;
                });
    }

    private static Connection countingConnection(Connection connection, Counts counts) {
        return (Connection) Proxy.newProxyInstance(LeaseCostCheck.class.getClassLoader(),
                new Class<?>[] {Connection.class}, (proxy, method, args) -> {
                    switch (method.getName()) {
                        case "prepareStatement", "createStatement", "prepareCall" -> {
                            counts.statements.incrementAndGet();
                            if (args != null && args.length > 0 && args[0] instanceof String sql
                                    && sql.contains("_history") && !sql.startsWith("SELECT")) {
                                counts.historyStatements.incrementAndGet();
                            }
                        }
                        case "commit" -> counts.commits.incrementAndGet();
                        default -> { }
                    }
                    try {
                        return method.invoke(connection, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    /** One timed unit of work. */
    private interface Step {
        void run();
    }

    /** Counters the proxies increment. */
    private static final class Counts {
        final AtomicLong statements = new AtomicLong();
        final AtomicLong historyStatements = new AtomicLong();
        final AtomicLong commits = new AtomicLong();
        final AtomicLong connections = new AtomicLong();

        void reset() {
            statements.set(0);
            historyStatements.set(0);
            commits.set(0);
            connections.set(0);
        }

        Counts copy() {
            Counts copy = new Counts();
            copy.statements.set(statements.get());
            copy.historyStatements.set(historyStatements.get());
            copy.commits.set(commits.get());
            copy.connections.set(connections.get());
            return copy;
        }
    }

    /** Per-step averages and latency. */
    private record Cost(double statements, double historyStatements, double commits, double connections,
            double walBytes, double medianMicros, double p99Micros) {
    }
}
