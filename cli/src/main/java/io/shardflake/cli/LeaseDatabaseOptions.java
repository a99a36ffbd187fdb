package io.shardflake.cli;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.worker.lease.TenureHistory;
import io.shardflake.worker.lease.UnpooledDataSource;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Option;

/**
 * Where the lease's history is, for {@code whois} and {@code audit}: the lease table's database, as ShardingSphere's
 * {@code worker.lease.url}, {@code -username} and {@code -password} give it, the password read from an environment
 * variable so that it never shows in the process list or the shell's history.
 */
final class LeaseDatabaseOptions {

    @Option(names = "--lease-url", paramLabel = "URL", required = true, description = "the JDBC URL of the lease"
            + " table's database, e.g. jdbc:postgresql://db:5432/app (drivers inside: H2, PostgreSQL; MariaDB and"
            + " MySQL: put the driver's jar on the class path)")
    private String url;

    @Option(names = "--lease-username", paramLabel = "USER", description = "the database user, if the URL names none")
    private @Nullable String username;

    @Option(names = "--lease-password-env", paramLabel = "NAME",
            description = "the environment variable that holds the user's password")
    private @Nullable String passwordEnv;

    @Option(names = "--table", paramLabel = "NAME", description = "the lease table (default shardflake_worker_lease);"
            + " its history is NAME_history")
    private String table = "shardflake_worker_lease";

    /** @return a connection per call, as the options say */
    DataSource dataSource() {
        String password = null;
        if (passwordEnv != null) {
            password = System.getenv(passwordEnv);
            if (password == null) {
                throw new UsageException("--lease-password-env " + CliText.shown(passwordEnv) + " names no"
                        + " environment variable that is set");
            }
        }
        return UnpooledDataSource.of(url, username, password);
    }

    /** @return the history of the lease table */
    TenureHistory history(DataSource dataSource) {
        try {
            return TenureHistory.of(dataSource, table);
        } catch (InvalidConfigurationException refused) {
            throw CliText.rejected("--table", table, refused);
        }
    }
}
