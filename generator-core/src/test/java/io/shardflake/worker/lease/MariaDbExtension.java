package io.shardflake.worker.lease;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Starts one private MariaDB ({@link MariaDbServer}) for the whole test run, in the root context's store, which
 * closes it when the run ends: every lease test class shares it, as with {@link EmbeddedPostgresExtension}.
 */
final class MariaDbExtension implements BeforeAllCallback {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(MariaDbExtension.class);

    private static volatile MariaDbServer server;

    @Override
    public void beforeAll(ExtensionContext context) {
        server = context.getRoot().getStore(NAMESPACE).computeIfAbsent(MariaDbServer.class, key -> {
            MariaDbServer started = MariaDbServer.start();
            // One line in the build's log: where the server is and what its start cost.
            System.err.println("MariaDB for the lease tests: " + started + ", up in " + started.startup().toMillis()
                    + " ms");
            return started;
        }, MariaDbServer.class);
    }

    /** @return the shared server */
    static MariaDbServer server() {
        MariaDbServer started = server;
        if (started == null) {
            throw new IllegalStateException("annotate the test class with @LeaseDatabases (or"
                    + " @ExtendWith(MariaDbExtension.class))");
        }
        return started;
    }
}
