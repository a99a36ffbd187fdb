package io.shardflake.benchmarks.persistence;

import java.util.Arrays;

/** Order statistics of small samples. */
final class Stats {

    private Stats() {
    }

    /** @return the median (the mean of the two middle values for an even count) */
    static double median(double[] values) {
        return percentile(values, 50);
    }

    /**
     * @param values the sample, not empty
     * @param percent 0..100
     * @return the percentile, interpolated linearly between the closest ranks
     */
    static double percentile(double[] values, double percent) {
        if (values.length == 0) {
            throw new IllegalArgumentException("no values");
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        double rank = percent / 100 * (sorted.length - 1);
        int below = (int) Math.floor(rank);
        int above = (int) Math.ceil(rank);
        return sorted[below] + (sorted[above] - sorted[below]) * (rank - below);
    }

    /** @return the smallest value */
    static double min(double[] values) {
        return Arrays.stream(values).min().orElseThrow();
    }

    /** @return the largest value */
    static double max(double[] values) {
        return Arrays.stream(values).max().orElseThrow();
    }
}
