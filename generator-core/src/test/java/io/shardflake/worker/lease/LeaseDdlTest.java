package io.shardflake.worker.lease;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shipped DDL files, as Shardflake reads them, and how a database error is told from a lost race. */
class LeaseDdlTest {

    @Test
    void eachDatabaseHasItsFile() {
        assertThat(LeaseDdl.resourceFor("PostgreSQL")).isEqualTo("postgresql.sql");
        assertThat(LeaseDdl.resourceFor("H2")).isEqualTo("h2.sql");
        assertThat(LeaseDdl.resourceFor("MySQL")).isNull();
        assertThat(LeaseDdl.resourceFor(null)).isNull();
    }

    @Test
    void bothFilesHoldOneCreateTableWithEveryColumnUnderTheConfiguredName() {
        for (String resource : List.of("postgresql.sql", "h2.sql")) {
            List<String> statements = LeaseDdl.statements(resource, TableName.of("ids.worker_lease"));

            assertThat(statements).as(resource).hasSize(1);
            assertThat(statements.get(0)).as(resource)
                    .startsWith("CREATE TABLE IF NOT EXISTS ids.worker_lease (")
                    .doesNotContain("--", ";", "shardflake_worker_lease")
                    .contains("worker_id", "holder_host", "holder_pid", "holder_instance", "holder_source",
                            "claimed_at", "renewed_at", "expires_at", "reserved_until", "version", "PRIMARY KEY");
        }
    }

    @Test
    void aDuplicateKeyASerializationFailureAndALockTimeoutAreLostRacesAConnectionFailureIsNot() {
        assertThat(LostRace.is(new SQLException("duplicate key", "23505"))).isTrue();
        assertThat(LostRace.is(new SQLException("could not serialize", "40001"))).isTrue();
        assertThat(LostRace.is(new SQLException("lock not available", "55P03"))).isTrue();
        assertThat(LostRace.is(new SQLException("timeout trying to lock", "HYT00"))).isTrue();
        assertThat(LostRace.is(new SQLException("concurrent update", "90131"))).isTrue();

        assertThat(LostRace.is(new SQLException("connection refused", "08001"))).isFalse();
        assertThat(LostRace.is(new SQLException("no such table", "42P01"))).isFalse();
        assertThat(LostRace.is(new SQLException("no state"))).isFalse();
    }
}
