package io.shardflake.sample.evaluate;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockStatistics;
import io.shardflake.sample.shard.ShardMap;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/** Prints the evaluation's table: rows per shard, throughput, insert latency, each node's clock events, checks. */
final class Report {

    private Report() {
    }

    /** @return the run's figures for {@link #compare} */
    static EngineSummary print(PrintStream out, EvaluationOptions options, String engine, ShardMap map,
            LoadRun.Result load, DatabaseCheck.Outcome outcome, List<SnowflakeGenerator> nodes) {
        out.printf("Shardflake sample evaluation: %s, %s, %d nodes x %d threads, %,d customers x %d orders%n",
                options.profile(), engine, options.nodes(), options.threads(), options.customers(),
                options.ordersPerCustomer());
        out.println();
        out.printf("%-9s %-15s %10s %10s%n", "physical", "logical shards", "customers", "orders");
        long customers = 0;
        long orders = 0;
        for (int physical = 0; physical < map.physicalCount(); physical++) {
            String logicals = map.logicalOn(physical).stream().map(String::valueOf).collect(Collectors.joining(","));
            out.printf("%-9d %-15s %,10d %,10d%n", physical, logicals, outcome.customers()[physical],
                    outcome.orders()[physical]);
            customers += outcome.customers()[physical];
            orders += outcome.orders()[physical];
        }
        out.printf("%-9s %-15s %,10d %,10d%n", "total", "", customers, orders);
        out.println();

        long[] latencies = load.threads().stream().flatMapToLong(t -> Arrays.stream(t.latenciesNanos())).sorted()
                .toArray();
        double seconds = load.elapsedNanos() / 1e9;
        out.printf("inserts   %,d rows (one id each) in %.2f s = %,.0f ids/s%n", latencies.length, seconds,
                latencies.length / seconds);
        out.printf("latency   p50 %.2f ms, p99 %.2f ms, max %.2f ms (one insert transaction)%n",
                percentile(latencies, 0.50), percentile(latencies, 0.99), percentile(latencies, 1.0));
        out.println();

        out.printf("%-5s %-7s %9s %9s %6s %9s %12s%n", "node", "worker", "issued", "borrowed", "waits", "backward",
                "largest lead");
        for (int node = 0; node < nodes.size(); node++) {
            SnowflakeGenerator generator = nodes.get(node);
            ClockStatistics stats = generator.statistics();
            out.printf("%-5d %-7d %,9d %,9d %,6d %,9d %9d ms%n", node, generator.workerId(), stats.issued(),
                    stats.borrowedTicks(), stats.waits(), stats.backwardSteps(), stats.largestLead().toMillis());
        }
        out.println();
        if (outcome.violations().isEmpty()) {
            out.println("checks    OK: every id unique across all shards and made by this run; every order on its"
                    + " customer's shard; every id routes to its own row");
        } else {
            out.printf("checks    FAILED: %,d violations%n", outcome.violations().size());
            outcome.violations().stream().limit(20).forEach(v -> out.println("  " + v));
        }
        return new EngineSummary(engine, latencies.length, latencies.length / seconds, percentile(latencies, 0.50),
                percentile(latencies, 0.99), outcome.violations().isEmpty());
    }

    /** The engines side by side: the same load and checks, each on fresh databases. */
    static void compare(PrintStream out, List<EngineSummary> runs) {
        out.println();
        out.printf("%-15s %10s %10s %10s %10s  %s%n", "engine", "rows", "rows/s", "p50 ms", "p99 ms", "checks");
        for (EngineSummary run : runs) {
            out.printf("%-15s %,10d %,10.0f %10.2f %10.2f  %s%n", run.engine(), run.rows(), run.rowsPerSecond(),
                    run.p50Millis(), run.p99Millis(), run.passed() ? "OK" : "FAILED");
        }
    }

    /** Nearest-rank percentile of sorted nanoseconds, in milliseconds. */
    static double percentile(long[] sortedNanos, double fraction) {
        if (sortedNanos.length == 0) {
            return 0;
        }
        int rank = (int) Math.ceil(fraction * sortedNanos.length);
        return sortedNanos[Math.max(0, rank - 1)] / 1e6;
    }
}
