package io.shardflake.sample.shard;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Which physical database holds each logical shard: an explicit entry of {@code sample.shards.mapping}, else
 * {@code logical % physical}. Immutable; checked once at startup so a typo cannot send rows to a missing database.
 */
public final class ShardMap {

    private final int[] physicalOfLogical;
    private final int physicalCount;

    /**
     * @param logicalCount logical shards (the values the id's shard field takes)
     * @param physicalCount physical databases
     * @param overrides logical → physical entries that replace the modulo
     * @throws IllegalArgumentException naming the property if a count or an entry is out of range
     */
    public ShardMap(int logicalCount, int physicalCount, Map<Integer, Integer> overrides) {
        if (physicalCount < 1 || physicalCount > logicalCount) {
            throw new IllegalArgumentException("sample.shards.physical = " + physicalCount + " is not allowed: 1.."
                    + logicalCount + " (there are " + logicalCount + " logical shards)");
        }
        this.physicalCount = physicalCount;
        this.physicalOfLogical = new int[logicalCount];
        for (int logical = 0; logical < logicalCount; logical++) {
            physicalOfLogical[logical] = logical % physicalCount;
        }
        overrides.forEach((logical, physical) -> {
            if (logical < 0 || logical >= logicalCount || physical < 0 || physical >= physicalCount) {
                throw new IllegalArgumentException("sample.shards.mapping[" + logical + "] = " + physical
                        + " is not allowed: logical 0.." + (logicalCount - 1) + ", physical 0.." + (physicalCount - 1));
            }
            physicalOfLogical[logical] = physical;
        });
    }

    /** @return the physical database of a logical shard */
    public int physicalOf(int logical) {
        return physicalOfLogical[logical];
    }

    /** @return the logical shards stored on a physical database, ascending */
    public List<Integer> logicalOn(int physical) {
        List<Integer> logicals = new ArrayList<>();
        for (int logical = 0; logical < physicalOfLogical.length; logical++) {
            if (physicalOfLogical[logical] == physical) {
                logicals.add(logical);
            }
        }
        return Collections.unmodifiableList(logicals);
    }

    /** @return how many physical databases there are */
    public int physicalCount() {
        return physicalCount;
    }

    /** @return how many logical shards there are */
    public int logicalCount() {
        return physicalOfLogical.length;
    }
}
