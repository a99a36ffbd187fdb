package io.shardflake.testdb;

import java.util.ArrayList;
import java.util.List;

/**
 * What a replicated pair started so far - servers, proxies - closed in the reverse order: on {@code close()}, and
 * when a start fails half-way, so that a failed start leaves nothing running.
 */
final class StartedParts implements AutoCloseable {

    private final List<AutoCloseable> parts = new ArrayList<>();

    /**
     * Runs the steps that start the parts; if one fails, closes what they started before passing the failure on.
     *
     * @param steps the start, adding each part as it starts it
     */
    void startOrClose(Runnable steps) {
        try {
            steps.run();
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    /** @return the part, to be closed with the others */
    synchronized <T extends AutoCloseable> T add(T part) {
        parts.add(part);
        return part;
    }

    /** Closes every part, the last started first; one that fails does not keep the others running. */
    @Override
    public synchronized void close() {
        for (int i = parts.size() - 1; i >= 0; i--) {
            try {
                parts.get(i).close();
            } catch (Exception e) {
                // Each part's own close is bounded and stops what it can; the others must still stop.
            }
        }
        parts.clear();
    }
}
