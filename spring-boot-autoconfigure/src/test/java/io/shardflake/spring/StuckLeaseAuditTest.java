package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.testdb.PostgresServer;
import io.shardflake.testdb.TcpProxy;
import io.shardflake.worker.lease.ScheduledLeaseAudit;
import io.shardflake.worker.lease.TenureHistory;
import java.time.Duration;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.jdbc.datasource.SimpleDriverDataSource;

/**
 * The lease audit reads the history on a network gone silent (a TCP proxy that stops forwarding), through a DataSource
 * whose connect waits for good (PgJDBC with no login timeout): its thread hangs in {@code getConnection()}, and closing
 * the audit, as the application's shutdown does, returns at once, leaving a daemon thread that does not keep the JVM.
 */
class StuckLeaseAuditTest {

    private static final Duration PATIENCE = Duration.ofSeconds(30);

    @Test
    @Timeout(60)
    void anAuditStuckOnASilentNetworkDoesNotHoldUpTheShutdown() throws Exception {
        try (TcpProxy route = TcpProxy.start("127.0.0.1", PostgresServer.shared().port())) {
            route.goSilent();
            DataSource silent = new SimpleDriverDataSource(new org.postgresql.Driver(), "jdbc:postgresql://127.0.0.1:"
                    + route.port() + "/postgres?sslmode=disable&loginTimeout=0", PostgresServer.USER, "");
            ScheduledLeaseAudit audit = ScheduledLeaseAudit.start(TenureHistory.of(silent, "stuck_audit"),
                    Duration.ofMillis(100), "shardflake.worker.lease.audit.interval");
            Awaiting.until(PATIENCE, "the audit's thread waits on the silent network",
                    () -> auditThreadInPgJdbc().isPresent());
            Thread stuck = auditThreadInPgJdbc().orElseThrow();

            audit.close();

            assertThat(stuck.isDaemon()).as("a thread that does not keep the JVM").isTrue();
            assertThat(stuck.isAlive()).as("still waiting on the network").isTrue();
            assertThat(audit.findings().auditedAt()).as("no audit finished").isNull();
        }
    }

    /** The audit's thread connecting through PgJDBC: this test's, not one of another test winding down. */
    private static Optional<Thread> auditThreadInPgJdbc() {
        return Thread.getAllStackTraces().entrySet().stream()
                .filter(each -> each.getKey().getName().equals("shardflake-lease-audit"))
                .filter(each -> Arrays.stream(each.getValue())
                        .anyMatch(frame -> frame.getClassName().startsWith("org.postgresql.")))
                .map(Map.Entry::getKey).findFirst();
    }
}
