package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static io.shardflake.worker.lease.LeaseFixtures.leases;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.shardflake.testdb.PostgresServer;
import io.shardflake.testdb.TcpProxy;
import java.sql.Connection;
import java.time.Duration;
import org.apache.commons.dbcp2.BasicDataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A read of the lease's history (what {@code whois}, the actuator and the scheduled audit do) on a pooled connection
 * whose network went silent — a TCP proxy that stops forwarding, with PgJDBC's read timeout at its default (none):
 * it fails at the history's timeout instead of waiting for ever, and the connection of a pool that resets nothing
 * (DBCP2) goes back with the network timeout it came with. (The pool's login timeout only bounds its replacing the
 * broken connection, through the same silent route.)
 */
class SilentHistoryReadTest {

    @Test
    @Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aReadOnANetworkGoneSilentFailsAtItsTimeout() throws Exception {
        String table = freshTable();
        try (TcpProxy route = TcpProxy.start("127.0.0.1", PostgresServer.shared().port());
                BasicDataSource pool = new BasicDataSource()) {
            pool.setUrl("jdbc:postgresql://127.0.0.1:" + route.port() + "/postgres?sslmode=disable&loginTimeout=2");
            pool.setUsername(PostgresServer.USER);
            pool.setMaxTotal(1);
            // Handed out unchecked, as a pool does that trusts a connection it used a moment ago (DBCP2's own check
            // would wait for ever on the silent network before the read began).
            pool.setTestOnBorrow(false);
            leases(pool, table, "web-1").keepConnection(false).build().claimAny().close();
            TenureHistory history = TenureHistory.of(pool, table, Duration.ofSeconds(1));

            assertThat(history.tenures()).hasSize(1);
            try (Connection returned = pool.getConnection()) {
                assertThat(returned.getNetworkTimeout()).as("the network timeout the pool gave").isZero();
            }

            route.goSilent();
            Throwable failure = catchThrowable(history::tenures);

            assertThat(failure).isInstanceOf(LeaseDatabaseException.class)
                    .hasMessageContaining("could not read the lease history table");
        }
    }
}
