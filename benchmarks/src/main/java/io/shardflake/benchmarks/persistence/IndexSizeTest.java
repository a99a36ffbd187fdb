package io.shardflake.benchmarks.persistence;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Consumer;
import org.hibernate.SessionFactory;

/**
 * The size and fill of each strategy's primary-key index on PostgreSQL after a given number of rows: keys that
 * only ever grow are appended at the right edge of the B-tree, whose pages PostgreSQL splits leaving them 90%
 * full (its leaf fillfactor); random keys land anywhere and split pages in half, leaving them about 70% full.
 *
 * <p>Leaf density comes from {@code pgstatindex} (the pgstattuple extension) when the server has it; a size-based
 * estimate is always computed beside it: the bytes the keys need (index tuple plus line pointer) over the
 * index's bytes.
 */
final class IndexSizeTest {

    /** Bytes of a page PostgreSQL's B-tree can fill: 8192 less the page header (24) and B-tree special space (16). */
    private static final int USABLE_PAGE_BYTES = 8192 - 24 - 16;
    private static final Instant BASE = Instant.parse("2026-06-01T00:00:00Z");

    private final Database database;
    private final SessionFactory sessionFactory;
    private final Consumer<String> log;

    IndexSizeTest(Database database, SessionFactory sessionFactory, Consumer<String> log) {
        this.database = database;
        this.sessionFactory = sessionFactory;
        this.log = log;
    }

    /**
     * @param rows rows per strategy
     * @return each strategy's index
     * @throws SQLException if PostgreSQL refuses something
     */
    IndexResults run(int rows) throws SQLException {
        boolean pgstattuple = installPgstattuple();
        Map<Strategy, IndexResults.Measure> measures = new EnumMap<>(Strategy.class);
        for (Strategy strategy : Strategy.values()) {
            database.execute("truncate table " + strategy.table(), "checkpoint");
            long start = System.nanoTime();
            fill(strategy, rows);
            double seconds = (System.nanoTime() - start) / 1e9;
            IndexResults.Measure measure = measure(strategy, rows, pgstattuple, seconds);
            measures.put(strategy, measure);
            log.accept(String.format("index: %s %,d rows in %.1f s: %,d bytes, leaf density %s", strategy.name(),
                    rows, seconds, measure.bytes(), measure.avgLeafDensity() == null ? "n/a"
                            : String.format("%.2f%%", measure.avgLeafDensity())));
            // Frees the disk; the next strategy's table starts empty anyway.
            database.execute("truncate table " + strategy.table());
        }
        return new IndexResults(rows, pgstattuple, measures);
    }

    private boolean installPgstattuple() {
        try {
            database.execute("create extension if not exists pgstattuple");
            return true;
        } catch (SQLException missing) {
            log.accept("index: pgstattuple is not available (" + missing.getMessage()
                    + "); leaf density is estimated from the index size only");
            return false;
        }
    }

    private void fill(Strategy strategy, int rows) throws SQLException {
        try (Connection connection = database.connect()) {
            CopyRows copy = new CopyRows(connection, strategy.table(), !strategy.databaseMakesId());
            if (strategy.databaseMakesId()) {
                for (int n = 0; n < rows; n++) {
                    copy.add(null, n, BASE.plusMillis(n));
                }
            } else {
                try (GeneratedIds ids = new GeneratedIds(sessionFactory, strategy)) {
                    for (int n = 0; n < rows; n++) {
                        copy.add(ids.next(), n, BASE.plusMillis(n));
                    }
                }
            }
            long copied = copy.finish();
            if (copied != rows) {
                throw new IllegalStateException(strategy + ": COPY took " + copied + " rows, expected " + rows);
            }
        }
    }

    private IndexResults.Measure measure(Strategy strategy, int rows, boolean pgstattuple, double seconds)
            throws SQLException {
        String index = strategy.primaryKeyIndex();
        try (Connection connection = database.connect()) {
            long bytes;
            String pretty;
            try (PreparedStatement size = connection.prepareStatement(
                    "select pg_relation_size(?::regclass), pg_size_pretty(pg_relation_size(?::regclass))")) {
                size.setString(1, index);
                size.setString(2, index);
                try (ResultSet result = size.executeQuery()) {
                    result.next();
                    bytes = result.getLong(1);
                    pretty = result.getString(2);
                }
            }
            int keyBytes = strategy.keyType().equals("uuid") ? 16 : 8;
            // An index tuple is an 8-byte header plus the key (a multiple of 8 here), plus a 4-byte line pointer.
            double neededBytes = (double) rows * (8 + keyBytes + 4);
            double estimate = 100 * neededBytes / (bytes / 8192.0 * USABLE_PAGE_BYTES);
            if (!pgstattuple) {
                return new IndexResults.Measure(rows, bytes, pretty, null, null, null, null, null, estimate, seconds);
            }
            try (PreparedStatement stats = connection.prepareStatement("select avg_leaf_density, leaf_pages, "
                    + "internal_pages, tree_level, leaf_fragmentation from pgstatindex(?)")) {
                stats.setString(1, index);
                try (ResultSet result = stats.executeQuery()) {
                    result.next();
                    return new IndexResults.Measure(rows, bytes, pretty, result.getDouble(1), result.getLong(2),
                            result.getLong(3), result.getInt(4), result.getDouble(5), estimate, seconds);
                }
            }
        }
    }
}
