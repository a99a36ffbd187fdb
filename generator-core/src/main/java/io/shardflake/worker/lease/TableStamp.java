package io.shardflake.worker.lease;

import org.jspecify.annotations.Nullable;

/**
 * Row -1 of the lease table: which database the table's writes were last made on, and since when a claim must wait
 * before trusting the rows — what lets a claim tell that the table may have lost writes (a standby promoted, a backup
 * restored, the rows emptied) although it remembers nothing of its own.
 *
 * @param writtenOn the origin the stamp was written on ({@link LeaseDialect#sqlOrigin}): by the table's DDL, then by
 *     the first instance to notice a change
 * @param changedAt the database's clock when a change of origin (or a loss) was noticed, microseconds since 1970;
 *     claims wait until this plus the quarantine; 0 for none
 * @param version bumped by every write of the stamp, so two instances noticing the same change write it once
 * @param writtenXid the transaction that wrote the stamp, where the database shows one (PostgreSQL), else null
 * @param rowWriter the transaction that wrote the row as it is now (PostgreSQL's {@code xmin}), else null
 */
record TableStamp(String writtenOn, long changedAt, long version, @Nullable Long writtenXid, @Nullable Long rowWriter) {

    /** The worker id of the stamp's row: below every real one, which start at 0. */
    static final int ROW = -1;

    /**
     * @return true if the row was not written by the transaction the stamp names: a copy (a backup restored, a dump
     *     loaded) of a stamp written elsewhere or earlier. Compared on the low 32 bits: {@code xmin} is a 32-bit
     *     transaction id, the stored one a 64-bit one with its epoch.
     */
    boolean isCopy() {
        return writtenXid != null && rowWriter != null && (writtenXid & 0xFFFF_FFFFL) != rowWriter;
    }
}
