package io.shardflake.worker.lease;

import io.shardflake.testdb.MariaDbServer;
import io.shardflake.testdb.PostgresServer;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Starts the test JVM's shared PostgreSQL and MariaDB before a lease test class runs (each starts once; they stop
 * when the JVM exits), so their start-up, seconds, is never counted in a test's own timeouts and deadlines.
 */
final class StartSharedServers implements BeforeAllCallback {

    @Override
    public void beforeAll(ExtensionContext context) {
        PostgresServer.shared();
        MariaDbServer.shared();
    }
}
