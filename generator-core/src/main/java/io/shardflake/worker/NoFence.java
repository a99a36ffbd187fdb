package io.shardflake.worker;

import java.time.Instant;
import org.jspecify.annotations.Nullable;

/** {@link WorkerFence#none()}: a worker id nothing grants or takes back. */
enum NoFence implements WorkerFence {
    INSTANCE;

    @Override
    public void check(long idTimeMicros) {
        // Nothing can revoke the id: every id goes through.
    }

    @Override
    public boolean isValid() {
        return true;
    }

    @Override
    public @Nullable Instant reservedUntil() {
        return null;
    }

    @Override
    public boolean isLive() {
        return false;
    }

    @Override
    public String toString() {
        return "no fence";
    }
}
