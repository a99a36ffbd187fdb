package io.shardflake.docscheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.shardflake.LayoutPreset;
import io.shardflake.worker.lease.JdbcWorkerLease;
import io.shardflake.worker.lease.WorkerLease;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * Every {@code ```sql} block of the docs runs: a page's blocks in order on one fresh database of each kind the blocks
 * name (H2 by default, PostgreSQL for {@code postgresql}, MariaDB for {@code mysql}), so that a later block can use
 * what an earlier one made. A block whose first line is a comment naming a class-path resource
 * ({@code -- io/shardflake/...sql}) must hold exactly that resource's statements. After a block marked {@code lease},
 * the shipped lease DDL for that database runs again, as Flyway's repeatable migration or Liquibase's
 * {@code runOnChange} changeSet reruns it when it changed (its {@code CREATE TABLE IF NOT EXISTS} leaves an existing
 * table alone, its stamp needs the current columns), and the lease claims a worker id from the table without creating
 * one.
 */
class SqlBlocksTest {

    @TestFactory
    Stream<DynamicTest> everySqlBlockRuns() {
        Map<Path, Map<String, String>> databases = new HashMap<>();
        return DocsTree.blocks("sql").stream().flatMap(block -> Databases.kindsOf(block).stream()
                .map(kind -> DynamicTest.dynamicTest(block.where() + " on " + kind, () -> {
                    String url = databases.computeIfAbsent(block.page(), page -> new HashMap<>())
                            .computeIfAbsent(kind, Databases::fresh);
                    List<SqlStatements.Statement> statements = SqlStatements.of(block.text());
                    String resource = shippedResource(block);
                    if (resource != null) {
                        assertThat(normalized(statements)).as(block.where() + " shows " + resource + " as shipped")
                                .isEqualTo(normalized(SqlStatements.of(read(resource))));
                    }
                    run(url, statements, statement -> block.page() + ":" + block.pageLine(statement.line()));
                    if (block.has("lease")) {
                        String ddl = "io/shardflake/worker/lease/" + (kind.equals("postgresql") ? "postgresql"
                                : kind.equals("mysql") ? "mysql" : "h2") + "/R__shardflake_worker_lease.sql";
                        run(url, SqlStatements.of(read(ddl)), statement -> block.where() + ", then " + ddl);
                        claimFrom(block, url);
                    }
                })));
    }

    private static List<String> normalized(List<SqlStatements.Statement> statements) {
        return statements.stream().map(statement -> SqlStatements.normalized(statement.sql())).toList();
    }

    private static void run(String url, List<SqlStatements.Statement> statements,
            Function<SqlStatements.Statement, String> where) throws SQLException {
        try (Connection connection = DriverManager.getConnection(url); Statement jdbc = connection.createStatement()) {
            for (SqlStatements.Statement statement : statements) {
                try {
                    jdbc.execute(statement.sql());
                } catch (SQLException e) {
                    fail(where.apply(statement) + ": " + e.getMessage(), e);
                }
            }
        }
    }

    private static void claimFrom(FencedBlock block, String url) {
        DataSource dataSource = new DriverManagerDataSource(url);
        JdbcWorkerLease leases = JdbcWorkerLease.builder(dataSource).layout(LayoutPreset.SHARDFLAKE.layout())
                .createTable(false).holder("docs-check", ProcessHandle.current().pid()).build();
        try (WorkerLease lease = leases.claimAny()) {
            assertThat(lease.workerId()).as(block.where() + ": a worker id leased from the page's table")
                    .isBetween(0, 255);
        }
    }

    private static String shippedResource(FencedBlock block) {
        String first = block.text().lines().findFirst().orElse("").strip();
        return first.matches("-- io/shardflake/\\S+\\.sql") ? first.substring(3) : null;
    }

    private static String read(String resource) throws IOException {
        try (InputStream in = SqlBlocksTest.class.getClassLoader().getResourceAsStream(resource)) {
            assertThat(in).as("class-path resource " + resource).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
