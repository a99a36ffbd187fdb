package io.shardflake.worker.lease;

/**
 * Who holds (or wants) a worker id, as written in the lease table and named in messages.
 *
 * @param host the holder's host name ({@code holder_host})
 * @param pid the holder's process id ({@code holder_pid})
 * @param instance a random id of one lease, so two leases of one process, or a process and its restart, are never
 *     taken for each other ({@code holder_instance}); empty for a claimant that holds nothing yet
 * @param source how the holder came to this worker id, e.g. {@code any free id} or {@code hostname-hash(web-9)}
 *     ({@code holder_source})
 */
public record LeaseHolder(String host, long pid, String instance, String source) {

    /** @return e.g. {@code host web-3 (pid 811, instance 5f0c…, from hostname-hash(web-3))} */
    @Override
    public String toString() {
        return "host " + host + " (pid " + pid + (instance.isEmpty() ? "" : ", instance " + instance)
                + ", from " + source + ")";
    }
}
