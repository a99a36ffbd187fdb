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
 * A real MariaDB primary and replica: replication carries rows, a cut makes the replica miss a commit for real, and a
 * crash plus promotion loses that commit while the application user (a plain one) writes on with the same GTID
 * sequence number under another server id.
 */
class MariaDbReplicationTest {

    private static MariaDbReplication pair;

    @BeforeAll
    static void start() {
        pair = MariaDbReplication.start();
    }

    @AfterAll
    static void stop() {
        pair.close();
    }

    @Test
    void replicationCarriesARowToTheReplica() throws SQLException {
        update(pair.applicationDataSource(), "CREATE TABLE carried (id INT PRIMARY KEY)");
        update(pair.applicationDataSource(), "INSERT INTO carried VALUES (1)");

        pair.awaitReplicaCaughtUp();

        assertThat(ids(pair.applicationDataSource(pair.replica()), "carried")).containsExactly(1);
        assertThat(List.of(pair.primary().serverId(), pair.replica().serverId())).containsExactly(1L, 2L);
        assertThat(pair.replica().gtidPosition()).isEqualTo(pair.primary().gtidPosition()).startsWith("0-1-");
    }

    @Test
    void aCutReplicaMissesCommitsUntilReplicationResumes() throws SQLException {
        update(pair.applicationDataSource(), "CREATE TABLE resumed (id INT PRIMARY KEY)");
        pair.awaitReplicaCaughtUp();

        pair.cutReplication();
        update(pair.applicationDataSource(), "INSERT INTO resumed VALUES (1)");

        assertThat(ids(pair.applicationDataSource(pair.replica()), "resumed")).isEmpty();
        assertThat(pair.replica().gtidPosition()).isNotEqualTo(pair.primary().gtidPosition());

        pair.resumeReplication();
        pair.awaitReplicaCaughtUp();
        assertThat(ids(pair.applicationDataSource(pair.replica()), "resumed")).containsExactly(1);
    }

    @Test
    void theApplicationUserHasItsDatabasesPlainPrivilegesOnly() throws SQLException {
        List<String> grants = FirstRow.select(pair.applicationDataSource(), "CURRENT_USER()",
                "(SELECT GROUP_CONCAT(PRIVILEGE_TYPE ORDER BY PRIVILEGE_TYPE) FROM information_schema.SCHEMA_PRIVILEGES"
                        + " WHERE TABLE_SCHEMA = 'app')",
                "(SELECT COUNT(*) FROM information_schema.USER_PRIVILEGES WHERE PRIVILEGE_TYPE <> 'USAGE')");

        assertThat(grants).containsExactly("app@127.0.0.1", "ALTER,CREATE,DELETE,INDEX,INSERT,SELECT,UPDATE", "0");
        assertThatThrownBy(() -> Rows.update(pair.applicationDataSource(pair.replica()),
                "CREATE TABLE refused (id INT)")).isInstanceOf(SQLException.class).hasMessageContaining("read-only");
        assertThatThrownBy(() -> FirstRow.select(pair.applicationDataSource(), "COUNT(*) FROM mysql.user"))
                .isInstanceOf(SQLException.class).hasMessageContaining("denied");
    }

    @Test
    void bothServersListenOnLoopbackOnlyAndTheProxiesSitInFront() {
        for (MariaDbServer server : List.of(pair.primary(), pair.replica())) {
            assertThat(ListeningSockets.of(server.pid())).containsExactly("127.0.0.1:" + server.port());
        }
        assertThat(pair.applicationProxy().target()).isEqualTo("127.0.0.1:" + pair.primary().port());
        assertThat(pair.applicationUrl("mysql")).isEqualTo("jdbc:mysql://127.0.0.1:" + pair.applicationProxy().port()
                + "/app");
    }

    @Test
    void afterACrashAndAPromotionTheCommitTheReplicaMissedIsGoneAndItsSequenceNumberIsReused() throws SQLException {
        List<Path> folders;
        long promoted;
        try (MariaDbReplication failover = MariaDbReplication.start()) {
            folders = List.of(failover.primary().folder(), failover.replica().folder());
            promoted = failover.replica().pid();
            DataSource app = failover.applicationDataSource();
            update(app, "CREATE TABLE lost (id INT PRIMARY KEY)");
            update(app, "INSERT INTO lost VALUES (1)");
            failover.awaitReplicaCaughtUp();
            failover.cutReplication();
            update(app, "INSERT INTO lost VALUES (2)"); // committed on the primary, never on the replica
            String lost = failover.primary().gtidPosition();

            failover.crashPrimary();
            failover.promoteReplica();
            failover.moveApplicationToReplica();

            update(app, "INSERT INTO lost VALUES (3)");
            assertThat(ids(app, "lost")).containsExactly(1, 3);
            String[] lostGtid = lost.split("-");
            assertThat(failover.replica().gtidPosition()).isEqualTo("0-2-" + lostGtid[2]);
            assertThat(lostGtid[1]).isEqualTo("1");
            assertThat(failover.applicationProxy().target()).isEqualTo("127.0.0.1:" + failover.replica().port());
        }
        // close() stopped what was left and deleted both folders.
        assertThat(ProcessHandle.of(promoted).filter(ProcessHandle::isAlive)).isEmpty();
        assertThat(folders).allSatisfy(folder -> assertThat(Files.exists(folder)).as("%s", folder).isFalse());
    }
}
