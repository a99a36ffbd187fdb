package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.TWITTER;
import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static io.shardflake.worker.lease.LeaseFixtures.leases;
import static io.shardflake.worker.lease.LeaseFixtures.timeOf;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockLeadExceededException;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.clock.Micros;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A wall clock stepped back by a minute: by default the generator refuses ids until the clock has caught up (as
 * every Snowflake does); with {@code switchWorkerWhenClockBehind} a leased generator moves at once to another free
 * worker id whose earlier ids all lie behind the clock, gives the old one back with the reservation its ids reached,
 * and goes on — no id repeated, no stall.
 */
@LeaseDatabases
class ClockBehindTest {

    private static final Duration STEP = Duration.ofSeconds(60);

    private final String table = freshTable();
    private final ManualClock clock = ManualClock.at(Instant.now());

    private JdbcWorkerLease.Builder leasesOf(DataSource dataSource, boolean switchWorker) {
        return leases(dataSource, table, "web-1").maxWorkerId(3).clock(clock).monotonicClock(clock)
                .switchWorkerWhenClockBehind(switchWorker);
    }

    private SnowflakeGenerator generator(WorkerLease lease) {
        return SnowflakeGenerator.builder(TWITTER).clock(ClockSettings.of(clock, clock)).workerIdSource(lease).build();
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void withTheSwitchAllowedTheFirstIdAfterTheStepComesAtOnceFromAnotherWorkerId(Database database) {
        DataSource dataSource = database.dataSource();
        WorkerLease lease = leasesOf(dataSource, true).build().claimAny();
        SnowflakeGenerator generator = generator(lease);
        Set<Long> ids = new HashSet<>();
        long lastBefore = 0;
        for (int i = 0; i < 5_000; i++) {
            lastBefore = generator.nextId();
            ids.add(lastBefore);
        }

        clock.stepBack(STEP);
        long first = generator.nextId();

        assertThat(generator.workerId()).isNotZero().isEqualTo(lease.workerId());
        assertThat(timeOf(first)).as("the new worker id's ids carry the clock's time, a minute back")
                .isBefore(timeOf(lastBefore).minus(STEP).plusSeconds(1));
        assertThat(ids.add(first)).isTrue();
        for (int i = 0; i < 5_000; i++) {
            assertThat(ids.add(generator.nextId())).isTrue();
        }
        // The old worker id's row keeps the reservation its ids reached, so its next holder starts after them.
        assertThat(LeaseFixtures.row(dataSource, table, 0).reservedUntil())
                .isGreaterThanOrEqualTo(Micros.of(timeOf(lastBefore)));
        assertThat(LeaseFixtures.row(dataSource, table, 0).expiresAt())
                .isLessThan(LeaseFixtures.row(dataSource, table, generator.workerId()).expiresAt());

        // The clock catches up: still one worker id, and nobody else gets worker id 0 before its reservation.
        WorkerLease next = leases(dataSource, table, "web-2").maxWorkerId(3).build().claim(0);
        assertThat(next.notBefore()).isAfter(timeOf(lastBefore));
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void byDefaultTheGeneratorRefusesIdsUntilTheClockCatchesUp(Database database) {
        WorkerLease lease = leasesOf(database.dataSource(), false).build().claimAny();
        SnowflakeGenerator generator = generator(lease);
        generator.nextId();

        clock.stepBack(STEP);

        assertThatThrownBy(generator::nextId).isInstanceOf(ClockLeadExceededException.class);
        assertThat(generator.workerId()).isZero();
        // The wall clock is set right again (a step, not elapsed time: the lease is still within its duration).
        clock.set(clock.instant().plus(STEP));
        generator.nextId();
        assertThat(generator.workerId()).isZero();
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aRegisteredIdIsNeverSwitched(Database database) {
        WorkerLease lease = leasesOf(database.dataSource(), true).build().claim(2);
        SnowflakeGenerator generator = generator(lease);
        generator.nextId();

        clock.stepBack(STEP);

        assertThatThrownBy(generator::nextId).isInstanceOf(ClockLeadExceededException.class);
        assertThat(generator.workerId()).isEqualTo(2);
    }
}
