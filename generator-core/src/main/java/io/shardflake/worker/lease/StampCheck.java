package io.shardflake.worker.lease;

import io.shardflake.clock.Micros;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import org.jspecify.annotations.Nullable;

/**
 * Reads the table's stamp in a claim's transaction and decides whether the rows may be trusted, writing the stamp when
 * it finds a change ({@link LostWrites}). A change is any of: the stamp names another origin than the database now
 * says it is (a standby promoted, a point-in-time recovery, another server); the stamp's row was not written by the
 * transaction it names (PostgreSQL: a backup or dump put back); the stamp is missing while worker rows exist (the table
 * emptied, or copied without it). The first instance to notice writes the stamp with the database's time; every claim
 * until that time plus the quarantine waits out the rest.
 *
 * @param table the lease table
 * @param lostWrites what to do
 * @param quarantine how long a claim waits after a change: lease duration + max lead + clock skew
 */
record StampCheck(LeaseTable table, LostWrites lostWrites, Duration quarantine) {

    private static final System.Logger LOG = System.getLogger(StampCheck.class.getName());

    /**
     * @param connection the claim's transaction
     * @param now the database's time and origin, read in the same transaction
     * @return the quarantine this claim must wait out, or null when the rows can be trusted
     */
    @Nullable Quarantine beforeClaim(Connection connection, DatabaseNow now) throws SQLException {
        return switch (lostWrites) {
            case IMPOSSIBLE -> null;
            case ASSUME -> new Quarantine(now.micros() + Micros.of(quarantine), "every claim waits out one quarantine ("
                    + "lost-writes = assume)");
            case DETECT -> detect(connection, now);
        };
    }

    /**
     * Marks the table changed, for a holder that found the database lost its writes (its origin changed, its row went
     * back to an earlier version or vanished): claims from now on wait out a quarantine. Nothing when the stamp already
     * records a change at least as recent, or when the lease does not detect.
     *
     * @param why what the holder found, for the log
     */
    void afterLoss(Connection connection, DatabaseNow now, String why) throws SQLException {
        if (lostWrites != LostWrites.DETECT) {
            return;
        }
        TableStamp stamp = table.stamp(connection);
        if (stamp != null && stamp.writtenOn().equals(now.origin()) && !stamp.isCopy()
                && now.micros() - stamp.changedAt() < Micros.of(quarantine) / 2) {
            return;
        }
        // Lost to another instance that marked it at the same moment: then it is marked, which is all that matters.
        if (table.writeStamp(connection, stamp, now.origin(), now.micros())) {
            warn(why, now);
        }
    }

    private @Nullable Quarantine detect(Connection connection, DatabaseNow now) throws SQLException {
        TableStamp stamp = table.stamp(connection);
        String change = change(stamp, now.origin());
        if (change == null) {
            long endsAt = stamp.changedAt() + Micros.of(quarantine);
            return endsAt > now.micros() ? new Quarantine(endsAt, "the lease table's database changed at "
                    + Micros.toInstant(stamp.changedAt()) + " (database clock), now " + now.origin()) : null;
        }
        requireWritten(table.writeStamp(connection, stamp, now.origin(), now.micros()));
        warn(change, now);
        return new Quarantine(now.micros() + Micros.of(quarantine), change);
    }

    /**
     * Another instance wrote the stamp since this transaction read it: this transaction's view is stale (under
     * REPEATABLE READ a second read would show the same), so it fails as a lost race and the claim reads again.
     */
    private void requireWritten(boolean written) throws SQLException {
        if (!written) {
            throw new SQLException("another instance wrote the stamp of lease table " + table.name() + " first",
                    "40001");
        }
    }

    private static @Nullable String change(@Nullable TableStamp stamp, String origin) {
        if (stamp == null) {
            return "the table's stamp (row " + TableStamp.ROW + ") is missing: the table was emptied, or its rows were"
                    + " copied without it, so they may not show the latest claims";
        }
        if (stamp.isCopy()) {
            return "the table's stamp was not written by this database (transaction " + stamp.writtenXid()
                    + ", row written by " + stamp.rowWriter() + "): the table was restored from a backup or a dump";
        }
        if (!stamp.writtenOn().equals(origin)) {
            return "the table was last written on " + stamp.writtenOn() + " and the database is now " + origin
                    + ": a standby was promoted or the database restored, and its latest writes may be lost";
        }
        return null;
    }

    private void warn(String change, DatabaseNow now) {
        LOG.log(System.Logger.Level.WARNING, "lease table {0} may have lost writes: {1}. New claims make no id before"
                + " {2} (database clock): one lease duration + max lead + clock skew ({3}), so that every fence an"
                + " earlier holder could still have is closed and no earlier reservation is ahead", table.name(), change,
                Micros.toInstant(now.micros() + Micros.of(quarantine)), quarantine);
    }
}
