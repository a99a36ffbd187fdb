package io.shardflake.benchmarks.persistence;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.hibernate.SessionFactory;

/**
 * One pass of inserts on one database: an untimed warm-up run of every strategy, then rounds in which every
 * strategy inserts the same number of rows into its emptied table, the order rotated by one each round so no
 * strategy always runs first (after a quiet spell) or last (after the others' writes).
 */
final class InsertPass {

    private final Database database;
    private final SessionFactory sessionFactory;
    private final Consumer<String> log;

    InsertPass(Database database, SessionFactory sessionFactory, Consumer<String> log) {
        this.database = database;
        this.sessionFactory = sessionFactory;
        this.log = log;
    }

    /**
     * @param rows rows per strategy per round
     * @param rounds timed rounds
     * @param warmupRows rows per strategy in the untimed first run (0 for none)
     * @return every timed run
     * @throws SQLException if emptying or counting a table fails
     */
    InsertResults run(int rows, int rounds, int warmupRows) throws SQLException {
        List<Strategy> strategies = List.of(Strategy.values());
        if (database.kind() == Database.Kind.POSTGRES) {
            // Runs start from empty tables; an autovacuum of one strategy's table landing in another's timing is
            // noise, not a cost of either.
            for (Strategy strategy : strategies) {
                database.execute("alter table " + strategy.table() + " set (autovacuum_enabled = off)");
            }
        }
        if (warmupRows > 0) {
            for (Strategy strategy : strategies) {
                empty(strategy);
                InsertRun.insert(sessionFactory, strategy, warmupRows);
            }
            log.accept(database.kind().key() + ": warm-up done, " + warmupRows + " rows per strategy");
        }
        Map<Strategy, List<InsertRun.Timing>> timings = new EnumMap<>(Strategy.class);
        List<List<Strategy>> orders = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            List<Strategy> order = rotated(strategies, round);
            orders.add(order);
            StringBuilder line = new StringBuilder(database.kind().key() + ": round " + (round + 1) + ":");
            for (Strategy strategy : order) {
                empty(strategy);
                // A collection now rather than in the middle of someone's timing.
                System.gc();
                InsertRun.Timing timing = InsertRun.insert(sessionFactory, strategy, rows);
                checkCount(strategy, rows);
                timings.computeIfAbsent(strategy, s -> new ArrayList<>()).add(timing);
                line.append(String.format(" %s %,.0f/s", strategy.name(), timing.rowsPerSecond()));
            }
            log.accept(line.toString());
        }
        for (Strategy strategy : strategies) {
            empty(strategy);
        }
        return new InsertResults(database.kind(), database.label(), rows, rounds, warmupRows, timings, orders);
    }

    private static List<Strategy> rotated(List<Strategy> strategies, int round) {
        List<Strategy> order = new ArrayList<>(strategies.size());
        for (int i = 0; i < strategies.size(); i++) {
            order.add(strategies.get((round + i) % strategies.size()));
        }
        return order;
    }

    private void empty(Strategy strategy) throws SQLException {
        if (database.kind() == Database.Kind.H2_MEMORY) {
            database.execute("truncate table " + strategy.table());
        } else {
            // Writes the previous run's dirty pages out now, not during the next run.
            database.execute("truncate table " + strategy.table(), "checkpoint");
        }
    }

    private void checkCount(Strategy strategy, int rows) throws SQLException {
        try (Connection connection = database.connect(); Statement statement = connection.createStatement();
                ResultSet count = statement.executeQuery("select count(*) from " + strategy.table())) {
            count.next();
            if (count.getLong(1) != rows) {
                throw new IllegalStateException(strategy + " on " + database.kind().key() + ": " + count.getLong(1)
                        + " rows in " + strategy.table() + ", expected " + rows);
            }
        }
    }
}
