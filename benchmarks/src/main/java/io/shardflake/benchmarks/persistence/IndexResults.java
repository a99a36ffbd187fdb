package io.shardflake.benchmarks.persistence;

import java.util.Map;

/**
 * Each strategy's primary-key index on PostgreSQL after the same number of rows.
 *
 * @param rows rows per table
 * @param pgstattuple whether {@code pgstatindex} was available (else only the size-based estimate exists)
 * @param measures per strategy
 */
record IndexResults(int rows, boolean pgstattuple, Map<Strategy, Measure> measures) {

    /** @return the size of the strategy's index over the size of another's */
    double sizeRatio(Strategy strategy, Strategy base) {
        return (double) measures.get(strategy).bytes() / measures.get(base).bytes();
    }

    /**
     * One index.
     *
     * @param rows rows in the table
     * @param bytes {@code pg_relation_size} of the index
     * @param pretty {@code pg_size_pretty} of it
     * @param avgLeafDensity {@code pgstatindex}'s {@code avg_leaf_density}, percent (null without pgstattuple)
     * @param leafPages leaf pages (null without pgstattuple)
     * @param internalPages internal pages (null without pgstattuple)
     * @param treeLevel levels above the leaves (null without pgstattuple)
     * @param leafFragmentation {@code leaf_fragmentation}, percent (null without pgstattuple)
     * @param estimatedDensity bytes the keys need over the index's usable bytes, percent (meta and internal pages
     *     counted as if they were leaves, so slightly low)
     * @param fillSeconds time to fill the table with COPY
     */
    record Measure(int rows, long bytes, String pretty, Double avgLeafDensity, Long leafPages, Long internalPages,
            Integer treeLevel, Double leafFragmentation, double estimatedDensity, double fillSeconds) {

        /** @return the size in MiB */
        double mebibytes() {
            return bytes / (1024.0 * 1024.0);
        }
    }
}
