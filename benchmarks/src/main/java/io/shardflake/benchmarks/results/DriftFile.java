package io.shardflake.benchmarks.results;

import java.util.List;

/**
 * {@code drift.json}, written by {@code DriftAndOrderCheck}.
 *
 * @param tool always {@code DriftAndOrderCheck}
 * @param date when it ran (ISO-8601)
 * @param java the JVM
 * @param secondsPerRun how long each generator ran per thread count
 * @param jvmPerRun true when each (generator, thread count) ran in a fresh JVM
 * @param samplePeriodMs how often the lead over the wall clock was sampled
 * @param results one per generator and thread count
 */
public record DriftFile(String tool, String date, String java, double secondsPerRun, boolean jvmPerRun,
        double samplePeriodMs, List<DriftResult> results) {
}
