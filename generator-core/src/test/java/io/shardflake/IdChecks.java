package io.shardflake;

import static org.assertj.core.api.Assertions.fail;

import java.util.Arrays;

/**
 * Checks on many ids at once, on primitive arrays: a boxed set of ten million ids would cost more memory and time
 * than the generator under test.
 */
final class IdChecks {

    private IdChecks() {
    }

    /** Fails unless {@code ids[0..count)} strictly increase (which also means they never repeat). */
    static void assertStrictlyIncreasing(String what, long[] ids, int count) {
        for (int i = 1; i < count; i++) {
            if (ids[i] <= ids[i - 1]) {
                fail("%s: id #%d (%d) is not larger than id #%d (%d)", what, i, ids[i], i - 1, ids[i - 1]);
            }
        }
    }

    /** Fails unless the ids, taken together, are all different and all positive. Sorts a copy. */
    static void assertAllDistinctAndPositive(long[]... batches) {
        int total = 0;
        for (long[] batch : batches) {
            total += batch.length;
        }
        long[] all = new long[total];
        int at = 0;
        for (long[] batch : batches) {
            System.arraycopy(batch, 0, all, at, batch.length);
            at += batch.length;
        }
        Arrays.sort(all);
        if (total > 0 && all[0] < 0) {
            fail("negative id %d", all[0]);
        }
        for (int i = 1; i < total; i++) {
            if (all[i] == all[i - 1]) {
                fail("id %d was made twice (among %d ids)", all[i], total);
            }
        }
    }

    /**
     * Fails if two strictly increasing arrays share a value: a merge walk, linear time, no copy.
     */
    static void assertDisjointSorted(long[] a, long[] b) {
        int i = 0;
        int j = 0;
        while (i < a.length && j < b.length) {
            if (a[i] == b[j]) {
                fail("id %d was made twice: #%d of the first batch and #%d of the second", a[i], i, j);
            }
            if (a[i] < b[j]) {
                i++;
            } else {
                j++;
            }
        }
    }
}
