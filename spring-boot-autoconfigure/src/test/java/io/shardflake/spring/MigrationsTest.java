package io.shardflake.spring;

import static io.shardflake.spring.BootClass.DATA_SOURCE_AUTO_CONFIGURATION;
import static io.shardflake.spring.BootClass.FLYWAY_AUTO_CONFIGURATION;
import static io.shardflake.spring.BootClass.LIQUIBASE_AUTO_CONFIGURATION;
import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.worker.lease.WorkerLease;
import io.shardflake.testdb.MariaDbServer;
import io.shardflake.testdb.PostgresServer;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Started applications whose migrations create the lease table, the production way: Flyway with the repeatable
 * migration shardflake-core ships, or Liquibase with its changelog included from the application's. The lease claims
 * after the migration, even when a component injects the generator before anything else, and with
 * {@code initialize-schema=never} Shardflake runs no DDL of its own.
 */
class MigrationsTest {

    private static final AtomicInteger DATABASES = new AtomicInteger();

    enum Database {
        H2, POSTGRESQL, MARIADB
    }

    enum Tool {
        FLYWAY, LIQUIBASE
    }

    /** @return the JDBC URL of a database no other test uses */
    private static String freshDatabase(Database database) throws SQLException {
        String name = "migrations_" + DATABASES.incrementAndGet();
        if (database == Database.H2) {
            return "jdbc:h2:mem:" + name + ";DB_CLOSE_DELAY=-1";
        }
        if (database == Database.MARIADB) {
            MariaDbServer server = MariaDbServer.shared();
            try (Connection connection = server.dataSource().getConnection();
                    Statement statement = connection.createStatement()) {
                statement.execute("CREATE DATABASE " + name);
            }
            return server.urlWithCredentials("mariadb").replace("/" + MariaDbServer.DATABASE + "?", "/" + name + "?");
        }
        PostgresServer postgres = PostgresServer.shared();
        try (Connection connection = postgres.dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute("CREATE DATABASE " + name);
        }
        return postgres.jdbcUrl(name);
    }

    private static ApplicationContextRunner application(Tool tool, String url) {
        // MySQL and MariaDB share one folder; Boot's {vendor} would say "mariadb" for a jdbc:mariadb: URL.
        String vendor = url.startsWith("jdbc:h2") ? "h2" : url.startsWith("jdbc:mariadb") ? "mysql" : "postgresql";
        ApplicationContextRunner runner = new ApplicationContextRunner()
                .withConfiguration(TestedLine.autoConfigurations(DATA_SOURCE_AUTO_CONFIGURATION.type(),
                        FLYWAY_AUTO_CONFIGURATION.type(), LIQUIBASE_AUTO_CONFIGURATION.type(),
                        ShardflakeAutoConfiguration.class))
                .withUserConfiguration(EarlyUserConfiguration.class)
                .withPropertyValues("spring.datasource.url=" + url, "shardflake.worker.hostname=" + Runners.HOST,
                        "shardflake.worker.lease.initialize-schema=never");
        return tool == Tool.FLYWAY
                ? runner.withPropertyValues("spring.liquibase.enabled=false", "spring.flyway.locations="
                        + "classpath:migrations/flyway,classpath:io/shardflake/worker/lease/" + vendor)
                : runner.withPropertyValues("spring.flyway.enabled=false",
                        "spring.liquibase.change-log=classpath:migrations/master.xml");
    }

    @ParameterizedTest(name = "{0} on {1}")
    @org.junit.jupiter.params.provider.MethodSource("combinations")
    void theMigrationCreatesTheTableAndTheLeaseClaimsAfterIt(Tool tool, Database database) throws SQLException {
        String url = freshDatabase(database);
        application(tool, url).run(context -> {
            assertThat(context).hasNotFailed();
            WorkerLease lease = context.getBean(ShardflakeWorker.class).lease().orElseThrow();
            assertThat(lease.isValid()).isTrue();
            // The component that asked for the generator first got it, after the migration.
            assertThat(context.getBean(EarlyUser.class).firstId()).isPositive();
            assertThat(migrated(context.getBean(DataSource.class), tool)).isTrue();
        });
    }

    static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> combinations() {
        return java.util.stream.Stream.of(Tool.values()).flatMap(tool -> java.util.stream.Stream.of(Database.values())
                .map(database -> org.junit.jupiter.params.provider.Arguments.of(tool, database)));
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void withoutAMigrationAndInitializeSchemaNeverShardflakeRunsNoDdlAndStopsTheStart(Database database)
            throws SQLException {
        String url = freshDatabase(database);
        new ApplicationContextRunner()
                .withConfiguration(TestedLine.autoConfigurations(DATA_SOURCE_AUTO_CONFIGURATION.type(),
                        ShardflakeAutoConfiguration.class))
                .withPropertyValues("spring.datasource.url=" + url, "shardflake.worker.hostname=" + Runners.HOST,
                        "shardflake.worker.lease.initialize-schema=never")
                .run(context -> {
                    assertThat(StartupFailure.of(context))
                            .hasMessageStartingWith("the lease table shardflake_worker_lease does not exist")
                            .hasMessageContaining("shardflake.worker.lease.initialize-schema=never leaves it to you")
                            .satisfies(SpringWords.vocabulary()::check);
                });
        try (Connection connection = database == Database.MARIADB ? java.sql.DriverManager.getConnection(url)
                : java.sql.DriverManager.getConnection(url, database == Database.H2 ? "sa" : "postgres", "")) {
            assertThat(tableExists(connection, "shardflake_worker_lease")).isFalse();
        }
    }

    private static boolean migrated(DataSource dataSource, Tool tool) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            if (!tableExists(connection, "shardflake_worker_lease") || !tableExists(connection, "orders")) {
                return false;
            }
            // Flyway's names are lower case: quoted, as each database quotes them.
            String q = connection.getMetaData().getIdentifierQuoteString();
            String history = tool == Tool.FLYWAY
                    ? "SELECT count(*) FROM " + q + "flyway_schema_history" + q + " WHERE " + q + "description" + q
                            + " = 'shardflake worker lease'"
                    : "SELECT count(*) FROM DATABASECHANGELOG WHERE ID LIKE 'shardflake-worker-lease-%'";
            try (Statement statement = connection.createStatement();
                    ResultSet rows = statement.executeQuery(history)) {
                rows.next();
                return rows.getInt(1) == 1;
            }
        }
    }

    private static boolean tableExists(Connection connection, String table) throws SQLException {
        for (String name : new String[] {table, table.toUpperCase(java.util.Locale.ROOT)}) {
            try (ResultSet tables = connection.getMetaData().getTables(null, null, name, null)) {
                if (tables.next()) {
                    return true;
                }
            }
        }
        return false;
    }

    /** A component that asks for the generator before anything else would run: its constructor makes an id. */
    static final class EarlyUser {

        private final long firstId;

        EarlyUser(SnowflakeGenerator generator) {
            this.firstId = generator.nextId();
        }

        long firstId() {
            return firstId;
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class EarlyUserConfiguration {

        @Bean
        EarlyUser earlyUser(SnowflakeGenerator generator) {
            return new EarlyUser(generator);
        }
    }
}
