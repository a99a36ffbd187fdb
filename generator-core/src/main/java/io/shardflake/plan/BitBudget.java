package io.shardflake.plan;

/**
 * The bit arithmetic of one request at one tick: what each field needs, and what is left for time.
 *
 * <pre>
 *  63 bits = shard (ceil log2 shards) + worker (ceil log2 nodes) + sequence (ceil log2 ids per tick) + time
 *  time must reach: 2^time ticks &gt;= years
 * </pre>
 *
 * Everything is integer arithmetic (no {@code Math.log}), so a request exactly on a power of two, such as 1,024
 * nodes or 4,096 ids per tick, lands on the exact width rather than one bit more.
 */
record BitBudget(CandidateTick tick, int workerBits, int shardBits, long peakIdsPerTick, int sequenceBits,
        int timeBitsNeeded) {

    /** The sign bit stays 0, so ids are positive longs. */
    static final int USABLE_BITS = 63;

    /** The widest shard, worker or sequence field an {@link io.shardflake.IdLayout} accepts. */
    static final int MAX_SMALL_FIELD_BITS = 31;

    static BitBudget of(PlanRequest request, CandidateTick tick) {
        long peakPerTick = ceilDiv(request.peakIdsPerSecondPerNode(), tick.perSecond());
        // years * MICROS_PER_YEAR stays below 2^63 because years is at most 100,000 (3.2e18 µs).
        long ticksNeeded = ceilDiv(request.years() * PlanText.MICROS_PER_YEAR, tick.micros());
        return new BitBudget(tick, bitsFor(request.nodes()), bitsFor(request.shards()), peakPerTick,
                bitsFor(peakPerTick), Math.max(1, bitsFor(ticksNeeded)));
    }

    /** @return the fewest bits that count {@code values} distinct values: ceil(log2 values), 0 for 0 or 1 */
    static int bitsFor(long values) {
        return values <= 1 ? 0 : Long.SIZE - Long.numberOfLeadingZeros(values - 1);
    }

    private static long ceilDiv(long dividend, long divisor) {
        return -Math.floorDiv(-dividend, divisor);
    }

    /** @return the bits left for time once the other fields have theirs; may be zero or negative */
    int timeBitsAvailable() {
        return USABLE_BITS - workerBits - shardBits - sequenceBits;
    }

    /** @return true when the sequence fits a field and time gets at least the bits the years need */
    boolean fits() {
        return sequenceFitsAField() && timeBitsAvailable() >= timeBitsNeeded;
    }

    /** @return false when one tick's peak needs a sequence wider than a layout field can be */
    boolean sequenceFitsAField() {
        return sequenceBits <= MAX_SMALL_FIELD_BITS;
    }

    /** @return time bits beyond what the years need: the headroom; negative is the shortfall */
    int spareBits() {
        return timeBitsAvailable() - timeBitsNeeded;
    }

    /** @return how many ids the sequence field counts in one tick */
    long idsPerTick() {
        return 1L << sequenceBits;
    }

    /**
     * @param timeBits a width of the time field
     * @return how long that many bits of this tick last, in microseconds (a double: 2^63 µs overflows a long)
     */
    double lifetimeMicros(int timeBits) {
        return Math.scalb((double) tick.micros(), timeBits);
    }
}
