package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.TWITTER;
import static io.shardflake.worker.lease.LeaseFixtures.execute;
import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static io.shardflake.worker.lease.LeaseFixtures.leases;
import static io.shardflake.worker.lease.LeaseFixtures.timeOf;
import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import java.time.Duration;
import java.time.Instant;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A holder whose clock leads the database's by more than the clock skew (10 s against 1 s), then a loss of writes: its
 * renewals are gone (the row back at its claim) and the database is another (a failover), the holder dead. Before
 * issue 29 nothing compared the two clocks: the successor's ids started at the end of a quarantine measured on the
 * database's clock and allowing 1 s of skew, before the holder's last ids. Now every claim and renewal measures the
 * offset ({@link WorkerLease#clockOffset()}), and a quarantined claim also waits for the lead the rows show.
 */
@LeaseDatabases
class ClockLeadTest {

    private static final Duration LEASE = Duration.ofSeconds(1);
    private static final Duration LEAD = Duration.ofSeconds(10);
    private static final Duration STEP = Duration.ofMillis(900);

    private final String table = freshTable();

    @ParameterizedTest
    @EnumSource(Database.class)
    void aSuccessorAfterALossOfWritesStartsAfterTheIdsOfAHolderWhoseClockLed(Database database)
            throws InterruptedException {
        DataSource dataSource = database.dataSource();
        ManualClock ahead = ManualClock.at(Instant.now().plus(LEAD));
        WorkerLease holder = leases(dataSource, table, "web-1").clock(ahead).monotonicClock(ahead)
                .leaseDuration(LEASE).maxWorkerId(0).build().claim(0);
        assertThat(holder.clockOffset()).isBetween(Duration.ofSeconds(1), LEAD);
        SnowflakeGenerator generator = SnowflakeGenerator.builder(TWITTER).clock(ClockSettings.of(ahead, ahead))
                .workerIdSource(holder).build();
        LeaseFixtures.StoredRow claimed = LeaseFixtures.row(dataSource, table, 0);
        // Two renewals, this host's clock moving as the database's does (the database's cannot be scripted, so the
        // test lets that much real time pass: the lead stays what it was at the claim, or shrinks).
        for (int i = 0; i < 2; i++) {
            Thread.sleep(STEP.toMillis());
            ahead.advance(STEP);
            holder.renew();
        }
        long last = generator.nextId();

        // The renewal is lost (the row as the claim left it, and since expired), and the database is another.
        execute(dataSource, "UPDATE " + table + " SET version = 1, reserved_until = " + claimed.reservedUntil()
                + ", renewed_at = claimed_at, expires_at = 1 WHERE worker_id = 0");
        execute(dataSource, "UPDATE " + table + " SET written_on = 'another server' WHERE worker_id = -1");
        ManualClock onTime = ManualClock.at(Instant.now());
        WorkerLease next = leases(dataSource, table, "web-2").clock(onTime).monotonicClock(onTime)
                .leaseDuration(LEASE).maxWorkerId(0).build().claim(0);

        assertThat(next.state()).isEqualTo(LeaseState.QUARANTINED);
        assertThat(next.notBefore()).as("after the holder's last id").isAfter(timeOf(last));
        assertThat(next.clockOffset()).isBetween(Duration.ofSeconds(-2), Duration.ZERO);
    }
}
