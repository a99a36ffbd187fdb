package io.shardflake.worker.lease;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Makes sure the table exists with the lease columns, creating it when allowed. Runs after {@link ConnectionCheck},
 * so the database is reachable and supported: what fails here is the table itself.
 *
 * <p>The table and its stamp (row -1) are created in one transaction, so that no other instance sees the table without
 * its stamp, which a claim would take for a table emptied since (on MySQL and MariaDB, whose DDL commits at once, the
 * stamp follows within milliseconds: an instance that finds the new table without it waits a moment for it).
 *
 * @param link the lease's bounded way to its database
 * @param table the lease table
 * @param history its history table, or null when the history is off
 * @param create whether a missing table may be created
 * @param stamped whether claims read the table's stamp ({@link LostWrites#DETECT})
 */
record TableCheck(LeaseLink link, LeaseTable table, @Nullable HistoryTable history, boolean create,
        boolean stamped) {

    // How long an instance that finds a new, empty table without its stamp waits for its creator to write it.
    private static final long STAMP_WAIT_NANOS = 2_000_000_000L;
    private static final long STAMP_POLL_MILLIS = 50;

    void run() {
        SQLException missing = probe();
        if (missing == null) {
            if (stamped) {
                awaitStampOfANewTable();
            }
            checkHistory();
            return;
        }
        if (!create) {
            throw new LeaseTableMissingException(table.name().toString(),
                    "io/shardflake/worker/lease/" + table.dialect().ddlResource(),
                    LeaseDatabaseException.describe(missing));
        }
        List<String> statements = LeaseDdl.statements(table.dialect().ddlResource(), table.name(), stamped)
                .stream().filter(statement -> history != null || !LeaseDdl.creates(statement, historyName()))
                .toList();
        try {
            link.callAtStartup(connection -> {
                for (String statement : statements) {
                    table.execute(connection, statement);
                }
                if (stamped) {
                    table.sealStamp(connection, 1);
                }
                return null;
            });
        } catch (SQLException e) {
            // Another instance may have created it at the same moment; only a table still missing is an error.
            if (probe() != null) {
                throw new LeaseDatabaseException("lease table " + table.name() + " cannot be read even after CREATE"
                        + " TABLE IF NOT EXISTS: does a table of that name exist without the lease columns? ("
                        + LeaseDatabaseException.describe(e) + ")", e);
            }
        }
        SQLException stillMissing = probe();
        if (stillMissing != null) {
            throw new LeaseDatabaseException("lease table " + table.name() + " cannot be read even after CREATE TABLE"
                    + " IF NOT EXISTS: does a table of that name exist without the lease columns?", stillMissing);
        }
        checkHistory();
    }

    /**
     * The history table, when the history is on: created alone when missing beside an existing lease table (an
     * upgrade; the lease table's stamp is left as it is), or refused when it may not be created.
     */
    private void checkHistory() {
        if (history == null) {
            return;
        }
        SQLException missing = probeHistory();
        if (missing == null) {
            return;
        }
        if (!create) {
            throw LeaseTableMissingException.history(history.name().toString(), table.name().toString(),
                    "io/shardflake/worker/lease/" + table.dialect().ddlResource(),
                    LeaseDatabaseException.describe(missing));
        }
        List<String> statements = LeaseDdl.statements(table.dialect().ddlResource(), table.name(), stamped).stream()
                .filter(statement -> LeaseDdl.creates(statement, historyName())).toList();
        try {
            link.callAtStartup(connection -> {
                for (String statement : statements) {
                    table.execute(connection, statement);
                }
                return null;
            });
        } catch (SQLException e) {
            // Another instance may have created it at the same moment; only a table still missing is an error.
        }
        SQLException stillMissing = probeHistory();
        if (stillMissing != null) {
            throw new LeaseDatabaseException("lease history table " + history.name() + " cannot be read even after"
                    + " CREATE TABLE IF NOT EXISTS: does a table of that name exist without the history columns?",
                    stillMissing);
        }
    }

    private String historyName() {
        return HistoryTable.of(table.name()).sql();
    }

    /** @return null if the history table is usable, the database's complaint if it is missing or incomplete */
    private @Nullable SQLException probeHistory() {
        HistoryTable probed = history;
        try {
            return missing(connection -> probed.probe(connection));
        } catch (SQLException e) {
            throw new LeaseDatabaseException("could not check lease history table " + probed.name(), e);
        }
    }

    /**
     * An existing table, new and empty, whose stamp is not there yet: another instance created it a moment ago on a
     * database whose DDL commits at once. Waits a little for the stamp; a table still without one afterwards is left to
     * the claims, which wait out a quarantine for it.
     */
    private void awaitStampOfANewTable() {
        long start = System.nanoTime();
        try {
            while (link.callAtStartup(connection -> table.stamp(connection) == null
                    && !table.hasWorkerRows(connection))) {
                if (System.nanoTime() - start > STAMP_WAIT_NANOS) {
                    return;
                }
                Thread.sleep(STAMP_POLL_MILLIS);
            }
        } catch (SQLException e) {
            throw new LeaseDatabaseException("could not read the stamp of lease table " + table.name(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** @return null if the table is usable, the database's complaint if it is missing or incomplete */
    private @Nullable SQLException probe() {
        try {
            return missing(table::probe);
        } catch (SQLException e) {
            throw new LeaseDatabaseException("could not check lease table " + table.name(), e);
        }
    }

    /**
     * @param read a statement that fails when the table or a column is missing
     * @return null if it succeeded, the database's complaint if the table is missing or incomplete
     * @throws SQLException if it failed otherwise
     */
    private @Nullable SQLException missing(Probe read) throws SQLException {
        try {
            link.callAtStartup(connection -> {
                read.run(connection);
                return null;
            });
            return null;
        } catch (SQLException e) {
            if (e.getSQLState() != null && e.getSQLState().startsWith("42")) {
                return e; // class 42: no such table or column (or no right to see it)
            }
            throw e;
        }
    }

    /** A read of a table that only checks it is there. */
    @FunctionalInterface
    private interface Probe {
        void run(Connection connection) throws SQLException;
    }
}
