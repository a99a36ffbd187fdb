package io.shardflake.benchmarks.results;

import java.util.List;

/**
 * One generator at one thread count in the drift-and-order check. Null where nothing was measured.
 *
 * @param id the generator's id ({@code shardflake-default}, {@code jug-v7}, …)
 * @param label its name in tables
 * @param group {@code 64-bit}, {@code uuid} or {@code string}
 * @param threads how many threads shared it
 * @param seconds how long it ran
 * @param ids how many ids it made
 * @param idsPerSecond over the whole run
 * @param sustainedIdsPerSecond over the run's second half, after any bounded lead is spent
 * @param maxLeadMs the largest lead of an id's time over the wall clock seen
 * @param finalLeadMs the last id's lead
 * @param leadBound the lead the generator promises, in words
 * @param leadBoundMs the same in ms, or null without a bound
 * @param order the order the ids were checked in, in words
 * @param orderChecked false for a generator with no order to check
 * @param backward ids smaller than their thread's previous one, or null when not checked
 * @param repeats ids equal to their thread's previous one, or null when not checked
 * @param wraps counter wraps the format allows
 * @param samples lead samples taken
 * @param selfLargestLeadMs Shardflake's own count of its largest lead, or null for others
 * @param selfWaits Shardflake's own count of waits, or null
 * @param selfBorrowedTicks Shardflake's own count of borrowed ticks, or null
 * @param leadPer100msMs the largest lead in each 100 ms window
 */
public record DriftResult(String id, String label, String group, int threads, double seconds, long ids,
        long idsPerSecond, Long sustainedIdsPerSecond, Double maxLeadMs, Double finalLeadMs, String leadBound,
        Double leadBoundMs, String order, boolean orderChecked, Long backward, Long repeats, long wraps,
        long samples, Double selfLargestLeadMs, Long selfWaits, Long selfBorrowedTicks,
        List<Double> leadPer100msMs) {
}
