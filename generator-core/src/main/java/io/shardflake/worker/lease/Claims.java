package io.shardflake.worker.lease;

import io.shardflake.clock.Micros;
import io.shardflake.error.ShardflakeException;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * Claiming a worker id in the table: any free one, or one given id. The algorithm of {@link JdbcWorkerLease}'s class
 * comment ("Claiming"), run for a lease's first claim and again each time a lost lease heals.
 *
 * <p>Each claim reads the table (and its stamp, {@link StampCheck}) in one transaction, then tries candidates each in
 * a transaction of its own. The tenure it returns carries what the read decided: the quarantine to wait out, if the
 * table may have lost writes, and the earliest time its ids may carry.
 */
final class Claims {

    private static final System.Logger LOG = System.getLogger(Claims.class.getName());
    private static final int MAX_ATTEMPTS_FOR_ONE_ID = 3;
    // Reads of a claim that may lose the race to write the table's stamp: one per instance claiming at that moment.
    private static final int MAX_STAMP_RACES = 64;

    private final JdbcWorkerLease leases;

    Claims(JdbcWorkerLease leases) {
        this.leases = leases;
    }

    /**
     * Claims a free worker id: ready ones lowest first, or in random order once this claim is part of a stampede.
     *
     * @param source how the holder chose, for {@code holder_source}
     * @param readyOnly only ids whose previous reservation is behind this instance's clock (a switch away from a
     *     clock that fell behind), and never {@code except}
     * @param except a worker id not to take, or -1
     * @param why why it claims, for the tenure's history, e.g. {@code claimed anew after a loss: ...}
     * @return the tenure won
     * @throws NoFreeWorkerIdException if every worker id is held by a live lease
     * @throws LeaseDatabaseException if the table cannot be read or written
     * @throws ShardflakeException if every free worker id tried was claimed first by another instance, in
     *     {@value JdbcWorkerLease#MAX_READS} reads; or, with {@code readyOnly}, no free worker id is ready
     */
    Tenure any(String source, boolean readyOnly, int except, String why) {
        int lost = 0;
        for (int read = 0; read < JdbcWorkerLease.MAX_READS; read++) {
            boolean spread = lost >= JdbcWorkerLease.LOWEST_FIRST_LOSSES;
            if (spread && read > 0) {
                backOff(read);
            }
            Snapshot snapshot = snapshot(null);
            long aheadFrom = leases.clock().currentTimeMicros() + Micros.of(leases.maxLead());
            int max = leases.maxWorkerId();
            ClaimOrder order = spread ? ClaimOrder.spread(snapshot.rows, max, snapshot.now.micros(), aheadFrom,
                    leases.random()) : ClaimOrder.lowestFirst(snapshot.rows, max, snapshot.now.micros(), aheadFrom);
            if (order.isEmpty()) {
                throw noFreeId(snapshot);
            }
            int lostThisRead = 0;
            int tried = 0;
            for (ClaimOrder.Candidate candidate : order) {
                if (candidate.workerId() == except
                        || readyOnly && candidate.row() != null && candidate.row().reservedUntil() >= aheadFrom) {
                    continue;
                }
                tried++;
                Tenure tenure = attempt(candidate.workerId(), candidate.row(), source, snapshot, why);
                if (tenure != null) {
                    return tenure;
                }
                lost++;
                lostThisRead++;
                // Read again when this claim turns out to be part of a stampede (from then on, spread), and when a
                // spread read has gone stale: every id lost was one this read showed free and someone took since.
                if (lost == JdbcWorkerLease.LOWEST_FIRST_LOSSES
                        || spread && lostThisRead == JdbcWorkerLease.LOSSES_PER_SPREAD_READ) {
                    break;
                }
            }
            if (tried == 0) {
                throw new ShardflakeException("no free worker id in table " + leases.tableName() + " has its earlier"
                        + " holder's reservation behind this instance's clock (" + Micros.toInstant(aheadFrom)
                        + " with the max lead), other than worker id " + except + ": nothing to switch to");
            }
        }
        throw new ShardflakeException("could not claim a worker id in table " + leases.tableName() + ": in "
                + JdbcWorkerLease.MAX_READS + " reads of the table every free worker id this claim tried was claimed"
                + " first by another instance");
    }

