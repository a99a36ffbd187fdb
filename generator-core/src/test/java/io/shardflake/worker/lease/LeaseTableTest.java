package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.execute;
import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static io.shardflake.worker.lease.LeaseFixtures.leases;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The lease table: created when missing, taken as a DBA created it, or a clear error at startup. */
@LeaseDatabases
class LeaseTableTest {

    @ParameterizedTest
    @EnumSource(Database.class)
    void aMissingTableIsCreatedAndAnExistingOneIsKept(Database database) {
        DataSource dataSource = database.dataSource();
        String table = freshTable();

        leases(dataSource, table, "web-1").build().claimAny();
        leases(dataSource, table, "web-2").build().claimAny();

        assertThat(LeaseFixtures.rows(dataSource, table)).extracting(LeaseFixtures.StoredRow::host)
                .containsExactly("web-1", "web-2");
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void withCreationOffAMissingTableFailsTheBuildNamingTheTableAndTheDdl(Database database) {
        String table = freshTable();
        JdbcWorkerLease.Builder builder = leases(database.dataSource(), table, "web-1").createTable(false);

        assertThatThrownBy(builder::build).isInstanceOfSatisfying(LeaseTableMissingException.class, e -> {
            assertThat(e.parameter()).isEqualTo("createTable");
            assertThat(e.value()).isEqualTo("false");
            assertThat(e.table()).isEqualTo(table);
            assertThat(e.ddl()).isEqualTo("io/shardflake/worker/lease/" + database.ddlFile());
            assertThat(e.getMessage()).startsWith("the lease table " + table + " does not exist in this database, or"
                    + " lacks the lease columns (").endsWith("), and createTable(false) keeps the lease from creating"
                    + " it. Create it with the DDL in io/shardflake/worker/lease/" + database.ddlFile() + ", with"
                    + " shardflake_worker_lease replaced by " + table + " (on the class path: Flyway runs it as a"
                    + " repeatable migration from its folder, Liquibase from io/shardflake/worker/lease/liquibase.xml),"
                    + " or call createTable(true)");
        });
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void theShippedDdlRunByHandMakesATableTheLeaseUses(Database database) throws IOException {
        DataSource dataSource = database.dataSource();
        String table = freshTable();
        try (InputStream in = getClass().getResourceAsStream("/io/shardflake/worker/lease/" + database.ddlFile())) {
            // As a DBA's client runs a file: one statement at a time, split where a line ends in ';'.
            for (String statement : new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .replace("shardflake_worker_lease", table).split(";\\s*\\n")) {
                if (!statement.isBlank()) {
                    execute(dataSource, statement);
                }
            }
        }

        WorkerLease lease = leases(dataSource, table, "web-1").createTable(false).build().claimAny();

        assertThat(lease.workerId()).isZero();
        assertThat(LeaseFixtures.rows(dataSource, table)).hasSize(1);
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aSchemaQualifiedNameWorks(Database database) {
        DataSource dataSource = database.dataSource();
        String schema = freshTable() + "_schema";
        execute(dataSource, "CREATE SCHEMA " + schema);

        WorkerLease lease = leases(dataSource, schema + ".worker_lease", "web-1").build().claim(9);

        assertThat(lease.description()).isEqualTo("lease(" + schema + ".worker_lease, fixed(9))");
        assertThat(LeaseFixtures.rows(dataSource, schema + ".worker_lease")).hasSize(1);
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aTableOfThatNameWithoutTheLeaseColumnsIsNotMistakenForOne(Database database) {
        DataSource dataSource = database.dataSource();
        String table = freshTable();
        execute(dataSource, "CREATE TABLE " + table + " (worker_id INTEGER PRIMARY KEY, owner VARCHAR(20))");

        assertThatThrownBy(() -> leases(dataSource, table, "web-1").createTable(false).build())
                .isInstanceOf(LeaseTableMissingException.class).hasMessageContaining("or lacks the lease columns");
        assertThatThrownBy(() -> leases(dataSource, table, "web-1").build())
                .isInstanceOf(LeaseDatabaseException.class)
                .hasMessageContaining(table + " cannot be read even after CREATE TABLE IF NOT EXISTS");
    }
}
