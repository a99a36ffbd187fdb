package io.shardflake.benchmarks.persistence;

import java.util.List;
import java.util.Map;

/**
 * Every timed insert run of one pass on one database, and the figures the report draws from them.
 *
 * @param database which database
 * @param label the database with its version
 * @param rows rows per strategy per round
 * @param rounds timed rounds
 * @param warmupRows rows per strategy in the untimed first run
 * @param timings each strategy's runs, in round order
 * @param orders the order the strategies ran in, per round
 */
record InsertResults(Database.Kind database, String label, int rows, int rounds, int warmupRows,
        Map<Strategy, List<InsertRun.Timing>> timings, List<List<Strategy>> orders) {

    /** @return the strategy's rows per second in each round */
    double[] rates(Strategy strategy) {
        return timings.get(strategy).stream().mapToDouble(InsertRun.Timing::rowsPerSecond).toArray();
    }

    /** @return the median of the strategy's rows per second over the rounds */
    double median(Strategy strategy) {
        return Stats.median(rates(strategy));
    }

    /** @return the ratio of two strategies' medians */
    double ratio(Strategy strategy, Strategy base) {
        return median(strategy) / median(base);
    }

    /**
     * The median over the rounds of the ratio within each round. Both runs of a round happened within a minute
     * of each other, so a slow spell of the machine that spans a round cancels out; the ratio of medians does not
     * pair them.
     */
    double pairedRatio(Strategy strategy, Strategy base) {
        double[] mine = rates(strategy);
        double[] theirs = rates(base);
        double[] ratios = new double[mine.length];
        for (int i = 0; i < mine.length; i++) {
            ratios[i] = mine[i] / theirs[i];
        }
        return Stats.median(ratios);
    }

    /** @return the JDBC calls of the strategy's last run, per 1,000 rows */
    JdbcCounter.JdbcCounts jdbcPerThousand(Strategy strategy) {
        List<InsertRun.Timing> runs = timings.get(strategy);
        InsertRun.Timing last = runs.get(runs.size() - 1);
        double scale = 1000.0 / last.rows();
        return new JdbcCounter.JdbcCounts(Math.round(last.jdbc().batches() * scale),
                Math.round(last.jdbc().statements() * scale));
    }
}
