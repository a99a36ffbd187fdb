package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.TWITTER;
import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static io.shardflake.worker.lease.LeaseFixtures.leases;
import static io.shardflake.worker.lease.LeaseFixtures.timeOf;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockLeadExceededException;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import java.time.Duration;
import java.time.Instant;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A worker id restarted with a clock set back: the new holder's ids come after the old holder's reservation. How
 * the first id behaves is the generator's clock policy (default: 100 ms lead, 1 s wait): a clock behind the
 * reservation by at most lead + wait makes the first id wait; further behind, {@code nextId()} throws
 * {@link ClockLeadExceededException} at once, until the clock has caught up. Never a repeated id.
 */
@LeaseDatabases
class RestartTest {

    private static final Instant T = Instant.parse("2026-06-01T12:00:00Z");
    private static final int WORKER = 3;

    private DataSource dataSource;
    private String table;
    private WorkerLease previous;
    private long previousLastId;

    /** The previous holder: claims at T with a 10 s lease, makes 5,000 ids, shuts down cleanly. */
    private void previousHolderRanAndClosed(Database database) {
        dataSource = database.dataSource();
        table = freshTable();
        ManualClock clock = ManualClock.at(T);
        previous = leases(dataSource, table, "web-1").clock(clock).monotonicClock(clock).leaseDuration(Duration.ofSeconds(10)).build()
                .claim(WORKER);
        SnowflakeGenerator generator = SnowflakeGenerator.builder(TWITTER)
                .clock(ClockSettings.of(clock, clock)).workerIdSource(previous)
                .build();
        for (int i = 0; i < 5_000; i++) {
            previousLastId = generator.nextId();
        }
        previous.close();
    }

    @BeforeEach
    void reset() {
        previous = null;
    }

    private WorkerLease restartAt(ManualClock clock) {
        return leases(dataSource, table, "web-1").clock(clock).monotonicClock(clock).leaseDuration(Duration.ofSeconds(10)).build()
                .claim(WORKER);
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void anHourBackTheFirstIdThrowsAtOnceAndIdsFollowThePreviousOnesOnceTheClockIsRight(Database database) {
        previousHolderRanAndClosed(database);
        ManualClock clock = ManualClock.at(T.minus(Duration.ofHours(1)));
        WorkerLease lease = restartAt(clock);
        SnowflakeGenerator generator = SnowflakeGenerator.builder(TWITTER)
                .clock(ClockSettings.of(clock, clock)).workerIdSource(lease).build();

        // A clean close shrinks the reservation to the last id made, so the restart need not wait out the grant.
        assertThat(previous.reservedUntil()).isEqualTo(timeOf(previousLastId));
        assertThat(lease.notBefore()).isEqualTo(timeOf(previousLastId).plusMillis(1));
        ClockLeadExceededException e = catchThrowableOfType(ClockLeadExceededException.class, generator::nextId);
        assertThat(e.lead()).isGreaterThan(Duration.ofHours(1));
        assertThat(clock.pauseCount()).isZero();
        assertThat(generator.statistics().issued()).isZero();

        // NTP puts the clock right; the heartbeat (called by hand here) renews; ids come after the previous ones.
        clock.set(T.plusSeconds(11));
        lease.renew();
        long first = generator.nextId();

        assertThat(first).isGreaterThan(previousLastId);
        assertThat(timeOf(first)).isEqualTo(T.plusSeconds(11));
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aClockBehindTheReservationByLessThanLeadPlusWaitMakesTheFirstIdWait(Database database) {
        previousHolderRanAndClosed(database);
        Instant behind = previous.reservedUntil().minusMillis(600);
        ManualClock clock = ManualClock.at(behind);
        WorkerLease lease = restartAt(clock);
        SnowflakeGenerator generator = SnowflakeGenerator.builder(TWITTER)
                .clock(ClockSettings.of(clock, clock)).workerIdSource(lease).build();

        long first = generator.nextId();

        assertThat(first).isGreaterThan(previousLastId);
        assertThat(timeOf(first)).isEqualTo(lease.notBefore()).isEqualTo(timeOf(previousLastId).plusMillis(1));
        // It waited until the reservation was within the 100 ms lead: 600 ms + 1 ms - 100 ms.
        assertThat(Duration.ofNanos(clock.totalPausedNanos())).isEqualTo(Duration.ofMillis(501));
        assertThat(generator.statistics().waits()).isEqualTo(1);
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aClockAheadOfTheReservationStartsAtOnce(Database database) {
        previousHolderRanAndClosed(database);
        ManualClock clock = ManualClock.at(T.plusSeconds(20));
        WorkerLease lease = restartAt(clock);
        SnowflakeGenerator generator = SnowflakeGenerator.builder(TWITTER)
                .clock(ClockSettings.of(clock, clock)).workerIdSource(lease).build();

        long first = generator.nextId();

        assertThat(timeOf(first)).isEqualTo(T.plusSeconds(20));
        assertThat(clock.pauseCount()).isZero();
    }
}
