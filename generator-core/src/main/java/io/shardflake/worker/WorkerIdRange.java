package io.shardflake.worker;

/** The range checks and range wording every source shares, so all messages read alike. */
final class WorkerIdRange {

    private WorkerIdRange() {
    }

    /**
     * @param maxWorkerId the largest worker id the field holds
     * @return {@code maxWorkerId}, once known to be usable
     * @throws IllegalArgumentException if it is negative: that is a bug in the caller, not a setting
     */
    static int checkMax(int maxWorkerId) {
        if (maxWorkerId < 0) {
            throw new IllegalArgumentException("maxWorkerId = " + maxWorkerId + " is negative: expected 2^bits - 1");
        }
        return maxWorkerId;
    }

    /**
     * @param maxWorkerId the largest worker id the field holds
     * @return e.g. {@code 0..1023 (10 bits)}; without the bit count when the maximum is not {@code 2^bits - 1}
     */
    static String describe(int maxWorkerId) {
        boolean allOnes = (maxWorkerId & (maxWorkerId + 1)) == 0;
        return allOnes ? "0.." + maxWorkerId + " (" + bitLength(maxWorkerId) + " bits)" : "0.." + maxWorkerId;
    }

    /** @return the number of bits needed to write {@code value} (0 for 0) */
    static int bitLength(int value) {
        return Integer.SIZE - Integer.numberOfLeadingZeros(value);
    }
}
