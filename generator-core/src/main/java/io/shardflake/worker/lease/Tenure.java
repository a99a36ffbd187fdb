package io.shardflake.worker.lease;

import io.shardflake.clock.Micros;
import io.shardflake.worker.WorkerClaim;
import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * One holding of one worker id: from the claim that won it to its loss, its release, or the lease's close. A
 * {@link WorkerLease} that heals goes through several, each with a fence of its own, so a generator still holding
 * the fence of a lost tenure can never make an id with the worker id of the next.
 *
 * <p>What the holder knows from memory and the table may have lost lives here: the last version it wrote (a row
 * put back to an earlier state shows a smaller one), the origin its writes went to (a promoted standby shows
 * another) and its true reservation (which it writes back).
 */
final class Tenure {

    final int workerId;
    final LeaseHolder holder;
    final LeaseFence fence;
    final Instant notBefore;
    final String description;
    // How the tenure began and when (database clock), as its history row says: what a write-back of that row repeats.
    final String began;
    final long beganAtMicros;

    // Written by the lease under its lock, read from anywhere.
    private volatile long reservedUntil;
    private volatile long validUntil;
    private volatile long version;
    private volatile String origin;
    // Renewals since the last one that succeeded whose outcome is unknown (failed, but may have committed): how far
    // ahead of the version above the row may be by this holder's own writes.
    private volatile int unconfirmedWrites;
    // This holder's wall clock less the database's, at the last claim or renewal that got through.
    private volatile long clockOffsetMicros;
    // When the quarantine ends on the elapsed clock, and why there is one; 0 and null when there is none.
    private volatile long quarantineEndsNanos;
    private volatile String quarantineReason;
    // Set once a generator took this tenure's claim: from then on every id made with the worker id passed the fence.
    private volatile boolean claimed;

    Tenure(int workerId, LeaseHolder holder, Instant notBefore, long version, String origin, LeaseFence fence,
            String description, String began, long beganAtMicros) {
        this.workerId = workerId;
        this.holder = holder;
        this.notBefore = notBefore;
        this.version = version;
        this.origin = origin;
        this.fence = fence;
        this.description = description;
        this.began = began;
        this.beganAtMicros = beganAtMicros;
    }

    /** @return the claim a generator takes: the worker id with this tenure's fence and not-before */
    WorkerClaim claim(String source) {
        claimed = true;
        return WorkerClaim.fenced(workerId, source, fence, notBefore);
    }

    /** @return whether a generator took this tenure's claim (so its fence saw every id made) */
    boolean claimed() {
        return claimed;
    }

    /** The latest id time handed out, never below the reservation this holder inherited. */
    long usedReservation() {
        return Math.max(Micros.of(notBefore) - 1, fence.highestCheckedMicros());
    }

    long reservedUntil() {
        return reservedUntil;
    }

    long validUntil() {
        return validUntil;
    }

    long version() {
        return version;
    }

    String origin() {
        return origin;
    }

    /**
     * @return how many renewals since the last success failed without saying whether they committed: the row may be
     *     that many versions ahead of {@link #version()} by this holder's own writes, and no more
     */
    int unconfirmedWrites() {
        return unconfirmedWrites;
    }

    /** Records a renewal that failed and may have committed all the same (its answer lost, its call cut off). */
    void writeUnconfirmed() {
        unconfirmedWrites++;
    }

    /** Records a write of the row that succeeded. */
    void written(long version, String origin, long reservedUntil, long validUntil) {
        this.unconfirmedWrites = 0;
        this.version = version;
        this.origin = origin;
        this.reservedUntil = reservedUntil;
        this.validUntil = validUntil;
    }

    /** @return this holder's wall clock less the database's at the last write that got through, microseconds */
    long clockOffset() {
        return clockOffsetMicros;
    }

    /**
     * @param micros this holder's wall clock, read just before the transaction, less the database's, read in it: a
     *     little less than the true offset, by the time the transaction took to reach the database
     */
    void clockOffset(long micros) {
        this.clockOffsetMicros = micros;
    }

    /** Shrinks the reservation to what was used, before it is written back on release. */
    void reservedUntil(long reservedUntil) {
        this.reservedUntil = reservedUntil;
    }

    /**
     * Holds ids back until {@code endsNanos} (at the latest of this and any quarantine already set).
     *
     * @param endsNanos when the quarantine ends, on the elapsed clock
     * @param reason why, for logs, health details and refusals
     */
    void quarantine(long endsNanos, String reason) {
        if (quarantineReason == null || endsNanos - quarantineEndsNanos > 0) {
            quarantineEndsNanos = endsNanos;
            quarantineReason = reason;
        }
    }

    /** @return true while a quarantine holds ids back at {@code nowNanos} */
    boolean quarantinedAt(long nowNanos) {
        return quarantineReason != null && quarantineEndsNanos - nowNanos > 0;
    }

    /** @return the nanoseconds left of the quarantine at {@code nowNanos}, 0 when none */
    long quarantineLeftNanos(long nowNanos) {
        return quarantinedAt(nowNanos) ? quarantineEndsNanos - nowNanos : 0;
    }

    /** @return why ids are held back, or null */
    String quarantineReason() {
        return quarantineReason;
    }

    /**
     * @param application the holder's application name, empty if none
     * @param nowMicros the database's clock now
     * @param idsUntil the latest id time its ids may carry
     * @param ended how the tenure ended, or null while it lasts
     * @return this tenure as its history row records it
     */
    TenureRecord record(String application, long nowMicros, long idsUntil, @Nullable String ended) {
        return new TenureRecord(workerId, holder, application, began, beganAtMicros, nowMicros, Micros.of(notBefore),
                idsUntil, ended, ended == null ? 0 : nowMicros);
    }

    @Override
    public String toString() {
        return description;
    }
}
