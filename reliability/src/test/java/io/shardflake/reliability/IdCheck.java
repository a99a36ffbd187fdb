package io.shardflake.reliability;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks every id of one generator as it comes: each must be larger than the one before (formats that promise
 * order), or unlike every one before (formats that promise only uniqueness). Counts what it checked and keeps the
 * first few faults for the failure message.
 */
final class IdCheck {

    /** What a format promises about the ids of one generator. */
    enum Promise {
        /** Strictly increasing, which also makes them unique. */
        INCREASING,
        /** Never the same twice, in no particular order. */
        UNIQUE
    }

    private static final int FAULTS_KEPT = 5;

    private final Promise promise;
    private final Set<IdKey> seen;
    private final List<String> faults = new ArrayList<>();
    private IdKey previous;
    private long checked;
    private long duplicates;
    private long outOfOrder;

    IdCheck(Promise promise) {
        this.promise = promise;
        this.seen = promise == Promise.UNIQUE ? new HashSet<>() : null;
    }

    void accept(IdKey id) {
        checked++;
        if (promise == Promise.INCREASING) {
            if (previous != null && id.compareTo(previous) <= 0) {
                if (id.equals(previous)) {
                    duplicates++;
                } else {
                    outOfOrder++;
                }
                fault(previous + " then " + id);
            }
        } else if (!seen.add(id)) {
            duplicates++;
            fault("repeated " + id);
        }
        previous = id;
    }

    private void fault(String what) {
        if (faults.size() < FAULTS_KEPT) {
            faults.add("id #" + checked + ": " + what);
        }
    }

    long checked() {
        return checked;
    }

    long duplicates() {
        return duplicates;
    }

    long outOfOrder() {
        return outOfOrder;
    }

    /** @return the first faults found, empty when every id was fine */
    List<String> faults() {
        return faults;
    }
}
