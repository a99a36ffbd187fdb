package io.shardflake.testdb;

import static io.shardflake.testdb.Rows.ids;
import static io.shardflake.testdb.Rows.update;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A real primary and asynchronous standby: replication carries rows, a cut makes the standby miss a commit for real,
 * and a crash plus promotion loses that commit on a new timeline while the application user (a plain one) writes on.
 */
class PostgresReplicationTest {

    private static PostgresReplication pair;

    @BeforeAll
    static void start() {
        pair = PostgresReplication.start();
    }

    @AfterAll
    static void stop() {
        pair.close();
    }

    @Test
    void replicationCarriesARowToTheStandby() throws SQLException {
        update(pair.applicationDataSource(), "CREATE TABLE carried (id INT PRIMARY KEY)");
        update(pair.applicationDataSource(), "INSERT INTO carried VALUES (1)");

        pair.awaitStandbyCaughtUp();

        assertThat(ids(pair.applicationDataSource(pair.standby()), "carried")).containsExactly(1);
        assertThat(pair.standby().isInRecovery()).isTrue();
        assertThat(pair.primary().isInRecovery()).isFalse();
        assertThat(List.of(pair.primary().timeline(), pair.standby().timeline())).containsExactly(1, 1);
    }

    @Test
    void aCutStandbyMissesCommitsUntilReplicationResumes() throws SQLException {
        update(pair.applicationDataSource(), "CREATE TABLE resumed (id INT PRIMARY KEY)");
        pair.awaitStandbyCaughtUp();

        pair.cutReplication();
        update(pair.applicationDataSource(), "INSERT INTO resumed VALUES (1)");

        String written = pair.primary().select("pg_current_wal_flush_lsn()");
        assertThat(ids(pair.applicationDataSource(pair.standby()), "resumed")).isEmpty();
        assertThat(pair.standby().select("(pg_last_wal_replay_lsn() < '" + written + "'::pg_lsn)::text"))
                .isEqualTo("true");

        pair.resumeReplication();
        pair.awaitStandbyCaughtUp();
        assertThat(ids(pair.applicationDataSource(pair.standby()), "resumed")).containsExactly(1);
    }

    @Test
    void theApplicationUserIsAPlainUserOwningItsDatabase() throws SQLException {
        List<String> role = FirstRow.select(pair.applicationDataSource(), "current_user",
                "current_setting('is_superuser')",
                "(SELECT rolsuper OR rolcreatedb OR rolcreaterole OR rolreplication OR rolbypassrls FROM pg_roles"
                        + " WHERE rolname = current_user)::text",
                "(SELECT count(*) FROM pg_auth_members m JOIN pg_roles r ON r.oid = m.member"
                        + " WHERE r.rolname = current_user)",
                "(SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = current_database())");

        assertThat(role).containsExactly(ApplicationAccount.USER, "off", "false", "0",
                ApplicationAccount.USER);
        // pg_hba.conf lets it into its own database only.
        assertThatThrownBy(() -> PostgresNode.dataSource(pair.primary().url("postgres"),
                ApplicationAccount.USER, ApplicationAccount.PASSWORD).getConnection().close())
                .isInstanceOf(SQLException.class).hasMessageContaining("no pg_hba.conf entry");
    }

    @Test
    void bothServersListenOnLoopbackOnlyAndTheProxiesSitInFront() {
        for (PostgresNode server : List.of(pair.primary(), pair.standby())) {
            assertThat(ListeningSockets.of(server.pid())).containsExactly("127.0.0.1:" + server.port());
        }
        assertThat(pair.applicationProxy().target()).isEqualTo("127.0.0.1:" + pair.primary().port());
        assertThat(pair.applicationUrl()).isEqualTo("jdbc:postgresql://127.0.0.1:" + pair.applicationProxy().port()
                + "/app");
    }

    @Test
    void afterACrashAndAPromotionTheCommitTheStandbyMissedIsGoneAndTheTimelineMovedOn() throws SQLException {
        List<Path> folders;
        long promoted;
        try (PostgresReplication failover = PostgresReplication.start()) {
            folders = List.of(failover.primary().folder(), failover.standby().folder());
            promoted = failover.standby().pid();
            DataSource app = failover.applicationDataSource();
            update(app, "CREATE TABLE lost (id INT PRIMARY KEY)");
            update(app, "INSERT INTO lost VALUES (1)");
            failover.awaitStandbyCaughtUp();
            failover.cutReplication();
            update(app, "INSERT INTO lost VALUES (2)"); // committed: on the primary's disk, never on the standby's

            failover.crashPrimary();
            failover.promoteStandby();
            failover.moveApplicationToStandby();

            assertThat(failover.primary().isRunning()).isFalse();
            assertThat(failover.standby().isInRecovery()).isFalse();
            assertThat(failover.standby().timeline()).isEqualTo(2);
            update(app, "INSERT INTO lost VALUES (3)");
            assertThat(ids(app, "lost")).containsExactly(1, 3);
            assertThat(failover.applicationProxy().target()).isEqualTo("127.0.0.1:" + failover.standby().port());
        }
        // close() stopped what was left and deleted both folders.
        assertThat(ProcessHandle.of(promoted).filter(ProcessHandle::isAlive)).isEmpty();
        assertThat(folders).allSatisfy(folder -> assertThat(Files.exists(folder)).as("%s", folder).isFalse());
    }
}
