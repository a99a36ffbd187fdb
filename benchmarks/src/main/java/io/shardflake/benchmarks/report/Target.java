package io.shardflake.benchmarks.report;

/**
 * One target's verdict.
 *
 * @param what the target, in words
 * @param measured what the run measured for it
 * @param met true when met, false when missed, null when not measured
 * @param margin by how much
 * @param pass the run's pass that measured it ("threads 2", "drift", "idle"), for its load average
 */
record Target(String what, String measured, Boolean met, String margin, String pass) {
}
