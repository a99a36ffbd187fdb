package io.shardflake.benchmarks.persistence;

import io.shardflake.IdLayout;
import io.shardflake.IdRange;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.hibernate.ShardflakeService;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import org.hibernate.SessionFactory;
import org.hibernate.engine.spi.SessionFactoryImplementor;

/**
 * A time window read two ways on PostgreSQL: by primary-key range ({@link IdLayout#idRange(Instant, Instant)},
 * {@code WHERE id BETWEEN ? AND ?}) and by an indexed timestamp column ({@code WHERE created_at >= ? AND
 * created_at < ?}). Both return the same rows; the id range needs no index beyond the primary key.
 *
 * <p>The table holds rows spread evenly over 24 hours. Each id is what the application's Snowflake generator
 * (same layout, worker and shard as Hibernate's) would have made at the row's {@code created_at}: the generator
 * runs on a {@link ManualClock} set to that instant. A real day cannot be waited for.
 */
final class TimeWindowReadTest {

    private static final Instant START = Instant.parse("2026-06-01T00:00:00Z");
    private static final Duration SPAN = Duration.ofHours(24);
    private static final String COLUMNS = "select id, name, created_at, amount from read_rows where ";
    private static final String BY_ID = COLUMNS + "id between ? and ?";
    private static final String BY_TIME = COLUMNS + "created_at >= ? and created_at < ?";
    private static final int WARMUP_QUERIES = 10;

    private final Database database;
    private final SessionFactory sessionFactory;
    private final Consumer<String> log;

    TimeWindowReadTest(Database database, SessionFactory sessionFactory, Consumer<String> log) {
        this.database = database;
        this.sessionFactory = sessionFactory;
        this.log = log;
    }

    /**
     * @param rows rows in the table
     * @param queries timed queries per window and way
     * @return latencies, row counts and plans, for a 1-minute and a 1-hour window
     * @throws SQLException if PostgreSQL refuses something
     */
    ReadResults run(int rows, int queries) throws SQLException {
        SnowflakeGenerator application = sessionFactory.unwrap(SessionFactoryImplementor.class).getServiceRegistry()
                .requireService(ShardflakeService.class).snowflakeGenerator();
        IdLayout layout = application.layout();
        fill(application, rows);
        List<ReadResults.Window> windows = new ArrayList<>();
        try (Connection connection = database.connect()) {
            for (Duration window : List.of(Duration.ofMinutes(1), Duration.ofHours(1))) {
                windows.add(measure(connection, layout, window, queries));
            }
            return new ReadResults(rows, SPAN, indexBytes(connection, "read_rows_pkey"),
                    indexBytes(connection, "read_rows_created_at"), windows);
        } finally {
            database.execute("drop table read_rows");
        }
    }

    private void fill(SnowflakeGenerator application, int rows) throws SQLException {
        database.execute("drop table if exists read_rows",
                "create table read_rows (id bigint primary key, name varchar(64) not null, "
                        + "created_at timestamp(6) with time zone not null, amount bigint not null)",
                "create index read_rows_created_at on read_rows (created_at)");
        ManualClock clock = ManualClock.at(START);
        SnowflakeGenerator generator = SnowflakeGenerator.builder(application.layout())
                .workerId(application.workerId()).defaultShard(application.defaultShard())
                .clock(ClockSettings.of(clock, clock).withPolicy(application.clockPolicy())).build();
        long spacingMicros = SPAN.toNanos() / 1000 / rows;
        try (Connection connection = database.connect()) {
            CopyRows copy = new CopyRows(connection, "read_rows", true);
            for (int n = 0; n < rows; n++) {
                Instant at = START.plusNanos(n * spacingMicros * 1000);
                clock.set(at);
                copy.add(generator.nextId(), n, at);
            }
            copy.finish();
        }
        database.execute("vacuum analyze read_rows");
        log.accept(String.format("read: %,d rows over %s, one every %,d µs", rows, SPAN, spacingMicros));
    }

