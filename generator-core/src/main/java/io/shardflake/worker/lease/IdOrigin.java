package io.shardflake.worker.lease;

import io.shardflake.DecodedId;
import java.util.List;

/**
 * Who made an id, by the lease's history ({@link TenureHistory#whoMade}): the id decoded, and the tenures of its
 * worker id whose id-time range holds its time.
 *
 * @param id the id, decoded
 * @param tenures the tenures that may have made it: none, one, or — a collision — several
 */
public record IdOrigin(DecodedId id, List<TenureRecord> tenures) {

    /** @param tenures copied */
    public IdOrigin {
        tenures = List.copyOf(tenures);
    }

    /**
     * @return true if no tenure recorded holds the id: it was made outside the lease (a fixed worker id, another
     *     fleet's generator with this layout), before the history's retention, or it is forged or corrupted
     */
    public boolean outsideTheLease() {
        return tenures.isEmpty();
    }

    /** @return true if two or more holders of the worker id may have made ids of this time: a collision */
    public boolean collision() {
        return tenures.size() > 1;
    }

    /**
     * @return one line saying what the history tells, e.g. {@code made by one holder of worker id 3}, {@code made
     *     outside the lease: ...} or {@code COLLISION: 2 holders of worker id 3 ...}
     */
    public String verdict() {
        String id = "worker id " + this.id.worker() + " at " + this.id.timestamp();
        if (tenures.isEmpty()) {
            return "made outside the lease: no tenure of " + id + " in the history. A generator with a fixed worker"
                    + " id or another fleet's made it, or it predates the history's retention, or it is forged or"
                    + " corrupted";
        }
        if (tenures.size() == 1) {
            return "made by the one holder of " + id;
        }
        return "COLLISION: " + tenures.size() + " holders of " + id + " may each have made it";
    }
}
