package io.shardflake.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.IdLayout;
import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.clock.Micros;
import io.shardflake.worker.WorkerIdSource;
import io.shardflake.worker.WorkerLeaseLostException;
import io.shardflake.worker.lease.JdbcWorkerLease;
import io.shardflake.worker.lease.LostWrites;
import io.shardflake.worker.lease.UnpooledDataSource;
import io.shardflake.worker.lease.WorkerLease;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code whois} and {@code audit} run for real against an H2 database whose lease history a real lease wrote: a clean
 * run (one holder per id, no overlap), and a collision made on purpose — the lease table and its history put back to
 * an earlier state under {@code lost-writes=impossible}, as a restore would — found by both, naming both holders.
 */
class WhoisAuditCommandTest {

    private static final IdLayout LAYOUT = LayoutPreset.SHARDFLAKE.layout();
    private static final AtomicInteger DATABASES = new AtomicInteger();

    private final String url = "jdbc:h2:mem:cli-history-" + DATABASES.incrementAndGet() + ";DB_CLOSE_DELAY=-1";
    private final DataSource dataSource = UnpooledDataSource.of(url, null, null);
    private final ManualClock clock = ManualClock.at(Instant.parse("2026-12-07T20:00:00Z"));

    private JdbcWorkerLease.Builder leases(String host, ManualClock clock) {
        return JdbcWorkerLease.builder(dataSource).layout(LAYOUT).maxWorkerId(0).holder(host, 811)
                .leaseDuration(Duration.ofSeconds(1)).heartbeatInterval(Duration.ZERO).lostWrites(LostWrites.IMPOSSIBLE)
                .clock(clock).monotonicClock(clock);
    }

    private static long idOf(WorkerLease lease, ManualClock clock) {
        return SnowflakeGenerator.builder(LAYOUT).clock(ClockSettings.of(clock, clock)).workerIdSource(lease).build()
                .nextId();
    }

    @Test
    void whoisNamesTheOneHolderOfAnIdAndTheAuditFindsNoOverlap() {
        WorkerLease lease = leases("web-1", clock).application("orders").build().claimAny();
        long id = idOf(lease, clock);
        lease.close();

        CliRun whois = CliRun.of("whois", Long.toString(id), "--lease-url", url);
        assertThat(whois.err()).isEmpty();
        assertThat(whois.exitCode()).isZero();
        assertThat(whois.outLines()).containsExactly(
                "id " + id + ": worker id 0, time 2026-12-07T20:00:00Z",
                "  made by the one holder of worker id 0 at 2026-12-07T20:00:00Z",
                "    holder: host web-1, pid 811, instance " + lease.holder().instance() + ", application orders",
                "    chose:  any free id",
                "    ids:    1970-01-01T00:00:00Z to 2026-12-07T20:00:00Z (id time)",
                whois.outLines().get(5),
                whois.outLines().get(6));
        assertThat(whois.outLines().get(5)).startsWith("    began:  ").endsWith(", claimed, never held before");
        assertThat(whois.outLines().get(6)).startsWith("    ended:  ").endsWith(", released: the lease was closed");

        CliRun audit = CliRun.of("audit", "--lease-url", url);
        assertThat(audit.exitCode()).isZero();
        assertThat(audit.out()).isEqualTo("""
                1 tenures of 1 worker ids in shardflake_worker_lease_history
                0 overlaps: no two holders of a worker id may have made the same id
                """);
    }