    /**
     * Claims one given worker id. A live lease on it held by this host from the same source under another lease
     * instance (an earlier run of this pod, killed before it gave the id back) is waited for, bounded; any other live
     * lease is a conflict.
     *
     * @param why why it claims, for the tenure's history
     * @return the tenure won
     * @throws LeaseConflictException if another live lease holds it
     * @throws LeaseDatabaseException if the table cannot be read or written
     */
    Tenure one(int workerId, String source, String why) {
        LeaseHolder claimant = new LeaseHolder(leases.host(), leases.pid(), "", source);
        EarlierRun earlierRun = null;
        for (int attempt = 0; attempt < MAX_ATTEMPTS_FOR_ONE_ID; ) {
            Snapshot snapshot = snapshot(workerId);
            LeaseRow row = snapshot.rows.isEmpty() ? null : snapshot.rows.get(0);
            long now = snapshot.now.micros();
            if (row != null && !row.isFreeAt(now)) {
                if (!isEarlierRun(row.holder(), claimant)) {
                    throw new LeaseConflictException(leases.tableName(), workerId, row.holder(),
                            Micros.toInstant(row.expiresAt()), claimant);
                }
                earlierRun = earlierRun == null ? EarlierRun.seen(row, now, leases.leaseDuration().multipliedBy(2),
                        leases.elapsed(), leases.tableName()) : earlierRun;
                earlierRun.awaitExpiry(row, now, claimant, leases.elapsed(), leases.sleeper());
                continue;
            }
            attempt++;
            Tenure tenure = attempt(workerId, row, source, snapshot, why);
            if (tenure != null) {
                return tenure;
            }
            // Lost a race for it: the next read names the winner.
        }
        throw new ShardflakeException("could not claim worker id " + workerId + " in table " + leases.tableName()
                + ": " + MAX_ATTEMPTS_FOR_ONE_ID + " times it was free and another instance's claim came first");
    }

    /**
     * A live lease on the id this host asks for, held by this same host from the same source but by another lease
     * instance: most likely this pod's previous run, killed before it could give the id back.
     */
    private static boolean isEarlierRun(LeaseHolder holder, LeaseHolder claimant) {
        return holder.host().equals(claimant.host()) && holder.source().equals(claimant.source())
                && !WorkerLease.isHeldByThisProcess(holder.instance());
    }

    /** One claim of one worker id: the tenure if it was won, null if another instance was faster. */
    private @Nullable Tenure attempt(int workerId, @Nullable LeaseRow seen, String source, Snapshot snapshot,
            String why) {
        // Read before the transaction: the database's expires_at is then computed from a later instant, so this
        // instance's deadline comes first (see JdbcWorkerLease's class comment).
        LeaseStart start = leases.startNow();
        LeaseHolder holder = new LeaseHolder(leases.host(), leases.pid(), UUID.randomUUID().toString(), source);
        long previousReservation = seen == null ? Long.MIN_VALUE : seen.reservedUntil();
        long reservedUntil = Math.max(previousReservation, leases.reservationFrom(start.wallMicros()));
        long version = seen == null ? 1 : seen.version() + 1;
        Instant notBefore = seen == null ? Instant.EPOCH : leases.grid().firstTickAfter(previousReservation);
        Quarantine quarantine = snapshot.quarantine;
        if (quarantine != null) {
            // No earlier holder's id can carry a time past the quarantine's end: start there, whatever this
            // instance's clock says.
            Instant floor = leases.grid().firstTickAfter(quarantine.endsAt() + leadBeyondSkew(snapshot.rows));
            notBefore = floor.isAfter(notBefore) ? floor : notBefore;
        }
        String began = began(why, seen, quarantine);
        DatabaseNow written;
        try {
            written = write(new LeaseRow(workerId, holder, 0, 0, 0, reservedUntil, version, ""), seen, snapshot,
                    new TenureRecord(workerId, holder, leases.application(), began, 0, 0, Micros.of(notBefore),
                            reservedUntil, null, 0));
        } catch (SQLException e) {
            if (LostRace.is(e)) {
                return null;
            }
            throw new LeaseDatabaseException("could not claim worker id " + workerId + " in table "
                    + leases.tableName(), e);
        }
        if (written == null) {
            return null;
        }
        String description = "worker id " + workerId + " of table " + leases.tableName() + ", held by " + holder;
        Tenure tenure = new Tenure(workerId, holder, notBefore, version, written.origin(),
                new LeaseFence(leases.elapsed(), description), description, began, written.micros());
        long validUntil = start.wallMicros() + Micros.of(leases.leaseDuration());
        tenure.written(version, written.origin(), reservedUntil, validUntil);
        tenure.clockOffset(start.wallMicros() - written.micros());
        if (quarantine != null) {
            long leftNanos = quarantine.leftAt(written.micros()) * 1000;
            tenure.quarantine(leases.elapsed().nanoTime() + leftNanos, quarantine.describe());
            tenure.fence.withhold(quarantine.describe());
            LOG.log(System.Logger.Level.WARNING, "claimed {0}; it makes no id for {1}: {2}", description,
                    java.time.Duration.ofNanos(leftNanos), quarantine.describe());
        } else {
            tenure.fence.grant(start.elapsedNanos() + leases.leaseDuration().toNanos(), Micros.toInstant(validUntil),
                    reservedUntil, description);
        }
        return tenure;
    }

