package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.TWITTER;
import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static io.shardflake.worker.lease.LeaseFixtures.leases;
import static io.shardflake.worker.lease.LeaseFixtures.row;
import static io.shardflake.worker.lease.LeaseFixtures.timeOf;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.IdField;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.clock.Micros;
import io.shardflake.worker.WorkerLeaseLostException;
import java.time.Duration;
import java.time.Instant;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Claiming, what a claim writes, giving back, and wiring a lease into a generator. */
@LeaseDatabases
class ClaimTest {

    private static final Instant T = Instant.parse("2026-06-01T12:00:00Z");
    private static final long SECOND = 1_000_000L;

    private final ManualClock clock = ManualClock.at(T);
    private final String table = freshTable();

    /** Leases for host web-1 in this test's own table, on the scripted clock. */
    private JdbcWorkerLease.Builder scripted(Database database) {
        return leases(database.dataSource(), table, "web-1").clock(clock).monotonicClock(clock);
    }

    /** The stored row of worker id 0. */
    private LeaseFixtures.StoredRow rowZero(Database database) {
        return row(database.dataSource(), table, 0);
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aClaimTakesTheLowestFreeIdAndRecordsHolderExpiryAndReservation(Database database) {
        JdbcWorkerLease leases = scripted(database).build();

        WorkerLease first = leases.claimAny();
        WorkerLease second = leases.claimAny();

        assertThat(first.workerId()).isZero();
        assertThat(second.workerId()).isEqualTo(1);
        LeaseFixtures.StoredRow stored = rowZero(database);
        assertThat(stored.host()).isEqualTo("web-1");
        assertThat(stored.pid()).isEqualTo(100);
        assertThat(stored.instance()).isEqualTo(first.holder().instance()).isNotEqualTo(second.holder().instance());
        assertThat(stored.source()).isEqualTo("any free id");
        assertThat(stored.version()).isEqualTo(1);
        // Expiry is in database time: the lease duration after the claim, whatever the application's clock says.
        assertThat(stored.renewedAt()).isEqualTo(stored.claimedAt());
        assertThat(stored.expiresAt() - stored.claimedAt()).isEqualTo(30 * SECOND);
        // The reservation is in id time: the application's clock + lease duration + max lead.
        assertThat(stored.reservedUntil()).isEqualTo(Micros.of(T) + 30 * SECOND + 100_000);
        assertThat(first.reservedUntil()).isEqualTo(T.plusMillis(30_100));
        assertThat(first.fence().reservedUntil()).isEqualTo(T.plusMillis(30_100));
        assertThat(first.validUntil()).isEqualTo(T.plusSeconds(30));
        assertThat(first.notBefore()).isEqualTo(Instant.EPOCH);
        assertThat(first.isValid()).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aCleanCloseKeepsOnlyTheTimeOfTheLastIdMadeAndTheNextHolderStartsAfterIt(Database database) {
        JdbcWorkerLease leases = scripted(database).build();
        WorkerLease first = leases.claimAny();
        long lastId = makeIds(first, 5_000);
        first.close();

        LeaseFixtures.StoredRow released = rowZero(database);
        assertThat(released.version()).isEqualTo(2);
        assertThat(released.expiresAt()).isBetween(released.claimedAt(), released.claimedAt() + 30 * SECOND - 1);
        // Not the whole grant (30.1 s ahead): the fence was closed first, so no id came after the last one.
        assertThat(released.reservedUntil()).isEqualTo(Micros.of(timeOf(lastId)));

        clock.advance(Duration.ofSeconds(1));
        WorkerLease reuse = leases.claimAny();

        assertThat(reuse.workerId()).isZero();
        assertThat(reuse.notBefore()).isEqualTo(timeOf(lastId).plusMillis(1));
        assertThat(rowZero(database).version()).isEqualTo(3);
        assertThat(rowZero(database).instance()).isEqualTo(reuse.holder().instance());
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void whenOnlyIdsWithAReservationAheadAreFreeTheEarliestReservationIsTaken(Database database) {
        JdbcWorkerLease leases = scripted(database).workerBits(1).build();
        WorkerLease zero = leases.claimAny();
        long zeroLast = makeIds(zero, 10);
        clock.advance(Duration.ofSeconds(5));
        WorkerLease one = leases.claimAny();
        makeIds(one, 10);
        one.close();
        zero.close();

        clock.set(T.minusSeconds(60));
        WorkerLease lease = leases.claimAny();

        assertThat(lease.workerId()).isZero();
        assertThat(lease.notBefore()).isEqualTo(TWITTER.instantOfTick(TWITTER.tickOf(timeOf(zeroLast)) + 1));
    }

    private long makeIds(WorkerLease lease, int count) {
        SnowflakeGenerator generator = SnowflakeGenerator.builder(TWITTER)
                .clock(ClockSettings.of(clock, clock)).workerIdSource(lease).build();
        long last = 0;
        for (int i = 0; i < count; i++) {
            last = generator.nextId();
        }
        return last;
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void applyToGivesTheGeneratorTheWorkerIdTheFenceAndTheStart(Database database) {
        JdbcWorkerLease leases = scripted(database).build();
        leases.claim(7).close();
        clock.set(T.plusSeconds(40));
        WorkerLease lease = leases.claim(7);

        SnowflakeGenerator generator = SnowflakeGenerator.builder(TWITTER)
                .clock(ClockSettings.of(clock, clock)).workerIdSource(lease).build();
        long id = generator.nextId();

        assertThat(generator.workerId()).isEqualTo(7);
        assertThat(generator.fence()).isSameAs(lease.fence());
        assertThat(generator.workerSource()).isEqualTo("lease(" + leases.tableName() + ", fixed(7))");
        assertThat(TWITTER.extract(IdField.WORKER, id)).isEqualTo(7);
        assertThat(timeOf(id)).isEqualTo(T.plusSeconds(40)).isAfterOrEqualTo(lease.notBefore());
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aLeaseSizedForALargerWorkerFieldIsRefusedByASmallerLayout(Database database) {
        WorkerLease lease = leases(database.dataSource(), table, "web-1").build().claim(300);
        SnowflakeGenerator.Builder builder = SnowflakeGenerator.builder(LayoutPreset.SHARDFLAKE.layout());

        assertThatThrownBy(() -> builder.workerIdSource(lease).build()).isInstanceOf(InvalidConfigurationException.class)
                .hasMessageContaining("worker id = 300").hasMessageContaining("0..255 of the generator's layout");
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void theHeartbeatRenewsEveryThirdOfTheLeaseAndStopsWhenClosed(Database database) {
        DataSource dataSource = database.dataSource();
        JdbcWorkerLease leases = leases(dataSource, table, "web-1").leaseDuration(Duration.ofSeconds(1))
                .heartbeatInterval(Duration.ofMillis(333)).build();
        WorkerLease lease = leases.claimAny();
        LeaseFixtures.StoredRow claimed = row(dataSource, table, 0);
        Instant claimedValidUntil = lease.validUntil();

        LeaseFixtures.await(Duration.ofSeconds(3), "two renewals", () -> row(dataSource, table, 0).version() >= 3);
        LeaseFixtures.StoredRow renewed = row(dataSource, table, 0);

        assertThat(renewed.renewedAt()).isGreaterThan(claimed.claimedAt());
        assertThat(renewed.expiresAt()).isEqualTo(renewed.renewedAt() + SECOND);
        assertThat(renewed.reservedUntil()).isGreaterThan(claimed.reservedUntil());
        assertThat(lease.validUntil()).isAfter(claimedValidUntil);
        assertThat(lease.lastRenewalFailure()).isEmpty();

        lease.close();
        long closedVersion = row(dataSource, table, 0).version();
        sleep(Duration.ofMillis(600));

        assertThat(row(dataSource, table, 0).version()).isEqualTo(closedVersion);
        assertThat(lease.isValid()).isFalse();
        assertThatThrownBy(lease::renew).isInstanceOf(WorkerLeaseLostException.class)
                .hasMessageContaining("the lease was closed");
        lease.close();
    }

    private static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
