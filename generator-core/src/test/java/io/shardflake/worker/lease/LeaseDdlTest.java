package io.shardflake.worker.lease;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The supported databases and their DDL files, as Shardflake reads them, and how a database error is told from a
 * lost race.
 */
class LeaseDdlTest {

    @Test
    void eachSupportedProductHasItsDialectAndFileAndNoOtherProductHasOne() {
        assertThat(LeaseDialect.of("PostgreSQL")).hasValue(LeaseDialect.POSTGRESQL);
        assertThat(LeaseDialect.of("H2")).hasValue(LeaseDialect.H2);
        assertThat(LeaseDialect.of("MySQL")).hasValue(LeaseDialect.MYSQL);
        assertThat(LeaseDialect.of("MariaDB")).hasValue(LeaseDialect.MYSQL);
        assertThat(LeaseDialect.POSTGRESQL.ddlResource()).isEqualTo("postgresql/R__shardflake_worker_lease.sql");
        assertThat(LeaseDialect.H2.ddlResource()).isEqualTo("h2/R__shardflake_worker_lease.sql");
        assertThat(LeaseDialect.MYSQL.ddlResource()).isEqualTo("mysql/R__shardflake_worker_lease.sql");
        assertThat(LeaseDialect.supportedProducts()).containsExactly("H2", "PostgreSQL", "MySQL", "MariaDB");

        assertThat(LeaseDialect.of("HSQL Database Engine")).isEmpty();
        assertThat(LeaseDialect.of("Apache Derby")).isEmpty();
        assertThat(LeaseDialect.of("mysql")).as("the name exactly as drivers report it").isEmpty();
        assertThat(LeaseDialect.of("")).isEmpty();
        assertThat(LeaseDialect.of(null)).isEmpty();
    }

    @Test
    void everyFileHoldsOneCreateTableWithEveryColumnAndTheStampUnderTheConfiguredName() {
        for (String resource : List.of("postgresql/R__shardflake_worker_lease.sql", "h2/R__shardflake_worker_lease.sql", "mysql/R__shardflake_worker_lease.sql")) {
            List<String> statements = LeaseDdl.statements(resource, TableName.of("ids.worker_lease"));

            assertThat(statements).as(resource).hasSize(3);
            assertThat(statements.get(0)).as(resource)
                    .startsWith("CREATE TABLE IF NOT EXISTS ids.worker_lease (")
                    .doesNotContain("--", ";", "shardflake_worker_lease")
                    .contains("worker_id", "holder_host", "holder_pid", "holder_instance", "holder_source",
                            "claimed_at", "renewed_at", "expires_at", "reserved_until", "version", "written_on",
                            "written_xid", "PRIMARY KEY", "CHECK (worker_id >= -1)");
            assertThat(statements.get(1)).as(resource)
                    .startsWith("INSERT INTO ids.worker_lease (")
                    .contains("SELECT -1, ", "WHERE NOT EXISTS (SELECT worker_id FROM ids.worker_lease WHERE worker_id = -1)")
                    .doesNotContain("--", ";", "shardflake_worker_lease");
            assertThat(statements.get(2)).as(resource)
                    .startsWith("CREATE TABLE IF NOT EXISTS ids.worker_lease_history (")
                    .doesNotContain("--", ";", "shardflake_worker_lease")
                    .contains("worker_id", "holder_instance", "holder_host", "holder_pid", "holder_source",
                            "holder_application", "began", "began_at", "renewed_at", "ids_from", "ids_until", "ended",
                            "ended_at", "PRIMARY KEY (worker_id, holder_instance)");
            assertThat(LeaseDdl.creates(statements.get(2), "ids.worker_lease_history")).isTrue();
            assertThat(LeaseDdl.creates(statements.get(0), "ids.worker_lease_history")).isFalse();
        }
    }

