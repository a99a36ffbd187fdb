package io.shardflake.testdb;

/**
 * The network between a replica and its primary, as a {@link TcpProxy} the replica connects through: cut it and the
 * replica falls behind for real; resume it and the replica catches up.
 */
final class ReplicationLink implements AutoCloseable {

    /** The account the replica logs in to the primary with: allowed to replicate and nothing else. */
    static final String USER = "replicator";
    /** Its password. */
    static final String PASSWORD = "replicator-password";

    private final TcpProxy proxy;

    /** @param primaryPort the primary's port on 127.0.0.1 */
    ReplicationLink(int primaryPort) {
        this.proxy = TcpProxy.start("127.0.0.1", primaryPort);
    }

    /** @return the port the replica connects to instead of the primary's */
    int port() {
        return proxy.port();
    }

    /**
     * The replication connection is reset and every new attempt goes silent, until {@link #resume()}: the replica
     * gives each attempt up after its own timeout and tries again.
     */
    void cut() {
        proxy.goSilent();
        proxy.cutAll();
    }

    /** New attempts get through; the silent attempt in progress is reset, so the replica retries at once. */
    void resume() {
        proxy.heal();
        proxy.cutAll();
    }

    @Override
    public void close() {
        proxy.close();
    }
}
