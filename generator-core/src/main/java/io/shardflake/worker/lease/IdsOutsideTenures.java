package io.shardflake.worker.lease;

import java.util.List;

/**
 * What {@link LeaseAudit#checkIds} found: how many of the ids checked lie inside no tenure of their worker id.
 *
 * @param checked how many ids were checked
 * @param outside how many lie inside no tenure (or are no id of the layout: negative, beyond its life)
 * @param examples the first few of those, at most {@value #MAX_EXAMPLES}
 */
public record IdsOutsideTenures(long checked, long outside, List<Long> examples) {

    /** At most this many examples are kept. */
    public static final int MAX_EXAMPLES = 10;

    /** @param examples copied */
    public IdsOutsideTenures {
        examples = List.copyOf(examples);
    }
}
