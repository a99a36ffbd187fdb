package io.shardflake.worker;

import io.shardflake.error.ShardflakeException;

/**
 * The generator does not hold its worker id right now (its lease expired, was revoked, or would be overrun), so
 * it refuses to make ids rather than risk one that another instance also makes. Calls succeed again once the
 * lease is renewed or claimed anew.
 */
public class WorkerLeaseLostException extends ShardflakeException {

    private static final long serialVersionUID = 1L;

    private final String holder;

    /**
     * @param holder who held (or holds) the worker id
     * @param reason why ids are refused
     */
    public WorkerLeaseLostException(String holder, String reason) {
        super("no ids while the worker id is not held (" + holder + "): " + reason);
        this.holder = holder;
    }

    /** @return who held the worker id */
    public String holder() {
        return holder;
    }
}
