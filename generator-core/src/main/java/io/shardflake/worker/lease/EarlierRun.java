package io.shardflake.worker.lease;

import io.shardflake.clock.Micros;
import io.shardflake.clock.MonotonicClock;
import io.shardflake.clock.Sleeper;
import java.time.Duration;

/**
 * A live lease on the worker id this host asks for, held by this host from the same source under another lease
 * instance: this pod's previous run, killed (or crashed) before it could give the id back. Rather than refuse the
 * restart as if another instance held the id, the claim waits for that lease to expire — bounded, logged — and
 * refuses only if the earlier run proves alive by renewing while it waits, or if the wait would pass the bound.
 */
final class EarlierRun {

    private static final System.Logger LOG = System.getLogger(EarlierRun.class.getName());
    private static final long MARGIN_MICROS = 1_000;

    private final String table;
    private final LeaseRow first;
    private final long startNanos;
    private final Duration bound;

    private EarlierRun(String table, LeaseRow first, long startNanos, Duration bound) {
        this.table = table;
        this.first = first;
        this.startNanos = startNanos;
        this.bound = bound;
    }

    /** The first sight of the earlier run's row: logged once, and the start of the bounded wait. */
    static EarlierRun seen(LeaseRow row, long databaseNow, Duration bound, MonotonicClock elapsed, String table) {
        LOG.log(System.Logger.Level.INFO, "worker id {0} of table {1} is held by an earlier run of this host ({2})"
                + " until {3} (database clock), probably killed before it gave the id back: waiting for that lease to"
                + " expire, at most {4}", row.workerId(), table, row.holder(), Micros.toInstant(row.expiresAt()),
                bound);
        return new EarlierRun(table, row, elapsed.nanoTime(), bound);
    }

    /**
     * Waits until the row, as just read, should have expired by the database's clock; the caller reads it again.
     *
     * @param row the row as read now
     * @param databaseNow the database's clock when it was read, in microseconds
     * @param claimant this host, asking for the id
     * @throws LeaseConflictException if the earlier run renewed its lease meanwhile (it is alive), another holder
     *     took the id, or the wait would pass the bound
     */
    void awaitExpiry(LeaseRow row, long databaseNow, LeaseHolder claimant, MonotonicClock elapsed, Sleeper sleeper) {
        if (!row.holder().instance().equals(first.holder().instance())) {
            throw new LeaseConflictException(table, row.workerId(), row.holder(), Micros.toInstant(row.expiresAt()),
                    claimant);
        }
        if (row.expiresAt() > first.expiresAt()) {
            throw new LeaseConflictException(row.workerId(), row.holder(), Micros.toInstant(row.expiresAt()), claimant,
                    "worker id " + row.workerId() + " is held by host " + row.holder().host()
                    + " (pid " + row.holder().pid() + ", instance " + row.holder().instance() + ", from "
                    + row.holder().source() + "), this same host and source, and that lease was renewed while this"
                    + " instance waited for it to expire (now until " + Micros.toInstant(row.expiresAt())
                    + ", database clock, table " + table + "): it is not an earlier run but a live instance on the"
                    + " same host. Two live instances must not share a worker id: give one of them another id, or"
                    + " let the lease pick a free one");
        }
        long waitNanos = (row.expiresAt() - databaseNow + MARGIN_MICROS) * 1000;
        long waitedNanos = elapsed.nanoTime() - startNanos;
        if (waitedNanos + waitNanos > bound.toNanos()) {
            throw new LeaseConflictException(row.workerId(), row.holder(), Micros.toInstant(row.expiresAt()), claimant,
                    "worker id " + row.workerId() + " is held by an earlier run of this"
                    + " host, " + row.holder() + ", until " + Micros.toInstant(row.expiresAt()) + " (database clock,"
                    + " table " + table + "), later than this restart waits (" + bound + ", twice the lease duration):"
                    + " its lease is longer than this instance's. Start again after that time, or give this instance"
                    + " another id");
        }
        for (long left = waitNanos; left > 0; ) {
            left -= Math.max(1, sleeper.pause(left));
        }
    }
}
