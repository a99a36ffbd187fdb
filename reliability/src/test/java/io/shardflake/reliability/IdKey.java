package io.shardflake.reliability;

/**
 * An id of any kind as an unsigned 128-bit number, in the order its format promises: a Snowflake id in the low
 * half, a UUID's two halves, a uniqid's microseconds, a version 1 UUID's (timestamp, clock sequence and node).
 *
 * @param high the more significant half, compared unsigned
 * @param low the less significant half, compared unsigned
 */
record IdKey(long high, long low) implements Comparable<IdKey> {

    @Override
    public int compareTo(IdKey other) {
        int byHigh = Long.compareUnsigned(high, other.high);
        return byHigh != 0 ? byHigh : Long.compareUnsigned(low, other.low);
    }

    @Override
    public String toString() {
        return String.format("%016x%016x", high, low);
    }
}
