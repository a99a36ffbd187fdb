package io.shardflake.benchmarks.persistence;

/** The report's table of one database's insert pass. */
final class InsertTable {

    private InsertTable() {
    }

    /**
     * @param pass one database's timed runs
     * @param out where the Markdown goes
     */
    static void write(InsertResults pass, StringBuilder out) {
        out.append("## Inserts: ").append(pass.label()).append("\n\n");
        out.append(Fmt.count(pass.rows())).append(" rows per run, median of ").append(pass.rounds())
                .append(" rounds.\n\n");
        out.append("| strategy | rows/s (median) | slowest – fastest | × app-assigned | × SEQUENCE | × IDENTITY "
                + "| JDBC per 1,000 rows |\n");
        out.append("|---|---:|---:|---:|---:|---:|---|\n");
        for (Strategy strategy : Strategy.values()) {
            double[] rates = pass.rates(strategy);
            JdbcCounter.JdbcCounts jdbc = pass.jdbcPerThousand(strategy);
            out.append("| ").append(strategy.label())
                    .append(" | ").append(Fmt.count(pass.median(strategy)))
                    .append(" | ").append(Fmt.count(Stats.min(rates))).append(" – ").append(Fmt.count(Stats.max(rates)))
                    .append(" | ").append(Fmt.times(pass.ratio(strategy, Strategy.ASSIGNED)))
                    .append(" | ").append(Fmt.times(pass.ratio(strategy, Strategy.SEQUENCE)))
                    .append(" | ").append(Fmt.times(pass.ratio(strategy, Strategy.IDENTITY)))
                    .append(" | ").append(jdbc.batches()).append(" batches, ").append(jdbc.statements())
                    .append(" statements |\n");
        }
        out.append('\n');
    }
}
