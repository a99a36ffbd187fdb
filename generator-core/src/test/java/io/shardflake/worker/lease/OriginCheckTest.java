package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.TWITTER;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.testdb.PostgresServer;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * A database whose lease user may not read what server it is: detection cannot work there, so the lease does not
 * guess — it refuses to start with {@code lost-writes=detect}, naming the setting and what to state instead; with
 * {@code assume} or {@code impossible} it starts. Made for real on PostgreSQL: a plain role in a database of its own
 * where {@code pg_control_system()} is revoked from PUBLIC (which an ordinary user may otherwise call).
 */
class OriginCheckTest {

    private static final String DATABASE = "lease_origin_hidden";
    private static final String ROLE = "lease_plain";

    private static DataSource plainUser;

    @BeforeAll
    static void aDatabaseThatHidesWhatItIs() throws SQLException {
        PostgresServer server = PostgresServer.shared();
        execute(server.dataSource(), "CREATE ROLE " + ROLE + " LOGIN PASSWORD 'plain'",
                "CREATE DATABASE " + DATABASE + " OWNER " + ROLE);
        PGSimpleDataSource superuser = new PGSimpleDataSource();
        superuser.setUrl("jdbc:postgresql://127.0.0.1:" + server.port() + "/" + DATABASE);
        superuser.setUser(PostgresServer.USER);
        // Functions are per database: this one only.
        execute(superuser, "REVOKE EXECUTE ON FUNCTION pg_control_system() FROM PUBLIC");
        PGSimpleDataSource plain = new PGSimpleDataSource();
        plain.setUrl(superuser.getUrl());
        plain.setUser(ROLE);
        plain.setPassword("plain");
        plainUser = plain;
    }

    @Test
    void detectIsRefusedNamingTheSettingAndTheValuesThatStateWhatTheDatabaseGuarantees() {
        InvalidConfigurationException refused = catchThrowableOfType(InvalidConfigurationException.class,
                () -> JdbcWorkerLease.builder(plainUser).layout(TWITTER).holder("web-1", 100).build());

        assertThat(refused.parameter()).isEqualTo("lost writes");
        assertThat(refused.value()).isEqualTo("detect");
        assertThat(refused.getMessage()).contains("permission denied for function pg_control_system",
                "assume (every claim waits out one quarantine)", "impossible (it never loses an acknowledged write");
    }

    @Test
    void assumeStartsAndQuarantinesEveryClaim() {
        WorkerLease lease = JdbcWorkerLease.builder(plainUser).table("lease_assumed").layout(TWITTER)
                .holder("web-1", 100).lostWrites(LostWrites.ASSUME).build().claimAny();
        try (lease) {
            assertThat(lease.state()).isEqualTo(LeaseState.QUARANTINED);
        }
    }

    @Test
    void impossibleStartsAndTrustsTheTable() {
        WorkerLease lease = JdbcWorkerLease.builder(plainUser).table("lease_trusted").layout(TWITTER)
                .holder("web-1", 100).lostWrites(LostWrites.IMPOSSIBLE).build().claimAny();
        try (lease) {
            assertThat(lease.state()).isEqualTo(LeaseState.HELD);
        }
    }

    private static void execute(DataSource dataSource, String... statements) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
            for (String sql : statements) {
                statement.execute(sql);
            }
        }
    }
}
