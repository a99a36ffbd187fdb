package io.shardflake.worker.lease;

import io.shardflake.error.InvalidConfigurationException;

/**
 * The lease table does not exist in the database (or lacks the lease columns), and the lease was told not to create
 * it ({@link JdbcWorkerLease.Builder#createTable(boolean) createTable(false)}). Nothing about the table's name is
 * wrong: the database lacks what a migration would have made, so the message says how to make it.
 *
 * <p>An integration restates it under its own setting: {@link #missing()} and {@link #howToCreate()} are the parts
 * that hold everywhere, and what lets the lease create the table is the integration's to say.
 */
public class LeaseTableMissingException extends InvalidConfigurationException {

    private static final long serialVersionUID = 1L;

    private static final String PARAMETER = "createTable";
    private static final String LIQUIBASE = "io/shardflake/worker/lease/liquibase.xml";

    private final String table;
    private final String leaseTable;
    private final String ddl;
    private final String reason;

    /**
     * @param table the lease table's name
     * @param ddl the class-path resource of the DDL that makes it on this database
     * @param reason what the database said when the table was read
     */
    LeaseTableMissingException(String table, String ddl, String reason) {
        this(table, table, ddl, reason, missing(false, table, reason) + ", and createTable(false) keeps the lease from"
                + " creating it. " + howToCreate(table, table, ddl) + ", or call createTable(true)");
    }

    private LeaseTableMissingException(String table, String leaseTable, String ddl, String reason, String message) {
        super(PARAMETER, false, "true, or an existing lease table", message);
        this.table = table;
        this.leaseTable = leaseTable;
        this.ddl = ddl;
        this.reason = reason;
    }

    /**
     * The lease's history table is missing, the lease table is there (an upgrade from a version without the
     * history, whose migrations have not run again).
     *
     * @param table the history table's name
     * @param leaseTable the lease table's name
     */
    static LeaseTableMissingException history(String table, String leaseTable, String ddl, String reason) {
        return new LeaseTableMissingException(table, leaseTable, ddl, reason, missing(true, table, reason)
                + ", and createTable(false) keeps the lease from creating it. " + howToCreate(table, leaseTable, ddl)
                + ", or call createTable(true), or turn the history off with history(false)");
    }

    /** @return the missing table's name: the lease table's, or its history table's */
    public String table() {
        return table;
    }

    /** @return the class-path resource of the DDL that makes the table on this database */
    public String ddl() {
        return ddl;
    }

    /** @return what the database said when the table was read */
    public String reason() {
        return reason;
    }

    /** @return e.g. {@code the lease table shardflake_worker_lease does not exist (or lacks the lease columns): ...} */
    public String missing() {
        return missing(!table.equals(leaseTable), table, reason);
    }

    /** @return how to make the table by hand, e.g. {@code Create it with the DDL in io/shardflake/...} */
    public String howToCreate() {
        return howToCreate(table, leaseTable, ddl);
    }

    private static String missing(boolean history, String table, String reason) {
        if (history) {
            return "the lease history table " + table + " does not exist in this database, or lacks the history"
                    + " columns (" + reason + ")";
        }
        return "the lease table " + table + " does not exist in this database, or lacks the lease columns ("
                + reason + ")";
    }

    private static String howToCreate(String table, String lease, String ddl) {
        String renamed = lease.equals(TableName.DEFAULT) ? "" : ", with " + TableName.DEFAULT + " replaced by " + lease;
        return "Create it with the DDL in " + ddl + renamed + " (on the class path: Flyway runs it as a repeatable"
                + " migration from its folder, Liquibase from " + LIQUIBASE + ")";
    }
}
