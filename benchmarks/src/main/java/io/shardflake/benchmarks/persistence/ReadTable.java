package io.shardflake.benchmarks.persistence;

import java.time.Duration;
import java.util.List;

/** The report's table of time-window reads on PostgreSQL. */
final class ReadTable {

    private ReadTable() {
    }

    /**
     * @param read the measurements
     * @param out where the Markdown goes
     */
    static void write(ReadResults read, StringBuilder out) {
        double spacingMillis = read.span().toNanos() / 1e6 / read.rows();
        out.append("## Time-window reads (PostgreSQL, ").append(Fmt.count(read.rows())).append(" rows)\n\n");
        out.append("A table of ").append(Fmt.count(read.rows())).append(" rows spread evenly over ")
                .append(read.span().toHours()).append(" hours (one every ")
                .append(String.format(java.util.Locale.ROOT, "%.1f", spacingMillis))
                .append(" ms); each id is what the @SnowflakeId generator (same layout, worker and shard) makes at "
                        + "the row's `created_at`, run on a manual clock. Indexes: the primary key (")
                .append(Fmt.mebibytes(read.primaryKeyBytes() / 1048576.0)).append(" MiB) and one on `created_at` (")
                .append(Fmt.mebibytes(read.timestampIndexBytes() / 1048576.0)).append(" MiB), which the id range "
                        + "does not need. Windows start at random whole milliseconds; the same windows for both ways, "
                        + "which alternate going first; every column of every row read through JDBC. 10 untimed "
                        + "queries of each first.\n\n");
        out.append("- by id: `WHERE id BETWEEN ? AND ?` with `IdLayout.idRange(from, to)`\n");
        out.append("- by timestamp: `WHERE created_at >= ? AND created_at < ?`\n\n");
        out.append("| window | rows per query | queries | by id range: median (p90) | by created_at: median (p90) "
                + "| id ÷ timestamp | row counts differing |\n");
        out.append("|---|---:|---:|---:|---:|---:|---:|\n");
        for (ReadResults.Window window : read.windows()) {
            double byId = Stats.median(window.byIdMillis());
            double byTime = Stats.median(window.byTimeMillis());
            out.append("| ").append(label(window.length()))
                    .append(" | ").append(Fmt.count(window.meanRows())).append(" (")
                    .append(Fmt.count(window.minRows())).append("–").append(Fmt.count(window.maxRows())).append(")")
                    .append(" | ").append(window.queries())
                    .append(" | ").append(Fmt.millis(byId)).append(" ms (")
                    .append(Fmt.millis(Stats.percentile(window.byIdMillis(), 90))).append(")")
                    .append(" | ").append(Fmt.millis(byTime)).append(" ms (")
                    .append(Fmt.millis(Stats.percentile(window.byTimeMillis(), 90))).append(")")
                    .append(" | ").append(Fmt.times(byId / byTime))
                    .append(" | ").append(window.mismatches()).append(" |\n");
        }
        out.append("\nPlans (`EXPLAIN (ANALYZE, BUFFERS)`, a window in the middle of the day; first two lines):\n\n```\n");
        for (ReadResults.Window window : read.windows()) {
            plan(label(window.length()) + ", by id:", window.idPlan(), out);
            plan(label(window.length()) + ", by created_at:", window.timePlan(), out);
        }
        out.append("```\n\n");
    }

    private static void plan(String title, List<String> plan, StringBuilder out) {
        out.append(title).append('\n');
        plan.stream().limit(2).forEach(line -> out.append("  ").append(line.strip()).append('\n'));
    }

    private static String label(Duration window) {
        return window.toHours() >= 1 ? window.toHours() + " hour" + (window.toHours() > 1 ? "s" : "")
                : window.toMinutes() + " minute" + (window.toMinutes() > 1 ? "s" : "");
    }
}
