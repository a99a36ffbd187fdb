package io.shardflake.testdb;

import static io.shardflake.testdb.Rows.update;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What the plain application user may read on PostgreSQL that tells which server, timeline and history it is talking
 * to, before and after a failover that lost a commit: the facts {@link PostgresReplication}'s class comment lists,
 * checked on the embedded 18 and on Debian's 15 (where it is installed).
 */
class PostgresFactsTest {

    private static final Path DEBIAN_15 = Path.of("/usr/lib/postgresql/15/bin");

    static Stream<String> versions() {
        return Stream.of("18", "15");
    }

    @ParameterizedTest(name = "PostgreSQL {0}")
    @MethodSource("versions")
    void whatAPlainUserSeesBeforeAndAfterAFailoverThatLostACommit(String version) throws SQLException {
        PostgresInstallation installation;
        if (version.equals("18")) {
            installation = PostgresInstallation.embedded();
        } else {
            assumeTrue(Files.isExecutable(DEBIAN_15.resolve("postgres")), "Debian's postgresql-15 is not installed");
            installation = PostgresInstallation.at(DEBIAN_15);
        }
        assertThat(installation.version()).startsWith(version + ".");
        try (PostgresReplication pair = PostgresReplication.start(installation)) {
            DataSource primary = pair.applicationDataSource(pair.primary());
            DataSource standby = pair.applicationDataSource(pair.standby());
            update(primary, "CREATE TABLE facts (id INT PRIMARY KEY, xid TEXT)");
            // About 90 pages the standby replays and keeps dirty: its post-promotion checkpoint takes seconds.
            update(primary, "CREATE TABLE ballast AS SELECT g AS n FROM generate_series(1, 20000) g");
            update(primary, "INSERT INTO facts VALUES (1, pg_current_xact_id()::text)");
            pair.awaitStandbyCaughtUp();
            String table = "'facts'::regclass::oid || '/' || pg_relation_filenode('facts')";
            String tableBefore = one(primary, table);

            // The cluster's identity is the same on both: the standby is a copy.
            String systemIdentifier = one(primary, "system_identifier FROM pg_control_system()");
            assertThat(one(standby, "system_identifier FROM pg_control_system()")).isEqualTo(systemIdentifier);
            assertThat(both(primary, standby, "timeline_id FROM pg_control_checkpoint()")).containsExactly("1", "1");
            assertThat(one(primary, "substr(pg_walfile_name(pg_current_wal_lsn()), 1, 8)")).isEqualTo("00000001");
            assertThat(sqlState(standby, "pg_walfile_name(pg_current_wal_lsn())")).isEqualTo("55000");
            assertThat(sqlState(standby, "pg_current_xact_id()")).isEqualTo("25006");
            assertThat(both(primary, standby, "pg_is_in_recovery()::text")).containsExactly("false", "true");
            assertThat(one(primary, "pg_last_xact_replay_timestamp()")).isNull();
            assertThat(one(standby, "pg_last_xact_replay_timestamp()")).isNotNull();
            assertThat(both(primary, standby, "min_recovery_end_timeline FROM pg_control_recovery()"))
                    .containsExactly("0", "1");
            // Replication's own views show a plain user their rows but not what is in them.
            assertThat(one(standby, "status FROM pg_stat_wal_receiver")).isNull();
            assertThat(pair.standby().select("status FROM pg_stat_wal_receiver")).isEqualTo("streaming");
            assertThat(sqlState(primary, "count(*) FROM pg_ls_waldir()")).isEqualTo("42501");
            assertThat(sqlState(primary, "pg_read_file('pg_wal/00000001.history')")).isEqualTo("42501");

            pair.cutReplication();
            update(primary, "INSERT INTO facts SELECT g, pg_current_xact_id()::text FROM generate_series(2, 1001) g");
            long lostXid = Long.parseLong(one(primary, "xid FROM facts WHERE id = 2"));
            String lostLsn = one(primary, "pg_current_wal_flush_lsn()");
            pair.crashPrimary();
            pair.promoteStandby();
            DataSource promoted = standby;

            // The WAL file name says the new timeline at once; the latest checkpoint still says the old one.
            assertThat(one(promoted, "substr(pg_walfile_name(pg_current_wal_lsn()), 1, 8)")).isEqualTo("00000002");
            assertThat(one(promoted, "timeline_id FROM pg_control_checkpoint()")).isEqualTo("1");
            // What the spread post-promotion checkpoint does in the end:
            Sql.execute(pair.standby().adminDataSource(), pair.standby(), "CHECKPOINT");
            assertThat(one(promoted, "timeline_id FROM pg_control_checkpoint()")).isEqualTo("2");
            assertThat(pair.standby().timeline()).isEqualTo(2);

            assertThat(one(promoted, "system_identifier FROM pg_control_system()")).isEqualTo(systemIdentifier);
            assertThat(one(promoted, "pg_is_in_recovery()::text")).isEqualTo("false");
            assertThat(one(promoted, "pg_last_xact_replay_timestamp()")).isNotNull();
            assertThat(one(promoted, "pg_last_wal_replay_lsn()")).isNotNull();
            assertThat(one(promoted, "min_recovery_end_timeline FROM pg_control_recovery()")).isEqualTo("0");
            // Transaction ids and WAL positions go back: the lost transaction's xid is handed out again, and the WAL
            // position is behind what the old primary had flushed.
            update(promoted, "INSERT INTO facts VALUES (3, pg_current_xact_id()::text)");
            List<String> after = FirstRow.select(promoted, "(SELECT xid FROM facts WHERE id = 3)",
                    "(SELECT xmin::text FROM facts WHERE id = 3)",
                    "(pg_current_wal_lsn() < '" + lostLsn + "'::pg_lsn)::text");
            assertThat(Long.parseLong(after.get(0))).isLessThanOrEqualTo(lostXid);
            assertThat(after.get(1)).isEqualTo(after.get(0));
            assertThat(after.get(2)).isEqualTo("true");

            // The table: its oid and file are the copy's, unchanged by the promotion; TRUNCATE (the owner may) gives
            // it a new file, DROP and CREATE (a dump's reload) a new oid.
            assertThat(one(promoted, table)).isEqualTo(tableBefore);
            update(promoted, "TRUNCATE facts");
            String truncated = one(promoted, table);
            assertThat(truncated.split("/")[0]).isEqualTo(tableBefore.split("/")[0]);
            assertThat(truncated.split("/")[1]).isNotEqualTo(tableBefore.split("/")[1]);
            update(promoted, "DROP TABLE facts");
            update(promoted, "CREATE TABLE facts (id INT PRIMARY KEY, xid TEXT)");
            assertThat(one(promoted, table).split("/")[0]).isNotEqualTo(tableBefore.split("/")[0]);
        }
    }

    private static String one(DataSource dataSource, String expression) throws SQLException {
        return FirstRow.select(dataSource, expression).get(0);
    }

    private static List<String> both(DataSource first, DataSource second, String expression) throws SQLException {
        return List.of(one(first, expression), one(second, expression));
    }

    private static String sqlState(DataSource dataSource, String expression) {
        Throwable refused = catchThrowable(() -> one(dataSource, expression));
        assertThat(refused).as(expression).isInstanceOf(SQLException.class);
        return ((SQLException) refused).getSQLState();
    }
}