    /** The files are made at build time from one template (src/main/lease-ddl); every placeholder is filled. */
    @Test
    void theFilesMadeFromTheTemplateDifferOnlyWhereTheDatabasesDo() throws IOException {
        String h2 = raw("h2/R__shardflake_worker_lease.sql");
        String postgres = raw("postgresql/R__shardflake_worker_lease.sql");
        String mysql = raw("mysql/R__shardflake_worker_lease.sql");

        assertThat(List.of(h2, postgres, mysql)).allSatisfy(file -> assertThat(file).doesNotContain("@lease."));
        assertThat(h2).startsWith("-- Shardflake worker-id lease table, H2 (tested on 2.4).")
                .contains("\n);\n", "\n        NULL FROM DUAL\n");
        assertThat(postgres).startsWith("-- Shardflake worker-id lease table, PostgreSQL (tested on 18).")
                .contains("\n);\n", "\n        txid_current() \n");
        assertThat(mysql).contains("DATABASE's clock (UTC_TIMESTAMP(6))", "\n        NULL FROM DUAL\n",
                "\n) ENGINE = InnoDB DEFAULT CHARACTER SET = utf8mb4 COLLATE = utf8mb4_bin;\n");
        assertThat(List.of(h2, postgres, mysql)).allSatisfy(file -> assertThat(file)
                .contains("WHERE NOT EXISTS (SELECT worker_id FROM shardflake_worker_lease WHERE worker_id = -1);\n")
                .contains("CREATE TABLE IF NOT EXISTS shardflake_worker_lease_history ("));
        assertThat(List.of(h2, postgres)).allSatisfy(file -> assertThat(file)
                .endsWith("\n    PRIMARY KEY (worker_id, holder_instance)\n);\n"));
        assertThat(mysql).endsWith("\n    PRIMARY KEY (worker_id, holder_instance)\n) ENGINE = InnoDB DEFAULT CHARACTER"
                + " SET = utf8mb4 COLLATE = utf8mb4_bin;\n");
        assertThat(LeaseDdl.statements("h2/R__shardflake_worker_lease.sql", TableName.of("t")).get(0))
                .isEqualTo(LeaseDdl.statements("postgresql/R__shardflake_worker_lease.sql", TableName.of("t")).get(0));
        assertThat(LeaseDdl.statements("h2/R__shardflake_worker_lease.sql", TableName.of("t")).get(2))
                .isEqualTo(LeaseDdl.statements("postgresql/R__shardflake_worker_lease.sql", TableName.of("t")).get(2));
    }

    /**
     * The stamp each file writes names the database as the lease's own queries do, so a table created by a migration
     * is not taken for one that changed; under another table name too (MySQL's names the table).
     */
    @Test
    void theStampOfEachFileNamesTheDatabaseAsTheLeaseDoes() {
        for (LeaseDialect dialect : LeaseDialect.values()) {
            for (String name : List.of(TableName.DEFAULT, "ids.worker_lease", "other_lease")) {
                TableName table = TableName.of(name);
                assertThat(LeaseDdl.statements(dialect.ddlResource(), table).get(1)).as(dialect + ", " + name)
                        .contains(dialect.sqlOrigin(table));
            }
        }
        assertThat(LeaseDialect.MYSQL.sqlOrigin(TableName.of("ids.worker_lease")))
                .contains("TABLE_SCHEMA = 'ids' AND TABLE_NAME = 'worker_lease'");
        assertThat(LeaseDialect.MYSQL.sqlOrigin(TableName.of("other_lease")))
                .contains("TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'other_lease'");
    }

    private static String raw(String resource) throws IOException {
        try (InputStream in = LeaseDdl.class.getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void aDuplicateKeyASerializationFailureAndALockTimeoutAreLostRacesAConnectionFailureAndAQueryTimeoutAreNot() {
        assertThat(LostRace.is(new SQLException("duplicate key", "23505"))).isTrue();
        assertThat(LostRace.is(new SQLException("could not serialize", "40001"))).isTrue();
        assertThat(LostRace.is(new SQLException("lock not available", "55P03"))).isTrue();
        assertThat(LostRace.is(new SQLException("timeout trying to lock", "HYT00"))).isTrue();
        assertThat(LostRace.is(new SQLException("concurrent update", "90131"))).isTrue();

        assertThat(LostRace.is(new SQLException("Lock wait timeout exceeded", "HY000", 1205))).isTrue();
        assertThat(LostRace.is(new SQLException("Lock wait timeout exceeded", "40001", 1205))).isTrue();
        assertThat(LostRace.is(new SQLException("Deadlock found", "40001", 1213))).isTrue();
        assertThat(LostRace.is(new SQLException("Duplicate entry '5' for key 'PRIMARY'", "23000", 1062))).isTrue();

        assertThat(LostRace.is(new SQLException("connection refused", "08001"))).isFalse();
        assertThat(LostRace.is(new SQLException("some other general error", "HY000", 1210))).isFalse();
        assertThat(LostRace.is(new SQLException("max_statement_time exceeded", "70100", 1969))).isFalse();
        assertThat(LostRace.is(new SQLException("Statement cancelled due to timeout", null, 0))).isFalse();
        assertThat(LostRace.is(new SQLException("no such table", "42P01"))).isFalse();
        assertThat(LostRace.is(new SQLException("no state"))).isFalse();
    }
}
