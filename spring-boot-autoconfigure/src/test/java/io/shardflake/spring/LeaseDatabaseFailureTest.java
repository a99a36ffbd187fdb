package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.error.ShardflakeException;
import io.shardflake.worker.lease.LeaseConnectionException;
import io.shardflake.worker.lease.UnsupportedDatabaseException;
import javax.sql.DataSource;
import org.hsqldb.jdbc.JDBCDataSource;
import org.junit.jupiter.api.Test;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.jdbc.datasource.SimpleDriverDataSource;

/**
 * A lease database Shardflake cannot use stops the startup as what it is. Before, an unreachable database was
 * reported as a bad value of {@code shardflake.worker.lease.table}, and MySQL, MariaDB, Oracle or SQL Server failed
 * the same way for want of DDL.
 */
class LeaseDatabaseFailureTest {

    private static ApplicationContextRunner with(DataSource database) {
        return Runners.shardflake().withBean(DataSource.class, () -> database)
                .withPropertyValues("shardflake.worker.lease.connection=pool");
    }

    @Test
    void anUnreachableDatabaseIsAConnectionFailureNamingTheUrlWithoutItsPassword() throws Exception {
        SimpleDriverDataSource closedPort = new SimpleDriverDataSource(new org.postgresql.Driver(),
                "jdbc:postgresql://127.0.0.1:1/app?user=app&password=secret");
        with(closedPort).run(context -> {
            ShardflakeException failure = StartupFailure.of(context);
            assertThat(failure).isInstanceOf(LeaseConnectionException.class)
                    .hasMessageContaining("could not connect to jdbc:postgresql://127.0.0.1:1/app")
                    .hasMessageNotContaining("secret");
            FailureAnalysis analysis = new LeaseDatabaseFailureAnalyzer().analyze(context.getStartupFailure());
            assertThat(analysis.getDescription())
                    .contains("could not connect to the database of its worker-id lease")
                    .contains("Database: jdbc:postgresql://127.0.0.1:1/app").doesNotContain("secret")
                    .contains("Driver: ");
            SpringWords.vocabulary().check(analysis.getDescription() + "\n" + analysis.getAction());
        });
    }

    @Test
    void anUnsupportedDatabaseIsNamedWithTheSupportedOnes() {
        JDBCDataSource hsqldb = new JDBCDataSource();
        hsqldb.setUrl("jdbc:hsqldb:mem:lease-failure");
        hsqldb.setUser("sa");
        with(hsqldb).run(context -> {
            ShardflakeException failure = StartupFailure.of(context);
            assertThat(failure).isInstanceOf(UnsupportedDatabaseException.class)
                    .hasMessageContaining("unsupported database product HSQL Database Engine");
            FailureAnalysis analysis = new LeaseDatabaseFailureAnalyzer().analyze(context.getStartupFailure());
            assertThat(analysis.getDescription()).contains("does not support HSQL Database Engine")
                    .contains("Supported: H2, PostgreSQL, MySQL, MariaDB");
            SpringWords.vocabulary().check(analysis.getDescription() + "\n" + analysis.getAction());
        });
    }
}
