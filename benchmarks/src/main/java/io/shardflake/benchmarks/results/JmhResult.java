package io.shardflake.benchmarks.results;

import java.util.List;
import java.util.Map;

/**
 * One element of JMH's JSON result file ({@code -rf json}): the fields the report reads. JMH can write its
 * {@code RunResult}s as JSON but not read them back, hence this mirror of the file.
 *
 * @param jmhVersion JMH's version
 * @param benchmark the benchmark method's full name
 * @param mode JMH's mode ({@code thrpt}, {@code sample})
 * @param threads the thread count
 * @param vmName the JVM's name
 * @param vmVersion the JVM's version
 * @param params the {@code @Param} values, or null without any
 * @param primaryMetric the score
 * @param secondaryMetrics the profilers' figures by name (e.g. {@code ·gc.alloc.rate.norm}), or null
 */
public record JmhResult(String jmhVersion, String benchmark, String mode, int threads, String vmName,
        String vmVersion, Map<String, String> params, Metric primaryMetric, Map<String, Metric> secondaryMetrics) {

    /**
     * One metric of a result.
     *
     * @param score the score over all forks
     * @param scoreError the 99.9% confidence half-width; JMH writes "NaN" with too few iterations, and this
     *     module's writer null
     * @param scoreUnit the unit
     * @param scorePercentiles percentile ("50.0", "99.9", …) to value; for sample time
     * @param rawData one list of iteration scores per fork
     * @param rawDataHistogram for sample time: per fork, per iteration, {@code [value, count]} pairs
     */
    public record Metric(Double score, Double scoreError, String scoreUnit, Map<String, Double> scorePercentiles,
            List<List<Double>> rawData, List<List<List<List<Double>>>> rawDataHistogram) {
    }
}
