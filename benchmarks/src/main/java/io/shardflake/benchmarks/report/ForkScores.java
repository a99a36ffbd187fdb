package io.shardflake.benchmarks.report;

import io.shardflake.benchmarks.results.Median;
import java.util.ArrayList;
import java.util.List;

/**
 * One benchmark's score fork by fork: the mean of each fork's measured iterations, from JMH's {@code rawData}.
 *
 * <p>Why per fork: a JIT decision, or where the heap puts two hot objects, is made once per JVM and holds for its
 * life, so one fork can run at half the speed of the next; JMH's overall score and its error average that away.
 * The median fork says what to expect, the worst fork what can happen.
 *
 * @param means each fork's mean, in fork order
 */
record ForkScores(List<Double> means) {

    /**
     * @param rawData JMH's {@code rawData}: one list of iteration scores per fork (null: none recorded)
     * @return the forks' means
     */
    static ForkScores of(List<List<Double>> rawData) {
        List<Double> means = new ArrayList<>();
        if (rawData != null) {
            for (List<Double> iterations : rawData) {
                if (!iterations.isEmpty()) {
                    // A plain sum, not DoubleStream's compensated one: the figures stay those of earlier reports.
                    double sum = 0;
                    for (Double iteration : iterations) {
                        sum += Text.orNaN(iteration);
                    }
                    means.add(sum / iterations.size());
                }
            }
        }
        return new ForkScores(List.copyOf(means));
    }

    /** @return how many forks */
    int count() {
        return means.size();
    }

    /** @return the median of the forks' means (the mean of the middle two for an even count), NaN without forks */
    double median() {
        return Median.of(means.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /** @return the lowest fork mean (the worst for a throughput), NaN without forks */
    double lowest() {
        return means.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
    }

    /** @return the highest fork mean (the worst for an allocation rate), NaN without forks */
    double highest() {
        return means.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
    }
}
