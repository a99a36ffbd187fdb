package io.shardflake.snapshot.cracjdk;

/**
 * The stand-in's {@code jdk.crac.Context}: resources registered with it are notified in turn (see {@link Core}).
 *
 * @param <R> the resources it holds
 */
public abstract class Context<R extends Resource> implements Resource {

    /** @param resource notified around every checkpoint from now on, held weakly as a CRaC JDK does */
    public abstract void register(R resource);
}
