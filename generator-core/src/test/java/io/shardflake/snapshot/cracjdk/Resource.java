package io.shardflake.snapshot.cracjdk;

/** The stand-in's {@code jdk.crac.Resource}: what a CRaC JDK notifies around a checkpoint (see {@link Core}). */
public interface Resource {

    /**
     * @param context the context that notifies
     * @throws Exception if the resource cannot be checkpointed
     */
    void beforeCheckpoint(Context<? extends Resource> context) throws Exception;

    /**
     * @param context the context that notifies
     * @throws Exception if the resource cannot be restored
     */
    void afterRestore(Context<? extends Resource> context) throws Exception;
}
