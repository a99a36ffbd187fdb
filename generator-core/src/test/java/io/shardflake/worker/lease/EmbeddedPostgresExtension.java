package io.shardflake.worker.lease;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Starts one embedded PostgreSQL 18 for the whole test run (in the root context's store, which closes it when the
 * run ends), so every lease test class shares it: a start costs seconds, a table per test costs milliseconds.
 */
final class EmbeddedPostgresExtension implements BeforeAllCallback {

    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(EmbeddedPostgresExtension.class);

    private static volatile DataSource dataSource;

    @Override
    public void beforeAll(ExtensionContext context) {
        Server server = context.getRoot().getStore(NAMESPACE)
                .computeIfAbsent(Server.class, key -> new Server(), Server.class);
        dataSource = server.postgres.getPostgresDatabase();
    }

    /** @return the shared server's {@code postgres} database */
    static DataSource dataSource() {
        DataSource started = dataSource;
        if (started == null) {
            throw new IllegalStateException("annotate the test class with @LeaseDatabases");
        }
        return started;
    }

    private static final class Server implements AutoCloseable {

        private final EmbeddedPostgres postgres;

        Server() {
            try {
                postgres = EmbeddedPostgres.builder().start();
            } catch (IOException e) {
                throw new UncheckedIOException("embedded PostgreSQL did not start", e);
            }
        }

        @Override
        public void close() throws IOException {
            postgres.close();
        }
    }
}
