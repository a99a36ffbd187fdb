package io.shardflake.reliability;

/**
 * The lines an {@link InsertWorker} writes to standard output, one event per line, and how the parent reads them.
 *
 * <p>{@code ACK n} is written only after the transaction holding those {@code n} rows has committed: the parent
 * may count them as stored. A process killed between its commit and its {@code ACK} leaves rows in the table that
 * were never acknowledged; a process killed before its commit leaves none. So the table holds at least the
 * acknowledged rows, never fewer.
 */
public final class WorkerReport {

    /** {@code CLAIMED workerId notBefore waitedMillis}: the lease was won; the generator is built. */
    public static final String CLAIMED = "CLAIMED";
    /** {@code ACK rows}: a transaction of that many rows committed. */
    public static final String ACK = "ACK";
    /** {@code DUPLICATE sqlState message}: the database refused a row because its id was already there. */
    public static final String DUPLICATE = "DUPLICATE";
    /** {@code DONE rows}: every row inserted, the lease given back. */
    public static final String DONE = "DONE";
    /** {@code ERROR message}: anything else that stopped the worker. */
    public static final String ERROR = "ERROR";

    private WorkerReport() {
    }

    /**
     * @param line one line of a worker's output
     * @return its first word, the event
     */
    public static String event(String line) {
        int space = line.indexOf(' ');
        return space < 0 ? line : line.substring(0, space);
    }

    /**
     * @param line one line of a worker's output
     * @param index which word after the event, from 0
     * @return that word
     */
    public static String word(String line, int index) {
        String[] words = line.split(" ");
        return words[index + 1];
    }
}