    /**
     * Writes a claim in one transaction: the row (inserted, or taken over if still as read) and, with the history on,
     * the tenure it begins and the end of the one it takes over from.
     *
     * @param claim the row to write; its times are the transaction's
     * @param tenure the tenure's history row; its database times are the transaction's
     * @return the database's time and origin, or null if another instance was faster or the database changed
     */
    private @Nullable DatabaseNow write(LeaseRow claim, @Nullable LeaseRow seen, Snapshot snapshot, TenureRecord tenure)
            throws SQLException {
        return leases.link().call(connection -> {
            DatabaseNow now = leases.table().now(connection);
            if (!now.origin().equals(snapshot.now.origin())) {
                // The database changed between the read and this write: what the read decided no longer holds.
                return null;
            }
            long at = now.micros();
            LeaseRow row = new LeaseRow(claim.workerId(), claim.holder(), at, at,
                    at + Micros.of(leases.leaseDuration()), claim.reservedUntil(), claim.version(), now.origin());
            if (seen == null) {
                leases.table().insert(connection, row);
            } else if (!leases.table().takeOver(connection, row, at)) {
                return null;
            }
            HistoryTable history = leases.history();
            if (history != null) {
                if (seen != null) {
                    // A holder that vanished could not say how its tenure ended: the next holder does.
                    history.end(connection, seen.workerId(), seen.holder().instance(), at, seen.reservedUntil(),
                            "expired; taken over by " + claim.holder(), false);
                }
                history.begin(connection, new TenureRecord(tenure.workerId(), tenure.holder(), tenure.application(),
                        tenure.began(), at, at, tenure.idsFromMicros(), tenure.idsUntilMicros(), null, 0));
            }
            return now;
        });
    }

    /** @return how a tenure began, for its history: why it claimed, after whom, and its quarantine if any */
    private static String began(String why, @Nullable LeaseRow seen, @Nullable Quarantine quarantine) {
        return why + (seen == null ? ", never held before" : ", after " + seen.holder())
                + (quarantine == null ? "" : "; " + quarantine.describe());
    }

    /**
     * How far the clock of a holder the rows show led the database's beyond the clock skew a quarantine allows for: a
     * row's reservation is the holder's clock at its last write + lease duration + max lead, its {@code renewed_at}
     * the database's clock then, so the difference less those two is the holder's lead (more, for a reservation
     * carried over from an earlier holder: more waiting, never less). The rows may have lost their latest writes, but
     * not the lead of the clock that wrote them, which changes slowly.
     *
     * @return microseconds, 0 when no holder led by more than the clock skew
     */
    private long leadBeyondSkew(List<LeaseRow> rows) {
        long allowed = Micros.of(leases.leaseDuration().plus(leases.maxLead()).plus(leases.clockSkew()));
        long beyond = 0;
        for (LeaseRow row : rows) {
            beyond = Math.max(beyond, row.reservedUntil() - row.renewedAt() - allowed);
        }
        return beyond;
    }

    private Snapshot snapshot(@Nullable Integer workerId) {
        for (int race = 0; ; race++) {
            try {
                return read(workerId);
            } catch (SQLException e) {
                // Only the stamp's write loses races here, when many instances claim in a new or changed table.
                if (!LostRace.is(e) || race == MAX_STAMP_RACES) {
                    throw new LeaseDatabaseException("could not read table " + leases.tableName(), e);
                }
            }
        }
    }

    private Snapshot read(@Nullable Integer workerId) throws SQLException {
        return leases.link().call(connection -> {
            DatabaseNow now = leases.table().now(connection);
            List<LeaseRow> rows;
            if (workerId == null) {
                rows = leases.table().rows(connection, leases.maxWorkerId());
            } else {
                LeaseRow row = leases.table().row(connection, workerId);
                rows = row == null ? List.of() : List.of(row);
            }
            return new Snapshot(now, rows, leases.stampCheck().beforeClaim(connection, now));
        });
    }

    private NoFreeWorkerIdException noFreeId(Snapshot snapshot) {
        LeaseRow oldest = snapshot.rows.stream().min(Comparator.comparingLong(LeaseRow::expiresAt)).orElseThrow();
        return new NoFreeWorkerIdException(leases.tableName(), leases.maxWorkerId() + 1L,
                Micros.toInstant(oldest.expiresAt()), oldest.holder());
    }

    /**
     * Waits a random 1 to 2^min(read, 5) ms before a stampede's next read, so that instances that lost together do
     * not read and try again in step.
     */
    private void backOff(int read) {
        long maxMillis = 1L << Math.min(read, 5);
        leases.sleeper().pause((1 + (long) leases.random().nextInt((int) maxMillis)) * 1_000_000L);
    }

    /** The database's time and origin, the rows read with it, and what the stamp decided, in one transaction. */
    private record Snapshot(DatabaseNow now, List<LeaseRow> rows, @Nullable Quarantine quarantine) {
    }
}
