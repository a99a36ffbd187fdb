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
import io.shardflake.worker.WorkerLeaseLostException;
import java.time.Duration;
import java.time.Instant;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A claim on a table that may have lost writes — its stamp names another database, is missing, or (PostgreSQL) was
 * copied back from elsewhere — waits out one quarantine before its first id, and starts its ids after it; a claim on a
 * table that lost nothing does not wait. The database's side of each change is made by hand, as the DBA's restore or
 * the promoted standby would leave it (the real failovers are {@code FailoverTest}'s).
 */
@LeaseDatabases
class LostWritesTest {

    private static final Duration LEASE = Duration.ofSeconds(30);
    // lease + the default max lead (100 ms) + the default clock skew (1 s)
    private static final Duration QUARANTINE = LEASE.plusMillis(100).plusSeconds(1);

    private final String table = freshTable();
    // Wall and elapsed time of this "instance": the quarantine is measured on the elapsed clock.
    private final ManualClock clock = ManualClock.at(Instant.now());

    private JdbcWorkerLease.Builder leasesOf(DataSource dataSource, String host) {
        return leases(dataSource, table, host).leaseDuration(LEASE).clock(clock).monotonicClock(clock);
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aNewTableIsStampedByItsFirstClaimWhichDoesNotWait(Database database) {
        DataSource dataSource = database.dataSource();
        WorkerLease lease = leasesOf(dataSource, "web-1").build().claimAny();

        assertThat(lease.state()).isEqualTo(LeaseState.HELD);
        assertThat(lease.quarantineLeft()).isZero();
        TableStamp stamp = stamp(dataSource);
        assertThat(stamp.writtenOn()).isNotEmpty().isEqualTo(LeaseFixtures.row(dataSource, table, 0).writtenOn());
        assertThat(stamp.changedAt()).isZero();
        assertThat(leasesOf(dataSource, "web-2").build().claimAny().state()).isEqualTo(LeaseState.HELD);
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aStampOfAnotherDatabaseQuarantinesEveryClaimForOneLeasePlusLeadPlusSkew(Database database) {
        DataSource dataSource = database.dataSource();
        WorkerLease earlier = leasesOf(dataSource, "web-1").build().claimAny();
        earlier.close();
        // What a promoted standby, or a database restored elsewhere, shows: the table's last writes went to another
        // server than the one answering now.
        writeStamp(dataSource, "written_on = 'PostgreSQL system 1, timeline 1'");

        WorkerLease lease = leasesOf(dataSource, "web-2").build().claimAny();
        SnowflakeGenerator generator = SnowflakeGenerator.builder(TWITTER)
                .clock(ClockSettings.of(clock, clock)).workerIdSource(lease).build();

        assertThat(lease.state()).isEqualTo(LeaseState.QUARANTINED);
        assertThat(lease.quarantines()).isEqualTo(1);
        assertThat(lease.quarantineLeft()).isBetween(QUARANTINE.minusSeconds(2), QUARANTINE);
        assertThat(lease.stateReason()).contains("the table was last written on PostgreSQL system 1, timeline 1");
        assertThatThrownBy(generator::nextId).isInstanceOf(WorkerLeaseLostException.class)
                .hasMessageContaining("quarantined until");
        long changedAt = stamp(dataSource).changedAt();
        assertThat(changedAt).isPositive();
        // The first id comes after every id an earlier holder could have made: at the quarantine's end or later.
        assertThat(lease.notBefore()).isAfterOrEqualTo(Micros.toInstant(changedAt).plus(QUARANTINE));

        // A second claim within the window waits for the rest of the same quarantine: the stamp is not rewritten.
        WorkerLease second = leasesOf(dataSource, "web-3").build().claimAny();
        assertThat(second.state()).isEqualTo(LeaseState.QUARANTINED);
        assertThat(stamp(dataSource).changedAt()).isEqualTo(changedAt);

        clock.advance(lease.quarantineLeft());
        lease.renew();
        assertThat(lease.state()).isEqualTo(LeaseState.HELD);
        clock.set(lease.notBefore());
        long id = generator.nextId();
        assertThat(LeaseFixtures.timeOf(id)).isAfterOrEqualTo(lease.notBefore());
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aMissingStampWithWorkerRowsLeftIsAnEmptiedTableAndQuarantines(Database database) {
        DataSource dataSource = database.dataSource();
        leasesOf(dataSource, "web-1").build().claimAny().close();
        execute(dataSource, "DELETE FROM " + table + " WHERE worker_id = -1");

        WorkerLease lease = leasesOf(dataSource, "web-2").build().claimAny();

        assertThat(lease.state()).isEqualTo(LeaseState.QUARANTINED);
        assertThat(lease.stateReason()).contains("the table's stamp (row -1) is missing");
        assertThat(stamp(dataSource).changedAt()).isPositive();
    }

    @ParameterizedTest
    @EnumSource(value = Database.class, names = "POSTGRESQL")
    void aStampCopiedBackFromABackupIsToldFromOneWrittenHere(Database database) {
        DataSource dataSource = database.dataSource();
        leasesOf(dataSource, "web-1").build().claimAny().close();
        // A restore writes the same values again, in a transaction of its own.
        execute(dataSource, "CREATE TABLE " + table + "_backup AS SELECT * FROM " + table);
        execute(dataSource, "DELETE FROM " + table);
        execute(dataSource, "INSERT INTO " + table + " SELECT * FROM " + table + "_backup");

        WorkerLease lease = leasesOf(dataSource, "web-2").build().claimAny();

        assertThat(lease.state()).isEqualTo(LeaseState.QUARANTINED);
        assertThat(lease.stateReason()).contains("was not written by this database", "restored from a backup");
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void assumeQuarantinesEveryClaimAndImpossibleNone(Database database) {
        DataSource dataSource = database.dataSource();
        WorkerLease assumed = leasesOf(dataSource, "web-1").lostWrites(LostWrites.ASSUME).build().claimAny();
        assertThat(assumed.state()).isEqualTo(LeaseState.QUARANTINED);
        assertThat(assumed.stateReason()).contains("lost-writes = assume");

        writeStamp(dataSource, "written_on = 'another server'");
        WorkerLease trusted = leasesOf(dataSource, "web-2").lostWrites(LostWrites.IMPOSSIBLE).build().claimAny();
        assertThat(trusted.state()).isEqualTo(LeaseState.HELD);
        assertThat(stamp(dataSource).writtenOn()).as("impossible neither reads nor writes the stamp")
                .isEqualTo("another server");
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aClaimAfterTheQuarantineIsOverDoesNotWait(Database database) {
        DataSource dataSource = database.dataSource();
        leasesOf(dataSource, "web-1").build().claimAny().close();
        // A change noticed longer ago than a quarantine: every fence of that time has closed.
        writeStamp(dataSource, "claimed_at = 1");

        assertThat(leasesOf(dataSource, "web-2").build().claimAny().state()).isEqualTo(LeaseState.HELD);
    }

    /**
     * Changes the stamp as the database itself would have written it (on PostgreSQL with the writing transaction's
     * id, as the lease does), so that only the change under test shows.
     */
    private void writeStamp(DataSource dataSource, String assignments) {
        String transactionId = LeaseFixtures.leaseTable(dataSource, table).dialect().sqlTransactionId();
        execute(dataSource, "UPDATE " + table + " SET " + assignments + ", written_xid = " + transactionId
                + " WHERE worker_id = -1");
    }

    private TableStamp stamp(DataSource dataSource) {
        LeaseTable leaseTable = LeaseFixtures.leaseTable(dataSource, table);
        try {
            return Transaction.run(dataSource, leaseTable::stamp);
        } catch (java.sql.SQLException e) {
            throw new AssertionError(e);
        }
    }
}
