package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.TWITTER;
import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static io.shardflake.worker.lease.LeaseFixtures.leases;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.worker.WorkerIdSource;
import io.shardflake.worker.WorkerLeaseLostException;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.stream.LongStream;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every tenure of a worker id is in the history — claimed, renewed, released, taken over after a crash, lost and
 * claimed anew — and the audit finds no two overlapping; a collision made on purpose (a lease table restored under
 * {@code lost-writes=impossible}) is found, and {@code whoMade} on the repeated id names both holders. Clocks are
 * scripted; the database's passing time is scripted by moving expiries back.
 */
@LeaseDatabases
class TenureHistoryTest {

    private static final Duration LEASE = Duration.ofSeconds(1);

    private final String table = freshTable();
    private final ManualClock clock = ManualClock.at(Instant.now().truncatedTo(ChronoUnit.MILLIS));

    /** Only worker id 0, so every instance wants the same one. */
    private JdbcWorkerLease.Builder oneId(DataSource dataSource, String host, ManualClock clock) {
        return leases(dataSource, table, host).maxWorkerId(0).leaseDuration(LEASE).clock(clock).monotonicClock(clock);
    }

    private static long idOf(WorkerLease lease, ManualClock clock) {
        return SnowflakeGenerator.builder(TWITTER).clock(ClockSettings.of(clock, clock)).workerIdSource(lease).build()
                .nextId();
    }

    @ParameterizedTest
    @EnumSource(value = Database.class, names = {"H2", "POSTGRESQL", "MARIADB"})
    void claimsRenewalsReleasesTakeoversAndAReclaimAfterALossLeaveEveryTenureAndNoOverlap(Database database) {
        DataSource dataSource = database.dataSource();
        WorkerLease first = oneId(dataSource, "web-1", clock).application("orders").build().claimAny();
        first.renew();
        long a = idOf(first, clock);
        first.close();

        WorkerLease crashed = oneId(dataSource, "web-2", clock).build().claimAny();
        long b = idOf(crashed, clock);
        Instant crashedReservation = crashed.reservedUntil();
        // web-2 stops renewing; its lease runs out on the database's clock, and its reservation on everyone's.
        clock.advance(Duration.ofSeconds(2));
        LeaseFixtures.expireEarlier(dataSource, table, 0, Duration.ofSeconds(5));
        WorkerLease third = oneId(dataSource, "web-3", clock).build().claimAny();
        long c = idOf(third, clock);

        assertThatThrownBy(crashed::renew).isInstanceOf(WorkerLeaseLostException.class);
        third.close();
        crashed.renew(); // claims worker id 0 anew
        long d = idOf(crashed, clock);
        crashed.close();

        TenureHistory history = TenureHistory.of(dataSource, table);
        List<TenureRecord> tenures = history.tenures(0);
        assertThat(tenures).extracting(tenure -> tenure.holder().host())
                .containsExactly("web-1", "web-2", "web-3", "web-2");
        assertThat(tenures).extracting(TenureRecord::began).satisfiesExactly(
                began -> assertThat(began).isEqualTo("claimed, never held before"),
                began -> assertThat(began).startsWith("claimed, after host web-1 (pid 100, instance "),
                began -> assertThat(began).startsWith("claimed, after host web-2"),
                began -> assertThat(began).startsWith("claimed anew after a loss (it was taken over by host web-3"));
        assertThat(tenures).extracting(TenureRecord::ended).satisfiesExactly(
                ended -> assertThat(ended).isEqualTo("released: the lease was closed"),
                ended -> assertThat(ended).startsWith("expired; taken over by host web-3"),
                ended -> assertThat(ended).isEqualTo("released: the lease was closed"),
                ended -> assertThat(ended).isEqualTo("released: the lease was closed"));
        assertThat(tenures.get(0).application()).isEqualTo("orders");
        assertThat(tenures.get(1).application()).isEmpty();
        assertThat(tenures).allSatisfy(tenure -> assertThat(tenure.endedAt()).isPresent());
        assertThat(tenures.get(1).holder().instance()).isNotEqualTo(tenures.get(3).holder().instance());
        // The crashed holder's range is its whole reservation, as the lease row kept it; the others gave back the rest.
        assertThat(tenures.get(1).idsUntil()).isEqualTo(crashedReservation);
        assertThat(tenures.get(0).idsUntil()).isEqualTo(LeaseFixtures.timeOf(a));

        assertThat(LeaseAudit.of(history).overlaps()).isEmpty();
        assertThat(history.whoMade(a, TWITTER).tenures()).containsExactly(tenures.get(0));
        assertThat(history.whoMade(b, TWITTER).tenures()).containsExactly(tenures.get(1));
        assertThat(history.whoMade(c, TWITTER).tenures()).containsExactly(tenures.get(2));
        assertThat(history.whoMade(d, TWITTER).tenures()).containsExactly(tenures.get(3));
        assertThat(history.whoMade(d, TWITTER).verdict()).startsWith("made by the one holder of worker id 0 at ");
        assertThat(LeaseAudit.of(history).checkIds(LongStream.of(a, b, c, d), TWITTER))
                .isEqualTo(new IdsOutsideTenures(4, 0, List.of()));
    }

