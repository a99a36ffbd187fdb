package io.shardflake.spring.actuator;

import io.shardflake.worker.lease.IdOrigin;
import java.util.List;

/**
 * Who made an id, by the lease's history, as the {@code shardflake} endpoint shows it beside the decoded id: the
 * tenures of the id's worker id whose range of id times holds the id's time.
 *
 * @param verdict one line: made by the one holder, made outside the lease (no tenure holds it: a fixed worker id,
 *     another fleet, before the history's retention, a forged or corrupted value), a {@code COLLISION} (two or more
 *     tenures hold it), or why the history could not be read
 * @param collision whether two or more holders may each have made the id
 * @param tenures the tenures that hold it, by the first id time they may carry
 */
public record IdOriginDescriptor(String verdict, boolean collision, List<TenureDescriptor> tenures) {

    /** @param tenures copied */
    public IdOriginDescriptor {
        tenures = List.copyOf(tenures);
    }

    static IdOriginDescriptor of(IdOrigin origin) {
        return new IdOriginDescriptor(origin.verdict(), origin.collision(),
                origin.tenures().stream().map(TenureDescriptor::of).toList());
    }

    static IdOriginDescriptor unknown(String why) {
        return new IdOriginDescriptor("not known: " + why, false, List.of());
    }
}
