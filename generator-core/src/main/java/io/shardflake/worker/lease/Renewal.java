package io.shardflake.worker.lease;

import io.shardflake.clock.Micros;
import java.sql.SQLException;
import org.jspecify.annotations.Nullable;

/**
 * One renewal of a {@link Tenure}, in one transaction: the holder's row extended if it is exactly as the holder last
 * wrote it, and otherwise read and judged.
 *
 * <p>The holder, not the table, knows how far its ids went. So when the table lost writes — the row is missing, or
 * shows a version older than the one the holder wrote, or the database is another server than the one the holder's
 * last write went to — the holder writes its row back with its true reservation and carries on, and marks the table
 * changed so that new claims wait out a quarantine ({@link StampCheck#afterLoss}). Only a row taken by another live
 * instance (a later version, or a lease that has not expired) is a loss; so is a row of this very lease instance
 * further ahead than this holder's own renewals whose answers it never got can explain: another copy of the process
 * (a cloned virtual machine, a restored snapshot) renews it too, and the copy that finds the other's write first
 * gives the worker id up, so the two never renew in turns on one worker id.
 */
final class Renewal {

    private Renewal() {
    }

    /**
     * What one renewal found.
     *
     * @param now the database's time and origin, read in the renewal's transaction
     * @param version the row's version after the renewal
     * @param lostWrites what the holder found the database had lost, or null when nothing was
     * @param lostTo why the worker id is lost (taken over by whom), or null when the renewal succeeded
     */
    record Outcome(DatabaseNow now, long version, @Nullable String lostWrites, @Nullable String lostTo) {
    }

    /**
     * @param leases the table's configuration
     * @param tenure the holding to renew
     * @param reservation the reservation to write: the holder's true one, from memory
     * @return what the renewal found
     * @throws SQLException if the database could not be read or written (or a claim raced the write-back: try later)
     */
    static Outcome run(JdbcWorkerLease leases, Tenure tenure, long reservation) throws SQLException {
        LeaseTable table = leases.table();
        return leases.link().call(connection -> {
            DatabaseNow now = table.now(connection);
            long expiresAt = now.micros() + Micros.of(leases.leaseDuration());
            long expected = tenure.version();
            String instance = tenure.holder.instance();
            int workerId = tenure.workerId;
            String lost = table.readsOrigin() && !now.origin().equals(tenure.origin())
                    ? "its writes went to " + tenure.origin() + " and now go to " + now.origin() : null;
            if (table.renew(connection, workerId, instance, expected, now.micros(), expiresAt, reservation,
                    now.origin())) {
                return marked(leases, connection, tenure, reservation, new Outcome(now, expected + 1, lost, null));
            }
            LeaseRow row = table.row(connection, workerId);
            long version;
            if (row == null) {
                table.insert(connection, new LeaseRow(workerId, tenure.holder, now.micros(), now.micros(), expiresAt,
                        reservation, expected + 1, now.origin()));
                version = expected + 1;
                lost = "its row was missing from the table";
            } else if (row.holder().instance().equals(instance)) {
                if (row.version() > expected + tenure.unconfirmedWrites()) {
                    return marked(leases, connection, tenure, reservation, new Outcome(now, expected, lost,
                            "another copy of this process renewed it as this same lease instance (version "
                            + row.version() + "; this copy last wrote version " + expected
                            + (tenure.unconfirmedWrites() == 0 ? "" : " and may have written "
                                    + tenure.unconfirmedWrites() + " more") + "): a clone of the virtual machine, or"
                            + " of the process restored from a snapshot, runs beside it, and one copy only may keep"
                            + " the worker id"));
                }
                if (row.version() < expected) {
                    lost = "its row went back from version " + expected + " to " + row.version();
                }
                // Otherwise a renewal of ours was committed but its answer lost: the row is still ours.
                if (!table.renew(connection, workerId, instance, row.version(), now.micros(), expiresAt, reservation,
                        now.origin())) {
                    throw raced(workerId);
                }
                version = row.version() + 1;
            } else if (row.version() <= expected && row.isFreeAt(now.micros())) {
                // An earlier holder's expired row where ours should be: the table went back to before our claim.
                lost = "its row went back to an earlier holder's, " + row.holder() + " (version " + row.version()
                        + ", this holder had written version " + expected + ")";
                LeaseRow ours = new LeaseRow(workerId, tenure.holder, now.micros(), now.micros(), expiresAt,
                        reservation, row.version() + 1, now.origin());
                if (!table.takeOver(connection, ours, now.micros())) {
                    throw raced(workerId);
                }
                version = row.version() + 1;
            } else {
                return marked(leases, connection, tenure, reservation, new Outcome(now, expected, lost, "it was taken"
                        + " over by " + row.holder() + " at " + Micros.toInstant(row.claimedAt()) + " (database clock)"));
            }
            return marked(leases, connection, tenure, reservation, new Outcome(now, version, lost, null));
        });
    }

    /**
     * Records what the renewal found: in the tenure's history row, when there is something the lease row cannot carry
     * (in the renewal's transaction: its end when the worker id is lost, the row written back when the database lost
     * writes; a plain renewal writes nothing there, the lease row carries it), and, when the table lost writes, in its
     * stamp.
     *
     * @param reservation the reservation the renewal wrote: the tenure's ids may carry times up to it, unless the
     *     worker id is lost (then up to the last one granted)
     */
    private static Outcome marked(JdbcWorkerLease leases, java.sql.Connection connection, Tenure tenure,
            long reservation, Outcome outcome) throws SQLException {
        HistoryTable history = leases.history();
        long now = outcome.now().micros();
        String instance = tenure.holder.instance();
        if (history != null && outcome.lostTo() != null) {
            String how = "lost: " + outcome.lostTo();
            if (!history.end(connection, tenure.workerId, instance, now, tenure.reservedUntil(), how, false)) {
                history.begin(connection, tenure.record(leases.application(), now, tenure.reservedUntil(), how));
            }
        } else if (history != null && outcome.lostWrites() != null
                && !history.extend(connection, tenure.workerId, instance, now, reservation)) {
            history.begin(connection, writtenBack(tenure.record(leases.application(), now, reservation, null),
                    outcome.lostWrites()));
        }
        if (outcome.lostWrites() != null && outcome.lostTo() == null) {
            leases.stampCheck().afterLoss(connection, outcome.now(), "the holder of " + tenure + " found "
                    + outcome.lostWrites());
        }
        return outcome;
    }

    private static TenureRecord writtenBack(TenureRecord record, String lostWrites) {
        return new TenureRecord(record.workerId(), record.holder(), record.application(), record.began()
                + "; written back by its holder after the database lost writes (" + lostWrites + ")",
                record.beganAtMicros(), record.renewedAtMicros(), record.idsFromMicros(), record.idsUntilMicros(), null,
                0);
    }

    private static SQLException raced(int workerId) {
        // A lost race, told as one (SQLState 40001): the next renewal reads the row again.
        return new SQLException("the row of worker id " + workerId + " changed while its holder wrote it back",
                "40001");
    }
}
