package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.TWITTER;
import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static io.shardflake.worker.lease.LeaseFixtures.leases;
import static io.shardflake.worker.lease.LeaseFixtures.row;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.clock.Micros;
import io.shardflake.worker.WorkerClaim;
import io.shardflake.worker.WorkerLeaseLostException;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A lease's guarantees travel with its worker id: the only way to give a generator a leased id is the lease's claim,
 * which carries the fence and the not-before, and a lease gives back only the part of its reservation it can vouch
 * for. Before claims existed, {@code workerIdSource(lease)} built a generator with no fence and no not-before, the
 * lease's close shrank the reservation to "nothing made", and the next holder, its clock 5 s behind, repeated 2,000
 * of 2,000 ids.
 */
@LeaseDatabases
class FenceCannotBeDroppedTest {

    private static final Instant T = Instant.parse("2026-06-01T12:00:00Z");
    private static final int IDS = 2_000;

    @ParameterizedTest
    @EnumSource(Database.class)
    void theNextHolderWithAClockFiveSecondsBehindRepeatsNoneOfThePreviousHoldersIds(Database database) {
        DataSource dataSource = database.dataSource();
        String table = freshTable();
        ManualClock first = ManualClock.at(T.plusSeconds(5));
        WorkerLease lease = leases(dataSource, table, "web-1").clock(first).monotonicClock(first).build().claim(7);
        SnowflakeGenerator before = SnowflakeGenerator.builder(TWITTER)
                .clock(ClockSettings.of(first, first)).workerIdSource(lease)
                .build();
        Set<Long> ids = new HashSet<>();
        long last = 0;
        for (int i = 0; i < IDS; i++) {
            last = before.nextId();
            ids.add(last);
        }
        lease.close();

        // The next holder's clock is 5 s behind; by the time it makes ids it has reached the same millisecond.
        ManualClock behind = ManualClock.at(T);
        WorkerLease next = leases(dataSource, table, "web-2").clock(behind).monotonicClock(behind).build().claim(7);
        SnowflakeGenerator after = SnowflakeGenerator.builder(TWITTER)
                .clock(ClockSettings.of(behind, behind)).workerIdSource(next)
                .build();
        behind.advance(Duration.ofSeconds(5));
        int repeated = 0;
        for (int i = 0; i < IDS; i++) {
            repeated += ids.add(after.nextId()) ? 0 : 1;
        }

        assertThat(repeated).isZero();
        assertThat(before.fence()).isSameAs(lease.fence());
        assertThat(after.fence()).isSameAs(next.fence());
        assertThat(next.notBefore()).isAfter(LeaseFixtures.timeOf(last));
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void everyClaimOfALeaseCarriesItsFenceAndItsNotBefore(Database database) {
        DataSource dataSource = database.dataSource();
        String table = freshTable();
        leases(dataSource, table, "web-1").build().claim(3).close();
        WorkerLease lease = leases(dataSource, table, "web-2").build().claim(3);

        WorkerClaim claim = lease.claim(1023);

        assertThat(claim.workerId()).isEqualTo(3);
        assertThat(claim.fence()).isSameAs(lease.fence());
        assertThat(claim.fence().isLive()).isTrue();
        assertThat(claim.notBefore()).isEqualTo(lease.notBefore()).isAfter(Instant.EPOCH);
        assertThat(claim.source()).isEqualTo("lease(" + table + ", fixed(3))");
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aLeaseWhoseClaimNoGeneratorTookKeepsItsWholeReservationOnClose(Database database) {
        DataSource dataSource = database.dataSource();
        String table = freshTable();
        ManualClock clock = ManualClock.at(T);
        WorkerLease lease = leases(dataSource, table, "web-1").clock(clock).monotonicClock(clock).build().claim(4);
        long granted = row(dataSource, table, 4).reservedUntil();

        lease.close();

        // Nobody took the claim, so the lease cannot know what was made with worker id 4: nothing is given back.
        assertThat(row(dataSource, table, 4).reservedUntil()).isEqualTo(granted)
                .isEqualTo(Micros.of(T.plusMillis(30_100)));
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aClosedLeaseHandsOutNoClaim(Database database) {
        WorkerLease lease = leases(database.dataSource(), freshTable(), "web-1").build().claim(2);
        lease.close();

        assertThatThrownBy(() -> SnowflakeGenerator.builder(TWITTER).workerIdSource(lease).build())
                .isInstanceOf(WorkerLeaseLostException.class).hasMessageContaining("the lease was closed");
    }
}
