package io.shardflake.sample.evaluate;

/**
 * One engine's run in a few numbers, for the comparison printed when several engines ran.
 *
 * @param engine {@code routing} or {@code shardingsphere}
 * @param rows rows inserted
 * @param rowsPerSecond rows inserted per second of the insert phase
 * @param p50Millis median insert transaction, in milliseconds
 * @param p99Millis 99th percentile insert transaction, in milliseconds
 * @param passed whether every check held
 */
record EngineSummary(String engine, long rows, double rowsPerSecond, double p50Millis, double p99Millis,
        boolean passed) {
}
