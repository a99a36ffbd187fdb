package io.shardflake.reliability;

import io.shardflake.testdb.PostgresServer;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The test JVM's embedded PostgreSQL (shardflake-test-databases' shared server, {@code synchronous_commit=on}),
 * started before a test class that asks for it ({@code @ExtendWith}) so that its start-up is not counted in a
 * test's own deadlines. Tests keep apart by table names; child JVMs reach it through {@link #jdbcUrl()}.
 */
final class SharedPostgres implements BeforeAllCallback {

    @Override
    public void beforeAll(ExtensionContext context) {
        PostgresServer.shared();
    }

    /** @return the {@code postgres} database, a new connection per call */
    static DataSource dataSource() {
        return PostgresServer.shared().dataSource();
    }

    /** @return a JDBC URL with the user in it, for another process; batched inserts are rewritten to multi-row ones */
    static String jdbcUrl() {
        return PostgresServer.shared().jdbcUrl("postgres") + "&reWriteBatchedInserts=true";
    }
}
