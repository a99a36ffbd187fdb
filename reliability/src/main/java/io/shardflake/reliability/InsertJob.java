package io.shardflake.reliability;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

/**
 * What one {@link InsertWorker} process is asked to do, read from its command line as {@code --key value} pairs.
 *
 * @param url the JDBC URL of the shared database (user and password in the URL)
 * @param table the table to insert rows into; it exists already, with {@code id BIGINT PRIMARY KEY} and
 *     {@code process VARCHAR}
 * @param leaseTable the worker-id lease table
 * @param process this process's label, written into every row so the parent can count rows per process
 * @param rows how many rows to insert in all
 * @param batch rows per transaction
 * @param maxWorkerId the largest worker id to lease: with as many ids as processes, a restart has to take over
 *     the id of the process it replaces
 * @param lease how long a lease lasts unless renewed
 * @param claimTimeout how long to keep trying when the worker id wanted is held (a killed holder's lease has not
 *     expired yet)
 * @param workerId the worker id to claim, as a restarted pod with a fixed ordinal would; {@link #ANY} to claim any
 *     free one
 */
public record InsertJob(String url, String table, String leaseTable, String process, long rows, int batch,
        int maxWorkerId, Duration lease, Duration claimTimeout, int workerId) {

    /** {@link #workerId()} when any free worker id will do. */
    public static final int ANY = -1;

    /**
     * @param args {@code --url U --table T --lease-table L --process P --rows N --batch B --max-worker-id W
     *     --lease-ms M --claim-timeout-ms C [--worker-id I]}
     * @return the job
     * @throws IllegalArgumentException if an argument is missing or malformed
     */
    public static InsertJob parse(String... args) {
        if (args.length % 2 != 0) {
            throw new IllegalArgumentException("expected --key value pairs, got an odd number of arguments");
        }
        Map<String, String> values = new HashMap<>();
        for (int i = 0; i < args.length; i += 2) {
            if (!args[i].startsWith("--")) {
                throw new IllegalArgumentException("expected --key, got " + args[i]);
            }
            values.put(args[i].substring(2), args[i + 1]);
        }
        return new InsertJob(required(values, "url"), required(values, "table"), required(values, "lease-table"),
                required(values, "process"), Long.parseLong(required(values, "rows")),
                Integer.parseInt(required(values, "batch")), Integer.parseInt(required(values, "max-worker-id")),
                Duration.ofMillis(Long.parseLong(required(values, "lease-ms"))),
                Duration.ofMillis(Long.parseLong(required(values, "claim-timeout-ms"))),
                Integer.parseInt(values.getOrDefault("worker-id", Integer.toString(ANY))));
    }

    /** @return the command-line arguments that {@link #parse} reads back into this job */
    public String[] toArgs() {
        return new String[] {"--url", url, "--table", table, "--lease-table", leaseTable, "--process", process,
            "--rows", Long.toString(rows), "--batch", Integer.toString(batch),
            "--max-worker-id", Integer.toString(maxWorkerId), "--lease-ms", Long.toString(lease.toMillis()),
            "--claim-timeout-ms", Long.toString(claimTimeout.toMillis()), "--worker-id", Integer.toString(workerId)};
    }

    /**
     * @param otherProcess another label
     * @param otherRows another row count
     * @return this job for another process and number of rows
     */
    public InsertJob forProcess(String otherProcess, long otherRows) {
        return new InsertJob(url, table, leaseTable, otherProcess, otherRows, batch, maxWorkerId, lease,
                claimTimeout, workerId);
    }

    /**
     * @param id the worker id to claim
     * @return this job claiming that worker id (a restart that must get back the id of the process it replaces)
     */
    public InsertJob withWorkerId(int id) {
        return new InsertJob(url, table, leaseTable, process, rows, batch, maxWorkerId, lease, claimTimeout, id);
    }

    private static String required(Map<String, String> values, String key) {
        String value = values.get(key);
        if (value == null) {
            throw new IllegalArgumentException("missing --" + key);
        }
        return value;
    }
}
