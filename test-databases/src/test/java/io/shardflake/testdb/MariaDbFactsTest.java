package io.shardflake.testdb;

import static io.shardflake.testdb.Rows.update;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * What the plain application user may read on MariaDB 10.11 that tells which server and history it is talking to,
 * before and after a failover that lost a commit, and what becomes of a table's {@code CREATE_TIME}: the facts
 * {@link MariaDbReplication}'s class comment lists. {@code CREATE_TIME} has whole seconds: a test that expects it to
 * change first waits, on the server's own clock, for the next second; one that expects it to stay does the same, so
 * a change could not hide in the same second.
 */
class MariaDbFactsTest {

    @Test
    void identityAndPositionsBeforeAndAfterAFailoverThatLostACommit() throws SQLException {
        try (MariaDbReplication pair = MariaDbReplication.start()) {
            DataSource primary = pair.applicationDataSource(pair.primary());
            DataSource replica = pair.applicationDataSource(pair.replica());
            update(primary, "CREATE TABLE facts (id INT PRIMARY KEY)");
            String written = writeAndReadLastGtid(primary, "INSERT INTO facts VALUES (1)");
            pair.awaitReplicaCaughtUp();

            assertThat(written).matches("0-1-\\d+");
            assertThat(both(primary, replica, "@@server_id")).containsExactly("1", "2");
            assertThat(both(primary, replica, "@@gtid_domain_id")).containsExactly("0", "0");
            assertThat(both(primary, replica, "@@gtid_binlog_pos")).containsExactly(written, written);
            assertThat(both(primary, replica, "@@gtid_current_pos")).containsExactly(written, written);
            assertThat(both(primary, replica, "@@gtid_slave_pos")).containsExactly("", written);
            assertThat(both(primary, replica, "@@read_only")).containsExactly("0", "1");
            List<String> serverUids = both(primary, replica, "@@server_uid");
            assertThat(serverUids.get(0)).isNotEqualTo(serverUids.get(1)).hasSize(28); // base64 of a SHA-1
            assertThat(one(replica, "@@last_gtid")).isEmpty(); // a session's own last write, none in a new session
            assertThatThrownBy(() -> one(primary, "@@server_uuid")).isInstanceOf(SQLException.class)
                    .hasMessageContaining("Unknown system variable 'server_uuid'");
            for (String monitoring : List.of("SHOW MASTER STATUS", "SHOW SLAVE STATUS", "SHOW BINARY LOGS")) {
                assertThatThrownBy(() -> update(primary, monitoring)).as(monitoring).isInstanceOf(SQLException.class)
                        .hasMessageContaining("Access denied");
            }
            String replicaCreateTime = createTime(replica, "facts");

            pair.cutReplication();
            String lost = writeAndReadLastGtid(primary, "INSERT INTO facts VALUES (2)");
            pair.crashPrimary();
            pair.promoteReplica();
            DataSource promoted = replica;

            String[] lostParts = lost.split("-");
            assertThat(one(promoted, "@@gtid_binlog_pos")).isEqualTo(written);
            String after = writeAndReadLastGtid(promoted, "INSERT INTO facts VALUES (3)");
            // The same domain and sequence number as the lost transaction, under the promoted server's id.
            assertThat(after).isEqualTo("0-2-" + lostParts[2]);
            assertThat(one(promoted, "@@gtid_binlog_pos")).isEqualTo(after);
            assertThat(one(promoted, "@@gtid_current_pos")).isEqualTo(after);
            assertThat(one(promoted, "@@gtid_binlog_state")).isEqualTo(written + "," + after);
            assertThat(one(promoted, "@@server_id")).isEqualTo("2");
            assertThat(one(promoted, "@@read_only")).isEqualTo("0");
            assertThat(one(promoted, "@@server_uid")).isEqualTo(serverUids.get(1));
            assertThat(createTime(promoted, "facts")).isEqualTo(replicaCreateTime);
        }
    }

