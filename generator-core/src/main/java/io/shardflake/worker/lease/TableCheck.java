package io.shardflake.worker.lease;

import io.shardflake.error.InvalidConfigurationException;
import java.sql.SQLException;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Makes sure the table exists with the lease columns, creating it when allowed. Runs after {@link ConnectionCheck},
 * so the database is reachable and supported: what fails here is the table itself.
 *
 * @param link the lease's bounded way to its database
 * @param table the lease table
 * @param create whether a missing table may be created
 */
record TableCheck(LeaseLink link, LeaseTable table, boolean create) {

    void run() {
        SQLException missing = probe();
        if (missing == null) {
            return;
        }
        if (!create) {
            throw new InvalidConfigurationException("table", table.name(), "an existing lease table with the"
                    + " lease columns; it is missing or incomplete (" + LeaseDatabaseException.describe(missing)
                    + ") and createTable is off. Create it with the DDL in io/shardflake/worker/lease/"
                    + table.dialect().ddlResource() + " (a Flyway migration too, and included by the Liquibase"
                    + " changelog io/shardflake/worker/lease/liquibase.xml; replace shardflake_worker_lease by " + table.name() + "), or turn createTable on");
        }
        List<String> statements = LeaseDdl.statements(table.dialect().ddlResource(), table.name());
        try {
            link.callAtStartup(connection -> {
                table.execute(connection, statements.get(0));
                return null;
            });
        } catch (SQLException e) {
            // Another instance may have created it at the same moment; only a table still missing is an error.
            if (probe() != null) {
                throw new LeaseDatabaseException("could not create lease table " + table.name(), e);
            }
        }
        SQLException stillMissing = probe();
        if (stillMissing != null) {
            throw new LeaseDatabaseException("lease table " + table.name() + " cannot be read even after CREATE TABLE"
                    + " IF NOT EXISTS: does a table of that name exist without the lease columns?", stillMissing);
        }
        try {
            // The table's stamp, written only if missing: the rest of the file.
            link.callAtStartup(connection -> {
                for (String statement : statements.subList(1, statements.size())) {
                    table.execute(connection, statement);
                }
                return null;
            });
        } catch (SQLException e) {
            if (!LostRace.is(e)) {
                throw new LeaseDatabaseException("could not write the stamp of lease table " + table.name(), e);
            }
        }
    }

    /** @return null if the table is usable, the database's complaint if it is missing or incomplete */
    private @Nullable SQLException probe() {
        try {
            link.callAtStartup(connection -> {
                table.probe(connection);
                return null;
            });
            return null;
        } catch (SQLException e) {
            if (e.getSQLState() != null && e.getSQLState().startsWith("42")) {
                return e; // class 42: no such table or column (or no right to see it)
            }
            throw new LeaseDatabaseException("could not check lease table " + table.name(), e);
        }
    }
}