    private ReadResults.Window measure(Connection connection, IdLayout layout, Duration window, int queries)
            throws SQLException {
        // The same windows for both ways; starts on whole milliseconds, so the id range (whole ticks) and the
        // timestamp range cover exactly the same instants.
        Random random = new Random(window.toMillis());
        long lastStart = SPAN.minus(window).toMillis();
        double[] byId = new double[queries];
        double[] byTime = new double[queries];
        long[] counts = new long[queries];
        int mismatches = 0;
        try (PreparedStatement idQuery = connection.prepareStatement(BY_ID);
                PreparedStatement timeQuery = connection.prepareStatement(BY_TIME)) {
            for (int i = -WARMUP_QUERIES; i < queries; i++) {
                Instant from = START.plusMillis((long) (random.nextDouble() * lastStart));
                Instant to = from.plus(window);
                IdRange range = layout.idRange(from, to.minusNanos(1));
                // Alternate which goes first, so neither always finds the pages the other just read.
                long[] idRun = new long[2];
                long[] timeRun = new long[2];
                if ((i & 1) == 0) {
                    run(idQuery, range, idRun);
                    run(timeQuery, from, to, timeRun);
                } else {
                    run(timeQuery, from, to, timeRun);
                    run(idQuery, range, idRun);
                }
                if (i >= 0) {
                    byId[i] = idRun[0] / 1e6;
                    byTime[i] = timeRun[0] / 1e6;
                    counts[i] = idRun[1];
                    if (idRun[1] != timeRun[1]) {
                        mismatches++;
                    }
                }
            }
        }
        Instant sampleFrom = START.plus(SPAN.dividedBy(2));
        IdRange sampleRange = layout.idRange(sampleFrom, sampleFrom.plus(window).minusNanos(1));
        List<String> idPlan = explain(connection, COLUMNS + "id between " + sampleRange.min() + " and "
                + sampleRange.max());
        List<String> timePlan = explain(connection, COLUMNS + "created_at >= '" + sampleFrom + "' and created_at < '"
                + sampleFrom.plus(window) + "'");
        ReadResults.Window result = new ReadResults.Window(window, queries, byId, byTime, counts, mismatches, idPlan,
                timePlan);
        log.accept(String.format("read: %s window: by id %.3f ms, by created_at %.3f ms (medians), %,.0f rows",
                window, Stats.median(byId), Stats.median(byTime), result.meanRows()));
        return result;
    }

    private static void run(PreparedStatement query, IdRange range, long[] nanosAndRows) throws SQLException {
        query.setLong(1, range.min());
        query.setLong(2, range.max());
        time(query, nanosAndRows);
    }

    private static void run(PreparedStatement query, Instant from, Instant to, long[] nanosAndRows)
            throws SQLException {
        query.setObject(1, OffsetDateTime.ofInstant(from, ZoneOffset.UTC));
        query.setObject(2, OffsetDateTime.ofInstant(to, ZoneOffset.UTC));
        time(query, nanosAndRows);
    }

    /** Times the query and the reading of every column of every row, as an application would. */
    private static void time(PreparedStatement query, long[] nanosAndRows) throws SQLException {
        long start = System.nanoTime();
        long rows = 0;
        try (ResultSet result = query.executeQuery()) {
            while (result.next()) {
                result.getLong(1);
                result.getString(2);
                result.getObject(3, OffsetDateTime.class);
                result.getLong(4);
                rows++;
            }
        }
        nanosAndRows[0] = System.nanoTime() - start;
        nanosAndRows[1] = rows;
    }

    private static List<String> explain(Connection connection, String query) throws SQLException {
        List<String> plan = new ArrayList<>();
        try (Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("explain (analyze, buffers) " + query)) {
            while (result.next()) {
                plan.add(result.getString(1));
            }
        }
        return plan;
    }

    private static long indexBytes(Connection connection, String index) throws SQLException {
        try (PreparedStatement size = connection.prepareStatement("select pg_relation_size(?::regclass)")) {
            size.setString(1, index);
            try (ResultSet result = size.executeQuery()) {
                result.next();
                return result.getLong(1);
            }
        }
    }
}