    @Test
    void createTimeIsEachServersOwnAndChangesWhenTheTableIsRebuiltButNotOnRestartOrTruncate() throws SQLException {
        try (MariaDbReplication pair = MariaDbReplication.start()) {
            DataSource primary = pair.applicationDataSource(pair.primary());
            DataSource replica = pair.applicationDataSource(pair.replica());
            DataSource admin = pair.primary().dataSource();

            // The replica's CREATE_TIME is when it applied the CREATE, not when the primary ran it.
            pair.cutReplication();
            update(primary, "CREATE TABLE facts (id INT PRIMARY KEY)");
            String created = createTime(primary, "facts");
            awaitSecondAfter(primary, created);
            pair.resumeReplication();
            pair.awaitReplicaCaughtUp();
            assertThat(createTime(replica, "facts")).isGreaterThan(created);

            awaitSecondAfter(primary, created);
            String serverUid = one(primary, "@@server_uid");
            pair.primary().restart();
            assertThat(createTime(primary, "facts")).as("after a restart").isEqualTo(created);
            assertThat(one(primary, "@@server_uid")).as("same host, same port").isEqualTo(serverUid);

            update(admin, "TRUNCATE TABLE app.facts");
            assertThat(createTime(primary, "facts")).as("after TRUNCATE").isEqualTo(created);
            assertThatThrownBy(() -> update(primary, "TRUNCATE TABLE facts")).isInstanceOf(SQLException.class)
                    .hasMessageContaining("DROP command denied");

            update(primary, "INSERT INTO facts VALUES (1)");
            runOptimize(primary); // the application may: it needs SELECT and INSERT
            String optimized = createTime(primary, "facts");
            assertThat(optimized).as("after OPTIMIZE TABLE").isGreaterThan(created);

            awaitSecondAfter(primary, optimized);
            update(primary, "ALTER TABLE facts ADD COLUMN note TEXT");
            String altered = createTime(primary, "facts");
            assertThat(altered).as("after ALTER TABLE").isGreaterThan(optimized);

            awaitSecondAfter(primary, altered);
            update(admin, "DROP TABLE app.facts"); // a dump's reload: DROP needs a privilege the application lacks
            update(admin, "CREATE TABLE app.facts (id INT PRIMARY KEY)");
            assertThat(createTime(primary, "facts")).as("after DROP and CREATE").isGreaterThan(altered);
        }
    }

    /** @return {@code @@last_gtid} in the session that made the write: the GTID of the write's transaction */
    private static String writeAndReadLastGtid(DataSource dataSource, String write) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
            statement.executeUpdate(write);
            try (ResultSet result = statement.executeQuery("SELECT @@last_gtid")) {
                result.next();
                return result.getString(1);
            }
        }
    }

    /** {@code OPTIMIZE TABLE} answers with a result set, which {@code executeUpdate} would refuse. */
    private static void runOptimize(DataSource dataSource) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
            statement.execute("OPTIMIZE TABLE facts");
        }
    }

    private static String createTime(DataSource dataSource, String table) throws SQLException {
        return one(dataSource, "CREATE_TIME FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()"
                + " AND TABLE_NAME = '" + table + "'");
    }

    /** Waits until the server's clock is past the second of {@code time} (a {@code CREATE_TIME}); at most 30 s. */
    private static void awaitSecondAfter(DataSource dataSource, String time) throws SQLException {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (one(dataSource, "NOW() > '" + time + "'").equals("0")) {
            assertThat(System.nanoTime()).as("the server's clock passing %s", time).isLessThan(deadline);
            Tools.sleep(Duration.ofMillis(50));
        }
    }

    private static String one(DataSource dataSource, String expression) throws SQLException {
        return FirstRow.select(dataSource, expression).get(0);
    }

    private static List<String> both(DataSource first, DataSource second, String expression) throws SQLException {
        return List.of(one(first, expression), one(second, expression));
    }
}
