package io.shardflake.benchmarks.persistence;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;

/**
 * Time-window reads on PostgreSQL, by id range and by timestamp.
 *
 * @param rows rows in the table
 * @param span the time the rows are spread over
 * @param primaryKeyBytes size of the primary-key index
 * @param timestampIndexBytes size of the index on {@code created_at}
 * @param windows one per window length
 */
record ReadResults(int rows, Duration span, long primaryKeyBytes, long timestampIndexBytes, List<Window> windows) {

    /**
     * One window length.
     *
     * @param length the window
     * @param queries timed queries per way
     * @param byIdMillis latency of each id-range query, ms
     * @param byTimeMillis latency of each timestamp query, ms
     * @param rows rows each query returned (the id-range one; see {@code mismatches})
     * @param mismatches queries where the two ways returned different row counts (expected 0)
     * @param idPlan {@code EXPLAIN (ANALYZE, BUFFERS)} of an id-range query for a window in the middle of the span
     * @param timePlan the same for the timestamp query
     */
    record Window(Duration length, int queries, double[] byIdMillis, double[] byTimeMillis, long[] rows,
            int mismatches, List<String> idPlan, List<String> timePlan) {

        /** @return the mean row count */
        double meanRows() {
            return Arrays.stream(rows).average().orElse(0);
        }

        /** @return the smallest row count */
        long minRows() {
            return Arrays.stream(rows).min().orElse(0);
        }

        /** @return the largest row count */
        long maxRows() {
            return Arrays.stream(rows).max().orElse(0);
        }
    }
}
