package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.TWITTER;
import static io.shardflake.worker.lease.LeaseFixtures.execute;
import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static io.shardflake.worker.lease.LeaseFixtures.leases;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.SnowflakeGenerator;
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
 * The holder, not the table, knows how far its ids went: when the table lost the holder's writes — its row deleted,
 * put back to an earlier version, or replaced by an earlier holder's — the next renewal writes the row back with the
 * holder's true reservation, the holder keeps making ids, and the table is marked changed so that a new claim waits
 * out a quarantine instead of trusting what it reads.
 */
@LeaseDatabases
class WriteBackTest {

    private final String table = freshTable();
    private final ManualClock clock = ManualClock.at(Instant.now());

    private WorkerLease holder(DataSource dataSource) {
        return leases(dataSource, table, "web-1").clock(clock).monotonicClock(clock).build().claim(5);
    }

    private SnowflakeGenerator generator(WorkerLease lease) {
        return SnowflakeGenerator.builder(TWITTER).clock(ClockSettings.of(clock, clock)).workerIdSource(lease).build();
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aRowDeletedUnderItsHolderIsWrittenBackWithItsReservationAndIdsGoOn(Database database) {
        DataSource dataSource = database.dataSource();
        WorkerLease lease = holder(dataSource);
        SnowflakeGenerator generator = generator(lease);
        Set<Long> ids = new HashSet<>();
        ids.add(generator.nextId());
        long reserved = Micros.of(lease.reservedUntil());

        execute(dataSource, "DELETE FROM " + table + " WHERE worker_id = 5");
        lease.renew();
        ids.add(generator.nextId());

        assertThat(lease.state()).isEqualTo(LeaseState.HELD);
        assertThat(lease.lostWritesFound()).isEqualTo(1);
        assertThat(ids).hasSize(2);
        LeaseFixtures.StoredRow row = LeaseFixtures.row(dataSource, table, 5);
        assertThat(row.instance()).isEqualTo(lease.holder().instance());
        assertThat(row.reservedUntil()).isGreaterThanOrEqualTo(reserved);
        assertThat(newClaimant(dataSource).state()).as("a new claim no longer trusts the table")
                .isEqualTo(LeaseState.QUARANTINED);
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aRowPutBackToAnEarlierVersionIsWrittenBackWithTheTrueReservation(Database database) {
        // A restore from a backup taken at the claim: version 1, the claim's reservation.
        writtenBackAfter(database.dataSource(), "version = 1, reserved_until = reserved_until - 60000000");
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void anEarlierHoldersExpiredRowWhereTheHoldersShouldBeIsTakenBack(Database database) {
        // The table as it was before this holder's claim: another host's row, long expired.
        writtenBackAfter(database.dataSource(), "holder_host = 'web-0', holder_instance = 'earlier', version = 1,"
                + " expires_at = 1, reserved_until = 1");
    }

    /**
     * The holder's row changed behind its back as {@code assignments} say (after two renewals); its next renewal writes
     * it back with its true reservation, it keeps its worker id, and a new claim no longer trusts the table.
     */
    private void writtenBackAfter(DataSource dataSource, String assignments) {
        WorkerLease lease = holder(dataSource);
        lease.renew();
        lease.renew();
        long reserved = Micros.of(lease.reservedUntil());

        execute(dataSource, "UPDATE " + table + " SET " + assignments + " WHERE worker_id = 5");
        lease.renew();

        assertThat(lease.state()).isEqualTo(LeaseState.HELD);
        assertThat(lease.lostWritesFound()).isEqualTo(1);
        LeaseFixtures.StoredRow row = LeaseFixtures.row(dataSource, table, 5);
        assertThat(row.instance()).isEqualTo(lease.holder().instance());
        assertThat(row.reservedUntil()).isGreaterThanOrEqualTo(reserved);
        assertThat(newClaimant(dataSource).state()).isEqualTo(LeaseState.QUARANTINED);
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aRenewalWhoseAnswerWasLostIsNoLossOfWrites(Database database) {
        DataSource dataSource = database.dataSource();
        SwitchableDataSource route = new SwitchableDataSource(dataSource);
        WorkerLease lease = holder(route);

        // A renewal committed, but its answer never reached the holder, whose call failed: the row is a version ahead,
        // and still its own.
        execute(dataSource, "UPDATE " + table + " SET version = version + 1 WHERE worker_id = 5");
        route.down();
        assertThatThrownBy(lease::renew).isInstanceOf(LeaseDatabaseException.class);
        route.up();
        lease.renew();

        assertThat(lease.state()).isEqualTo(LeaseState.HELD);
        assertThat(lease.lostWritesFound()).isZero();
        assertThat(newClaimant(dataSource).state()).as("nothing was lost: no quarantine").isEqualTo(LeaseState.HELD);
    }

    private WorkerLease newClaimant(DataSource dataSource) {
        return leases(dataSource, table, "web-2").clock(clock).monotonicClock(clock).build().claimAny();
    }
}
