package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.TWITTER;
import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static io.shardflake.worker.lease.LeaseFixtures.leases;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.clock.Micros;
import io.shardflake.worker.WorkerFence;
import io.shardflake.worker.WorkerLeaseLostException;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * When renewals fail, ids keep flowing until the lease's deadline and stop there; once a renewal gets through,
 * they flow again. The application's clock is scripted, so the deadline passes exactly when the test says.
 */
@LeaseDatabases
class RenewalFailureTest {

    private static final Instant T = Instant.parse("2026-06-01T12:00:00Z");

    private final ManualClock clock = ManualClock.at(T);

    @ParameterizedTest
    @EnumSource(Database.class)
    void idsFlowUntilTheDeadlineStopThereAndResumeAfterARenewal(Database database) {
        SwitchableDataSource dataSource = new SwitchableDataSource(database.dataSource());
        String table = freshTable();
        WorkerLease lease = leases(dataSource, table, "web-1").clock(clock).monotonicClock(clock).build().claimAny();
        SnowflakeGenerator generator = SnowflakeGenerator.builder(TWITTER)
                .clock(ClockSettings.of(clock, clock)).workerIdSource(lease).build();
        long first = generator.nextId();

        dataSource.down();
        LeaseDatabaseException failure = catchThrowableOfType(LeaseDatabaseException.class, lease::renew);
        assertThat(failure.getMessage()).contains("could not renew the lease on worker id 0 in table " + table,
                "ids flow until " + T.plusSeconds(30), "SQLState 08006");
        assertThat(failure).hasCauseInstanceOf(SQLException.class);
        assertThat(lease.lastRenewalFailure()).containsSame(failure);

        clock.advance(Duration.ofSeconds(30).minusMillis(1));
        long lastBeforeDeadline = generator.nextId();
        clock.advance(Duration.ofMillis(1));
        assertThatThrownBy(generator::nextId).isInstanceOf(WorkerLeaseLostException.class)
                .hasMessageContaining("the lease expired at " + T.plusSeconds(30) + " without a renewal");
        assertThat(lease.isValid()).isFalse();

        dataSource.up();
        lease.renew();
        long afterRenewal = generator.nextId();

        assertThat(first).isLessThan(lastBeforeDeadline).isLessThan(afterRenewal);
        assertThat(lease.isValid()).isTrue();
        assertThat(lease.lastRenewalFailure()).isEmpty();
        assertThat(lease.renewals()).isEqualTo(1);
        assertThat(lease.renewalFailures()).isEqualTo(1);
        assertThat(lease.lostReason()).isEmpty();
        assertThat(lease.validUntil()).isEqualTo(T.plusSeconds(60));
        assertThat(LeaseFixtures.row(dataSource, table, 0).reservedUntil())
                .isEqualTo(Micros.of(T.plusSeconds(60).plusMillis(100)));
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void theHeartbeatRetriesThroughAnOutageAndReopensTheFenceWhenTheDatabaseReturns(Database database) {
        SwitchableDataSource dataSource = new SwitchableDataSource(database.dataSource());
        String table = freshTable();
        WorkerLease lease = leases(dataSource, table, "web-1").clock(clock).monotonicClock(clock).leaseDuration(Duration.ofSeconds(10))
                .heartbeatInterval(Duration.ofMillis(150)).build().claimAny();
        SnowflakeGenerator generator = SnowflakeGenerator.builder(TWITTER)
                .clock(ClockSettings.of(clock, clock)).workerIdSource(lease).build();
        generator.nextId();

        dataSource.down();
        LeaseFixtures.await(Duration.ofSeconds(3), "a renewal fails", () -> lease.lastRenewalFailure().isPresent());
        // The outage outlasts the deadline (by the application's clock): ids stop.
        clock.advance(Duration.ofSeconds(10));
        assertThatThrownBy(generator::nextId).isInstanceOf(WorkerLeaseLostException.class);
        long versionDuringOutage = LeaseFixtures.row(database.dataSource(), table, 0).version();

        dataSource.up();
        LeaseFixtures.await(Duration.ofSeconds(3), "the heartbeat renews", lease::isValid);

        assertThat(generator.nextId()).isPositive();
        assertThat(lease.lastRenewalFailure()).isEmpty();
        assertThat(lease.validUntil()).isAfter(clock.instant());
        assertThat(LeaseFixtures.row(database.dataSource(), table, 0).version()).isGreaterThan(versionDuringOutage);
        lease.close();
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void closingWhileTheDatabaseIsDownStopsIdsAndLeavesTheRowToExpire(Database database) {
        SwitchableDataSource dataSource = new SwitchableDataSource(database.dataSource());
        String table = freshTable();
        WorkerLease lease = leases(dataSource, table, "web-1").clock(clock).monotonicClock(clock).build().claimAny();
        SnowflakeGenerator generator = SnowflakeGenerator.builder(TWITTER)
                .clock(ClockSettings.of(clock, clock)).workerIdSource(lease).build();
        LeaseFixtures.StoredRow held = LeaseFixtures.row(database.dataSource(), table, 0);

        dataSource.down();
        lease.close();

        assertThatThrownBy(generator::nextId).isInstanceOf(WorkerLeaseLostException.class)
                .hasMessageContaining("the lease was closed");
        assertThat(LeaseFixtures.row(database.dataSource(), table, 0)).isEqualTo(held);
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aWallClockSteppedBackDoesNotKeepTheHolderGoingPastItsDeadline(Database database) {
        WorkerLease lease = leases(database.dataSource(), freshTable(), "web-1").clock(clock).monotonicClock(clock)
                .build().claimAny();
        WorkerFence fence = lease.claim(1023).fence();

        // NTP steps the wall clock back an hour; then the lease's 30 s pass with no renewal.
        clock.stepBack(Duration.ofHours(1));
        clock.advance(Duration.ofSeconds(30));

        // By the wall clock the deadline (T + 30 s) is an hour away; by elapsed time it has passed.
        assertThat(lease.isValid()).isFalse();
        assertThatThrownBy(() -> fence.check(Micros.of(clock.instant())))
                .isInstanceOf(WorkerLeaseLostException.class)
                .hasMessageContaining("the lease expired at " + T.plusSeconds(30) + " without a renewal");
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aWallClockSteppedForwardDoesNotEndTheLeaseEarly(Database database) {
        WorkerLease lease = leases(database.dataSource(), freshTable(), "web-1").clock(clock).monotonicClock(clock)
                .build().claimAny();
        WorkerFence fence = lease.claim(1023).fence();

        clock.set(T.plusSeconds(3600));

        assertThat(lease.isValid()).isTrue();
        fence.check(Micros.of(T.plusSeconds(10)));
    }
}