    @ParameterizedTest
    @EnumSource(value = Database.class, names = {"H2", "POSTGRESQL", "MARIADB"})
    void aLastingTenureReadsItsLatestReservationFromTheLeaseRowThatRenewalsExtend(Database database) {
        DataSource dataSource = database.dataSource();
        WorkerLease lease = oneId(dataSource, "web-1", clock).build().claimAny();
        Instant claimed = lease.reservedUntil();
        clock.advance(Duration.ofMillis(600));
        lease.renew();
        clock.advance(Duration.ofMillis(600));
        lease.renew();
        long afterTheClaimsReservation = idOf(lease, clock);
        assertThat(LeaseFixtures.timeOf(afterTheClaimsReservation)).isAfter(claimed);

        TenureHistory history = TenureHistory.of(dataSource, table);
        assertThat(history.tenures()).singleElement().satisfies(tenure -> {
            assertThat(tenure.idsUntil()).isEqualTo(lease.reservedUntil());
            assertThat(tenure.ended()).isNull();
            assertThat(tenure.endedAt()).isEmpty();
        });
        assertThat(history.whoMade(afterTheClaimsReservation, TWITTER).tenures()).hasSize(1);
        lease.close();
    }

    @ParameterizedTest
    @EnumSource(value = Database.class, names = {"H2", "POSTGRESQL", "MARIADB"})
    void aLeaseTableRestoredWithoutDetectionLetsTwoHoldersRepeatAnIdAndTheAuditAndWhoMadeNameBoth(Database database) {
        DataSource dataSource = database.dataSource();
        Instant start = clock.instant();
        WorkerLease web1 = oneId(dataSource, "web-1", clock).lostWrites(LostWrites.IMPOSSIBLE).build().claimAny();
        TableCopy backup = TableCopy.of(dataSource, table, table + HistoryTable.SUFFIX);
        // web-1 renews and makes an id past the reservation the backup holds.
        clock.advance(Duration.ofMillis(600));
        web1.renew();
        clock.advance(Duration.ofMillis(600));
        web1.renew();
        long repeated = idOf(web1, clock);

        // The database is restored from the backup; nothing detects it (lost-writes=impossible).
        backup.restore(dataSource);
        LeaseFixtures.expireEarlier(dataSource, table, 0, Duration.ofSeconds(5));
        ManualClock web2Clock = ManualClock.at(start.plusMillis(1200));
        WorkerLease web2 = oneId(dataSource, "web-2", web2Clock).lostWrites(LostWrites.IMPOSSIBLE).build().claimAny();
        assertThat(idOf(web2, web2Clock)).as("the same id, made twice").isEqualTo(repeated);
        assertThatThrownBy(web1::renew).isInstanceOf(WorkerLeaseLostException.class);

        TenureHistory history = TenureHistory.of(dataSource, table);
        List<TenureOverlap> overlaps = LeaseAudit.of(history).overlaps();
        assertThat(overlaps).hasSize(1);
        assertThat(overlaps.get(0).first().holder().host()).isEqualTo("web-1");
        assertThat(overlaps.get(0).second().holder().host()).isEqualTo("web-2");
        assertThat(overlaps.get(0).toString()).startsWith("worker id 0, id times ").contains("host web-1", "host web-2");
        IdOrigin origin = history.whoMade(repeated, TWITTER);
        assertThat(origin.collision()).isTrue();
        assertThat(origin.tenures()).extracting(tenure -> tenure.holder().instance())
                .containsExactly(web1.holder().instance(), web2.holder().instance());
        assertThat(origin.verdict()).startsWith("COLLISION: 2 holders of worker id 0 at ");
        web2.close();
    }

    @ParameterizedTest
    @EnumSource(value = Database.class, names = {"H2", "POSTGRESQL", "MARIADB"})
    void aMissingHistoryTableIsCreatedBesideAnExistingLeaseTableOrRefusedNamingItAndItsDdl(Database database) {
        DataSource dataSource = database.dataSource();
        oneId(dataSource, "web-1", clock).history(false).build();
        assertThatThrownBy(() -> TenureHistory.of(dataSource, table).tenures())
                .isInstanceOf(LeaseDatabaseException.class)
                .hasMessageStartingWith("could not read the lease history table " + table + "_history");
        TableStamp stamp = stampOf(dataSource);

        assertThatThrownBy(() -> oneId(dataSource, "web-1", clock).createTable(false).build())
                .isInstanceOf(LeaseTableMissingException.class)
                .hasMessageContaining("the lease history table " + table + "_history does not exist in this database,"
                        + " or lacks the history columns (")
                .hasMessageContaining("Create it with the DDL in io/shardflake/worker/lease/"
                        + database.ddlFile() + ", with shardflake_worker_lease replaced by " + table)
                .hasMessageContaining("or turn the history off with history(false)");

        oneId(dataSource, "web-1", clock).build().claimAny().close();
        assertThat(TenureHistory.of(dataSource, table).tenures()).hasSize(1);
        assertThat(stampOf(dataSource)).as("the stamp is left as it was").isEqualTo(stamp);
    }