    @Test
    void aCollisionMadeOnPurposeIsFoundByTheAuditAndWhoisNamesBothHolders(@TempDir Path dir) throws IOException {
        WorkerLease web1 = leases("web-1", clock).build().claimAny();
        long backedUp = Micros.of(web1.reservedUntil());
        clock.advance(Duration.ofMillis(600));
        web1.renew();
        clock.advance(Duration.ofMillis(600));
        web1.renew();
        long repeated = idOf(web1, clock);
        // A restore puts both tables back to before the renewals; lost-writes=impossible trusts them.
        execute("UPDATE shardflake_worker_lease SET reserved_until = " + backedUp + ", expires_at = 0, version = 1"
                + " WHERE worker_id = 0");
        execute("UPDATE shardflake_worker_lease_history SET ids_until = " + backedUp);
        ManualClock web2Clock = ManualClock.at(clock.instant());
        WorkerLease web2 = leases("web-2", web2Clock).build().claimAny();
        assertThat(idOf(web2, web2Clock)).isEqualTo(repeated);
        // web-1 learns web-2 holds worker id 0, and records how far its own ids went.
        assertThatThrownBy(web1::renew).isInstanceOf(WorkerLeaseLostException.class);
        long fixed = SnowflakeGenerator.builder(LAYOUT).clock(ClockSettings.of(clock, clock))
                .workerIdSource(WorkerIdSource.fixed(5)).build().nextId();

        CliRun whois = CliRun.of("whois", Long.toString(repeated), Long.toString(fixed), "--lease-url", url);
        assertThat(whois.exitCode()).isEqualTo(ShardflakeCli.FAILED);
        assertThat(whois.out())
                .contains("  COLLISION: 2 holders of worker id 0 at 2026-12-07T20:00:01.200Z may each have made it\n"
                        + "    holder: host web-1, pid 811, instance " + web1.holder().instance() + "\n")
                .contains("    holder: host web-2, pid 811, instance " + web2.holder().instance() + "\n")
                .contains("id " + fixed + ": worker id 5, time 2026-12-07T20:00:01.200Z\n"
                        + "  made outside the lease: no tenure of worker id 5 at 2026-12-07T20:00:01.200Z in the"
                        + " history.");

        CliRun audit = CliRun.of("audit", "--lease-url", url);
        assertThat(audit.exitCode()).isEqualTo(ShardflakeCli.FAILED);
        assertThat(audit.out()).startsWith("2 tenures of 1 worker ids in shardflake_worker_lease_history\n"
                + "OVERLAP worker id 0, id times 2026-12-07T20:00:01.101Z to 2026-12-07T20:00:02.300Z:\n"
                + "  holder: host web-1, pid 811, instance " + web1.holder().instance() + "\n")
                .contains("  and\n  holder: host web-2")
                .endsWith("1 overlap: the holders named may have made the same ids\n");

        execute("CREATE TABLE orders (id BIGINT PRIMARY KEY)");
        execute("INSERT INTO orders VALUES (" + repeated + "), (" + fixed + ")");
        CliRun byQuery = CliRun.of("audit", "--lease-url", url, "--ids", "SELECT id FROM orders");
        assertThat(byQuery.outLines()).last().isEqualTo("ids: 2 checked, 1 outside every tenure of their worker id"
                + " (first: " + fixed + ")");
        Path file = Files.writeString(dir.resolve("ids.txt"), repeated + "\n\n" + fixed + "\n");
        CliRun byFile = CliRun.of("audit", "--lease-url", url, "--ids-file", file.toString());
        assertThat(byFile.outLines()).last().isEqualTo(byQuery.outLines().get(byQuery.outLines().size() - 1));
        web2.close();
    }

    @Test
    void badOptionsAndAMissingHistoryAreOneLine() {
        CliRun noUrl = CliRun.of("whois", "1");
        assertThat(noUrl.exitCode()).isEqualTo(ShardflakeCli.USAGE);
        assertThat(noUrl.err()).isEqualTo("shardflake: Missing required option: '--lease-url=URL' (see shardflake"
                + " whois --help)\n");

        CliRun unset = CliRun.of("audit", "--lease-url", url, "--lease-password-env", "SHARDFLAKE_NO_SUCH_VARIABLE");
        assertThat(unset.exitCode()).isEqualTo(ShardflakeCli.USAGE);
        assertThat(unset.err()).isEqualTo("shardflake: --lease-password-env SHARDFLAKE_NO_SUCH_VARIABLE names no"
                + " environment variable that is set\n");

        CliRun missing = CliRun.of("audit", "--lease-url", url);
        assertThat(missing.exitCode()).isEqualTo(ShardflakeCli.FAILED);
        assertThat(missing.err()).startsWith("shardflake: could not read the lease history table"
                + " shardflake_worker_lease_history (the lease creates it beside the lease table, unless its history"
                + " is off)");

        CliRun badTable = CliRun.of("audit", "--lease-url", url, "--table", "x;drop");
        assertThat(badTable.exitCode()).isEqualTo(ShardflakeCli.USAGE);
        assertThat(badTable.err()).startsWith("shardflake: --table x;drop is not allowed: an unquoted SQL identifier");

        CliRun both = CliRun.of("audit", "--lease-url", url, "--ids", "SELECT 1", "--ids-file", "f");
        assertThat(both.exitCode()).isEqualTo(ShardflakeCli.USAGE);
    }

    private void execute(String sql) {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
            statement.execute(sql);
        } catch (SQLException e) {
            throw new AssertionError(sql, e);
        }
    }
}
