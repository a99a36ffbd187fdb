package io.shardflake.worker.lease;

/**
 * The parts of the MySQL dialect's origin ({@link LeaseDialect#sqlOrigin}) that only MariaDB runs: each sits in a
 * MariaDB executable comment ({@code /*M!100000 ... *}{@code /}), which MySQL reads as a plain comment, so one
 * expression serves both servers and the shipped DDL file. Variables are read from {@code information_schema}, where
 * a name a build lacks (a server built without Galera) reads as NULL rather than failing.
 */
final class MariaDb {

    /**
     * Opens the origin with a Galera cluster's state UUID when {@code wsrep_on}: what the cluster is, the same on every
     * node (each node has its own {@code server_id} and its own creation time of the table), so a client that moves
     * between nodes reads no change. Closed by {@link #RESTART_UNLESS_DURABLE}.
     */
    static final String GALERA_OR = "/*M!100000 IF((SELECT VARIABLE_VALUE FROM information_schema.GLOBAL_VARIABLES"
            + " WHERE VARIABLE_NAME = 'WSREP_ON') = 'ON', CONCAT('MariaDB Galera cluster ', (SELECT VARIABLE_VALUE FROM"
            + " information_schema.GLOBAL_STATUS WHERE VARIABLE_NAME = 'WSREP_CLUSTER_STATE_UUID')), CONCAT( */";

    /**
     * The server's start time ({@code UNIX_TIMESTAMP() - Uptime}: both are taken at the statement's start, so the
     * difference is exact) when a commit that returned may still be lost in a crash: InnoDB not flushing its log at
     * each commit ({@code innodb_flush_log_at_trx_commit} 0 or 2), or a binary log not synced at each commit
     * ({@code sync_binlog} other than 1), which crash recovery then takes as the truth.
     */
    static final String RESTART_UNLESS_DURABLE = " /*M!100000 , CASE WHEN @@innodb_flush_log_at_trx_commit = 1 AND"
            + " (@@log_bin = 0 OR @@sync_binlog = 1) THEN '' ELSE CONCAT(', started ', UNIX_TIMESTAMP() - (SELECT"
            + " VARIABLE_VALUE FROM information_schema.GLOBAL_STATUS WHERE VARIABLE_NAME = 'UPTIME')) END)) */";

    private MariaDb() {
    }
}