    @ParameterizedTest
    @EnumSource(value = Database.class, names = "H2")
    void withTheHistoryOffNothingIsRecordedAndOnlyTheLeaseTableIsCreated(Database database) {
        DataSource dataSource = database.dataSource();
        WorkerLease lease = oneId(dataSource, "web-1", clock).history(false).build().claimAny();
        lease.renew();
        lease.close();
        assertThat(LeaseFixtures.rows(dataSource, table)).hasSize(1);
        assertThatThrownBy(() -> TenureHistory.of(dataSource, table).tenures())
                .isInstanceOf(LeaseDatabaseException.class);
    }

    @ParameterizedTest
    @EnumSource(value = Database.class, names = {"H2", "POSTGRESQL", "MARIADB"})
    void tenuresPastTheRetentionAreDeletedByTheLeaseAtItsFirstClaimAndThenOnceAnHour(Database database)
            throws Exception {
        DataSource dataSource = database.dataSource();
        JdbcWorkerLease leases = oneId(dataSource, "web-1", clock).maxWorkerId(3).historyRetention(Duration.ofDays(2))
                .build();
        HistoryTable history = HistoryTable.beside(TableName.of(table), 10);
        long now = Transaction.run(dataSource, connection -> leases.table().databaseNow(connection));
        long day = Duration.ofDays(1).toNanos() / 1000;
        Transaction.run(dataSource, connection -> {
            history.begin(connection, tenure(2, "old", now - 3 * day));
            history.begin(connection, tenure(3, "recent", now - day));
            return null;
        });

        WorkerLease lease = leases.claim(1);
        assertThat(TenureHistory.of(dataSource, table).tenures()).extracting(tenure -> tenure.holder().host())
                .containsExactly("web-1", "recent");

        Transaction.run(dataSource, connection -> {
            history.begin(connection, tenure(2, "old again", now - 3 * day));
            return null;
        });
        lease.renew();
        assertThat(TenureHistory.of(dataSource, table).tenures()).as("within the hour").hasSize(3);
        clock.advance(Duration.ofMinutes(61));
        lease.renew();
        assertThat(TenureHistory.of(dataSource, table).tenures()).extracting(tenure -> tenure.holder().host())
                .containsExactly("web-1", "recent");
        lease.close();
    }

    @ParameterizedTest
    @EnumSource(value = Database.class, names = "H2")
    void idsOfAFixedWorkerIdMadeWithoutTheLeaseLieOutsideEveryTenure(Database database) {
        DataSource dataSource = database.dataSource();
        WorkerLease leased = oneId(dataSource, "web-1", clock).build().claimAny();
        long inside = idOf(leased, clock);
        leased.close();
        // Two instances given worker id 0 by hand, the lease off: they make the same id, and nothing recorded them.
        SnowflakeGenerator fixedOne = SnowflakeGenerator.builder(TWITTER).clock(ClockSettings.of(clock, clock))
                .workerIdSource(WorkerIdSource.fixed(0)).build();
        SnowflakeGenerator fixedTwo = SnowflakeGenerator.builder(TWITTER).clock(ClockSettings.of(clock, clock))
                .workerIdSource(WorkerIdSource.fixed(0)).build();
        clock.advance(Duration.ofSeconds(5));
        long one = fixedOne.nextId();
        long two = fixedTwo.nextId();
        assertThat(one).isEqualTo(two);

        TenureHistory history = TenureHistory.of(dataSource, table);
        IdOrigin origin = history.whoMade(one, TWITTER);
        assertThat(origin.outsideTheLease()).isTrue();
        assertThat(origin.verdict()).startsWith("made outside the lease: no tenure of worker id 0 at ");
        assertThat(LeaseAudit.of(history).checkIds(LongStream.of(inside, one, two, -5), TWITTER))
                .isEqualTo(new IdsOutsideTenures(4, 3, List.of(one, two, -5L)));
    }

    private TableStamp stampOf(DataSource dataSource) {
        try {
            return Transaction.run(dataSource, connection -> LeaseFixtures.leaseTable(dataSource, table)
                    .stamp(connection));
        } catch (java.sql.SQLException e) {
            throw new AssertionError(e);
        }
    }

    private static TenureRecord tenure(int workerId, String host, long renewedAt) {
        return new TenureRecord(workerId, new LeaseHolder(host, 1, java.util.UUID.randomUUID().toString(), "test"), "",
                "claimed", renewedAt, renewedAt, 0, renewedAt, null, 0);
    }
}
