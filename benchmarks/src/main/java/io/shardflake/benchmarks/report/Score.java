package io.shardflake.benchmarks.report;

import io.shardflake.benchmarks.results.JmhResult;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One JMH result as the report uses it.
 *
 * @param key class.method, then the parameters sorted: {@code UuidBenchmark.jug[kind=v7]}
 * @param threads the thread count
 * @param score ops/s (throughput) or ns/op (sample time)
 * @param error JMH's 99.9% half-width
 * @param bytesPerOp {@code gc.alloc.rate.norm}, or null without {@code -prof gc}
 * @param percentiles sample-time percentiles ("50.0" → ns)
 * @param samples how many calls sample time timed
 * @param forks the score fork by fork
 * @param bytesForks the B/op fork by fork
 */
record Score(String key, int threads, double score, double error, Double bytesPerOp,
        Map<String, Double> percentiles, long samples, ForkScores forks, ForkScores bytesForks) {

    static Score of(JmhResult r) {
        String[] parts = r.benchmark().split("\\.");
        String key = parts[parts.length - 2] + "." + parts[parts.length - 1];
        if (r.params() != null && !r.params().isEmpty()) {
            StringBuilder p = new StringBuilder();
            new TreeMap<>(r.params()).forEach((k, v) -> p.append(p.length() == 0 ? "" : ",").append(k).append('=')
                    .append(v));
            key += "[" + p + "]";
        }
        JmhResult.Metric primary = r.primaryMetric();
        Double bytes = null;
        ForkScores bytesForks = ForkScores.of(null);
        if (r.secondaryMetrics() != null) {
            for (Map.Entry<String, JmhResult.Metric> metric : r.secondaryMetrics().entrySet()) {
                if (metric.getKey().endsWith("gc.alloc.rate.norm")) {
                    bytes = Text.orNaN(metric.getValue().score());
                    bytesForks = ForkScores.of(metric.getValue().rawData());
                }
            }
        }
        Map<String, Double> percentiles = new LinkedHashMap<>();
        if (primary.scorePercentiles() != null) {
            primary.scorePercentiles().forEach((k, v) -> percentiles.put(k, Text.orNaN(v)));
        }
        long samples = 0;
        if (primary.rawDataHistogram() != null) {
            for (List<List<List<Double>>> fork : primary.rawDataHistogram()) {
                for (List<List<Double>> iteration : fork) {
                    for (List<Double> pair : iteration) {
                        samples += (long) Text.orNaN(pair.get(1));
                    }
                }
            }
        }
        return new Score(key, r.threads(), Text.orNaN(primary.score()), Text.orNaN(primary.scoreError()), bytes,
                percentiles, samples, ForkScores.of(primary.rawData()), bytesForks);
    }

    double nsPerOp() {
        return threads * 1e9 / score;
    }

    /** @return the B/op of the fork that allocated most, or the overall figure when forks were not recorded */
    Double worstBytesPerOp() {
        return bytesForks.count() > 0 ? Double.valueOf(bytesForks.highest()) : bytesPerOp;
    }
}
