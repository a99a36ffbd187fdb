package io.shardflake.benchmarks.persistence;

import java.util.Locale;

/** The report's table of primary-key index sizes and leaf densities on PostgreSQL. */
final class IndexTable {

    private IndexTable() {
    }

    /**
     * @param index the measurements
     * @param out where the Markdown goes
     */
    static void write(IndexResults index, StringBuilder out) {
        out.append("## Primary-key index after ").append(Fmt.count(index.rows())).append(" rows (PostgreSQL)\n\n");
        out.append("Each table filled with `COPY` (the index already in place, so every key goes through the B-tree's "
                + "normal insert, as with INSERTs) with ids in generation order from the strategy's own generator: "
                + "the very generator objects of the SessionFactory for @SnowflakeId, @ShardflakeUuid and "
                + "Hibernate's UUIDs (RANDOM = `UUID.randomUUID()`), Hibernate's pooled optimizer for SEQUENCE, "
                + "PostgreSQL's identity column for IDENTITY, a counter for the app-assigned id.\n\n");
        out.append("| strategy | key | pg_relation_size | pg_size_pretty | × SEQUENCE | × UUIDv4 | avg_leaf_density "
                + "| leaf pages | levels | size-based density estimate |\n");
        out.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (Strategy strategy : Strategy.values()) {
            IndexResults.Measure measure = index.measures().get(strategy);
            out.append("| ").append(strategy.label())
                    .append(" | ").append(strategy.keyType())
                    .append(" | ").append(Fmt.count(measure.bytes())).append(" B (")
                    .append(Fmt.mebibytes(measure.mebibytes())).append(" MiB)")
                    .append(" | ").append(measure.pretty())
                    .append(" | ").append(Fmt.times(index.sizeRatio(strategy, Strategy.SEQUENCE)))
                    .append(" | ").append(Fmt.times(index.sizeRatio(strategy, Strategy.HIBERNATE_UUID4)))
                    .append(" | ").append(measure.avgLeafDensity() == null ? "n/a"
                            : Fmt.percent2(measure.avgLeafDensity()))
                    .append(" | ").append(measure.leafPages() == null ? "n/a" : Fmt.count(measure.leafPages()))
                    .append(" | ").append(measure.treeLevel() == null ? "n/a" : measure.treeLevel())
                    .append(" | ").append(Fmt.percent(measure.estimatedDensity())).append(" (estimate) |\n");
        }
        out.append('\n');
        out.append(index.pgstattuple()
                ? "avg_leaf_density, leaf pages and levels from `pgstatindex` (`CREATE EXTENSION pgstattuple` "
                        + "worked: the embedded binaries ship this contrib module). "
                : "**pgstattuple is not available** in these PostgreSQL binaries (`CREATE EXTENSION pgstattuple` "
                        + "failed), so there is no measured leaf density: only the estimate. ");
        out.append("The size-based estimate, labelled as such, is rows × (8-byte index tuple header + key + 4-byte "
                + "line pointer) ÷ (index pages × 8,152 usable bytes); it counts the meta and internal pages as "
                + "leaves, so it reads a little low. PostgreSQL splits the rightmost leaf of a B-tree so that the "
                + "left page stays 90% full (the default leaf fillfactor): 90% is the most that keys arriving in "
                + "order can reach, and random keys, which split pages in half, settle near 70%.");
        IndexResults.Measure v7 = index.measures().get(Strategy.SHARDFLAKE_UUID7);
        IndexResults.Measure v4 = index.measures().get(Strategy.HIBERNATE_UUID4);
        if (v7.avgLeafDensity() != null) {
            // Same key size, so the size ratio is (nearly) the inverse ratio of the fills: a fact of PostgreSQL's
            // B-tree, which no time-ordered generator can push below.
            out.append(" Both UUID keys take 28 bytes a leaf entry (a bigint 20), so their size ratio, ")
                    .append(String.format(Locale.ROOT, "%.3f", index.sizeRatio(Strategy.SHARDFLAKE_UUID7,
                            Strategy.HIBERNATE_UUID4)))
                    .append("×, is close to the inverse ratio of their leaf densities, ")
                    .append(Fmt.percent2(v4.avgLeafDensity())).append(" / ").append(Fmt.percent2(v7.avgLeafDensity()))
                    .append(" = ").append(String.format(Locale.ROOT, "%.3f", v4.avgLeafDensity()
                            / v7.avgLeafDensity()))
                    .append(": with the time-ordered key already at the 90% ceiling, only the random key's fill "
                            + "(which varies from run to run) moves it.");
        }
        out.append("\n\n");
    }
}
