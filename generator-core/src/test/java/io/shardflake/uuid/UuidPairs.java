package io.shardflake.uuid;

import java.util.UUID;

/**
 * Many UUIDs as two primitive arrays (no {@code UUID} objects kept, no boxing), sortable as unsigned 128-bit
 * numbers, for uniqueness checks over millions of ids.
 */
final class UuidPairs {

    final long[] high;
    final long[] low;
    private int size;

    UuidPairs(int capacity) {
        this.high = new long[capacity];
        this.low = new long[capacity];
    }

    void add(UUID uuid) {
        high[size] = uuid.getMostSignificantBits();
        low[size] = uuid.getLeastSignificantBits();
        size++;
    }

    int size() {
        return size;
    }

    UUID get(int i) {
        return new UUID(high[i], low[i]);
    }

    static UuidPairs concat(UuidPairs a, UuidPairs b) {
        UuidPairs all = new UuidPairs(a.size + b.size);
        System.arraycopy(a.high, 0, all.high, 0, a.size);
        System.arraycopy(a.low, 0, all.low, 0, a.size);
        System.arraycopy(b.high, 0, all.high, a.size, b.size);
        System.arraycopy(b.low, 0, all.low, a.size, b.size);
        all.size = a.size + b.size;
        return all;
    }

    /** Sorts as unsigned 128-bit numbers: a bottom-up merge sort over the two arrays together. */
    void sortUnsigned() {
        long[] srcHigh = high;
        long[] srcLow = low;
        long[] dstHigh = new long[size];
        long[] dstLow = new long[size];
        for (int width = 1; width < size; width *= 2) {
            for (int start = 0; start < size; start += 2 * width) {
                int mid = Math.min(start + width, size);
                int end = Math.min(start + 2 * width, size);
                int i = start;
                int j = mid;
                for (int k = start; k < end; k++) {
                    boolean takeLeft = j >= end
                            || (i < mid && compare(srcHigh[i], srcLow[i], srcHigh[j], srcLow[j]) <= 0);
                    int from = takeLeft ? i++ : j++;
                    dstHigh[k] = srcHigh[from];
                    dstLow[k] = srcLow[from];
                }
            }
            long[] swap = srcHigh;
            srcHigh = dstHigh;
            dstHigh = swap;
            swap = srcLow;
            srcLow = dstLow;
            dstLow = swap;
        }
        if (srcHigh != high) {
            System.arraycopy(srcHigh, 0, high, 0, size);
            System.arraycopy(srcLow, 0, low, 0, size);
        }
    }

    /** @return the index of the first of two equal neighbours, or -1; call after {@link #sortUnsigned()} */
    int firstDuplicate() {
        for (int i = 1; i < size; i++) {
            if (high[i] == high[i - 1] && low[i] == low[i - 1]) {
                return i - 1;
            }
        }
        return -1;
    }

    static int compare(long highA, long lowA, long highB, long lowB) {
        int c = Long.compareUnsigned(highA, highB);
        return c != 0 ? c : Long.compareUnsigned(lowA, lowB);
    }

    /** Unsigned 128-bit order: the order of the UUIDs' strings. {@link UUID#compareTo} is signed. */
    static int compareUnsigned(UUID a, UUID b) {
        return compare(a.getMostSignificantBits(), a.getLeastSignificantBits(), b.getMostSignificantBits(),
                b.getLeastSignificantBits());
    }
}
