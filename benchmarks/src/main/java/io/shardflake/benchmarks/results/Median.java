package io.shardflake.benchmarks.results;

import java.util.Arrays;

/** The median the checks record and the report shows: of forks, of rounds. */
public final class Median {

    private Median() {
    }

    /**
     * @param values the figures, in any order (not changed)
     * @return their median, the mean of the middle two for an even count; NaN without any
     */
    public static double of(double... values) {
        if (values.length == 0) {
            return Double.NaN;
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int mid = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }
}
