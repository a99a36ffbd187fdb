package io.shardflake.snapshot;

/**
 * Something that must act around a snapshot of the JVM: a lease gives its worker id back before it and claims anew
 * after the restore; a generator draws its random state anew after the restore, so that two JVMs restored from one
 * snapshot do not make the same "random" values.
 */
public interface SnapshotAware {

    /** Before the snapshot: give back what another copy of this JVM must not also hold. Idempotent. */
    void beforeSnapshot();

    /** After a restore: take anew what was given back, and draw every random value anew. */
    void afterRestore();
}
