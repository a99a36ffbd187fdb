package io.shardflake.worker.lease;

/**
 * Whether the lease table's database can lose a write it acknowledged, and so what a claim must do before it trusts
 * the rows it reads ({@code shardflake.worker.lease.lost-writes}).
 *
 * <p>A database that fails over to an asynchronous standby, or is restored from a backup, comes back without its
 * latest writes: a lease row may then show an old expiry or an old reservation, or be missing, while the instance
 * that held it is still making ids. A claim that trusted such a row could repeat that instance's ids. The lease
 * therefore either detects such a change and waits it out, or waits on every claim, or is told it cannot happen.
 */
public enum LostWrites {

    /**
     * Find out (the default). Every claim and every renewal reads what the database says it is — PostgreSQL's
     * system identifier and timeline, MySQL's and MariaDB's {@code server_id} and the table's creation time (a Galera
     * cluster's state UUID instead), H2's database name, and the start time of a server that may lose acknowledged
     * commits in a crash — and the table records it ({@code written_on}, and its stamp in row -1). A claim on a database
     * that is not the one the table's writes went to, whose stamp is missing or was copied from elsewhere, waits out
     * one quarantine (lease duration + max lead + clock skew) before its first id; a holder whose row survived writes
     * its true reservation back and carries on. A database whose user may not read what it is refuses the lease at
     * startup, naming this setting.
     */
    DETECT("detect"),

    /**
     * Every claim waits out one quarantine before its first id, whatever the database says: safe on any database, at
     * the cost of one lease duration at every start.
     */
    ASSUME("assume"),

    /**
     * The database never loses a write it acknowledged: synchronous replication that waits for the standby to apply
     * ({@code synchronous_commit = remote_apply}), semi-synchronous replication that waits before the commit
     * ({@code AFTER_SYNC}) and never falls back to asynchronous, or a single server whose commits are durable
     * (PostgreSQL {@code fsync = on}; MySQL and MariaDB {@code innodb_flush_log_at_trx_commit = 1} and, with a binary
     * log, {@code sync_binlog = 1}) and that is never restored to an earlier point. No detection and no quarantine:
     * the user's statement is trusted.
     */
    IMPOSSIBLE("impossible");

    private final String value;

    LostWrites(String value) {
        this.value = value;
    }

    /** @return the configuration value, e.g. {@code detect} */
    public String value() {
        return value;
    }
}
