package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.shardflake.clock.Micros;
import io.shardflake.worker.WorkerIdSource;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * An id chosen by another strategy is registered in the lease table, so two instances that chose the same one
 * find out at startup: the second fails, naming both hosts.
 */
@LeaseDatabases
class RegistrationTest {

    private static JdbcWorkerLease.Builder leases(DataSource dataSource, String table, String host, long pid) {
        return LeaseFixtures.leases(dataSource, table, host).holder(host, pid);
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void twoHostsWhoseNamesHashToTheSameIdTheSecondFailsNamingBoth(Database database) {
        DataSource dataSource = database.dataSource();
        String table = freshTable();
        String collider = collidingHostName("web-3");
        WorkerLease first = leases(dataSource, table, "web-3", 811).build()
                .register(WorkerIdSource.hostnameHash("web-3"));
        int workerId = first.workerId();

        LeaseConflictException e = catchThrowableOfType(LeaseConflictException.class,
                () -> leases(dataSource, table, collider, 900).build()
                        .register(WorkerIdSource.hostnameHash(collider)));

        assertThat(e.getMessage()).startsWith("worker id " + workerId + " is held by host web-3 (pid 811, instance "
                + first.holder().instance() + ", from hostname-hash(web-3)) until ")
                .contains("(database clock, table " + table + "); this host " + collider + " (pid 900) also derived "
                        + workerId + " from hostname-hash(" + collider + ")");
        assertThat(e.workerId()).isEqualTo(workerId);
        assertThat(e.holder()).isEqualTo(first.holder());
        assertThat(e.claimant().host()).isEqualTo(collider);
        assertThat(e.expiresAt()).isEqualTo(Micros.toInstant(LeaseFixtures.row(dataSource, table, workerId)
                .expiresAt()));
        assertThat(first.description()).isEqualTo("lease(" + table + ", hostname-hash(web-3))");
        assertThat(LeaseFixtures.rows(dataSource, table)).hasSize(1);
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void twoInstancesConfiguredWithTheSameFixedIdTheSecondFails(Database database) {
        DataSource dataSource = database.dataSource();
        String table = freshTable();
        leases(dataSource, table, "web-3", 811).build().claim(37);

        LeaseConflictException e = catchThrowableOfType(LeaseConflictException.class,
                () -> leases(dataSource, table, "web-9", 900).build().register(WorkerIdSource.fixed(37)));

        assertThat(e.getMessage()).contains("worker id 37 is held by host web-3 (pid 811,",
                "this host web-9 (pid 900) also derived 37 from fixed(37)");
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void twoLeasesOfOneProcessConflictToo(Database database) {
        JdbcWorkerLease leases = leases(database.dataSource(), freshTable(), "web-3", 811).build();
        leases.claim(5);

        assertThat(catchThrowableOfType(LeaseConflictException.class, () -> leases.claim(5)).claimant().pid())
                .isEqualTo(811);
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void onceTheFirstHasClosedTheSecondRegistersAndStartsAfterItsReservation(Database database) {
        DataSource dataSource = database.dataSource();
        String table = freshTable();
        WorkerLease first = leases(dataSource, table, "web-3", 811).build().claim(37);
        first.close();

        WorkerLease second = leases(dataSource, table, "web-9", 900).build().register(WorkerIdSource.fixed(37));

        assertThat(second.workerId()).isEqualTo(37);
        assertThat(second.notBefore()).isAfter(first.reservedUntil());
        assertThat(LeaseFixtures.row(dataSource, table, 37).host()).isEqualTo("web-9");
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void theSamePodRestartedAfterACrashWaitsForItsEarlierRunsLeaseAndTakesTheIdBack(Database database) {
        DataSource dataSource = database.dataSource();
        String table = freshTable();
        // Leases of 30 s, so the earlier run's cannot run out by itself before the restart asks; it runs out during
        // the restart's first pause instead (by the database's clock: its expiry moves back 30 s), and no test time
        // passes in the pauses.
        Duration lease = Duration.ofSeconds(30);
        leases(dataSource, table, "orders-3", 1).build();
        long crashedReservation = Micros.of(Instant.now().plusSeconds(1));
        LeaseFixtures.leftByAnotherProcess(dataSource, table, 3, "orders-3", 1, "statefulset-ordinal(orders-3)", lease,
                crashedReservation);
        List<Long> waits = new ArrayList<>();
        JdbcWorkerLease restarted = leases(dataSource, table, "orders-3", 1).leaseDuration(lease)
                .sleeper(nanos -> {
                    if (waits.isEmpty()) {
                        LeaseFixtures.expireEarlier(dataSource, table, 3, lease);
                    }
                    waits.add(nanos);
                    return nanos;
                }).build();

        // Before, this was refused at once: "worker id 3 is held by host orders-3 ... this host orders-3 also derived
        // 3", naming itself. Now it waits (polling the database's clock) until the earlier run's lease has expired.
        WorkerLease again = restarted.register(WorkerIdSource.statefulSetOrdinal("orders-3"));

        assertThat(again.workerId()).isEqualTo(3);
        assertThat(waits).isNotEmpty().allSatisfy(nanos -> assertThat(nanos).isLessThanOrEqualTo(lease.toNanos()
                + 1_000_000));
        assertThat(again.notBefore()).isAfter(Micros.toInstant(crashedReservation));
        assertThat(LeaseFixtures.row(dataSource, table, 3).instance()).isEqualTo(again.holder().instance());
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void anEarlierRunThatRenewsWhileTheRestartWaitsIsAliveAndTheRestartIsRefusedSayingSo(Database database) {
        DataSource dataSource = database.dataSource();
        String table = freshTable();
        leases(dataSource, table, "orders-3", 1).build();
        String alive = LeaseFixtures.leftByAnotherProcess(dataSource, table, 3, "orders-3", 1,
                "statefulset-ordinal(orders-3)", Duration.ofSeconds(30), 0);
        // The "earlier run" renews during the first wait: it is a live instance on the same host, not a crashed one.
        JdbcWorkerLease waiting = leases(dataSource, table, "orders-3", 1).sleeper(nanos -> {
            LeaseFixtures.renewedByAnotherProcess(dataSource, table, 3, alive, Duration.ofSeconds(60));
            return nanos;
        }).build();

        LeaseConflictException e = catchThrowableOfType(LeaseConflictException.class,
                () -> waiting.register(WorkerIdSource.statefulSetOrdinal("orders-3")));

        assertThat(e.getMessage()).startsWith("worker id 3 is held by host orders-3 (pid 1, instance " + alive
                + ", from statefulset-ordinal(orders-3)), this same host and source, and"
                + " that lease was renewed while this instance waited for it to expire (now until ")
                .endsWith("table " + table + "): it is not an earlier run but a live instance on the same host. Two"
                        + " live instances must not share a worker id: give one of them another id, or let the lease"
                        + " pick a free one");
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void anEarlierRunWhoseLeaseOutlastsTheBoundedWaitIsRefusedNamingIt(Database database) {
        DataSource dataSource = database.dataSource();
        String table = freshTable();
        JdbcWorkerLease restarted = leases(dataSource, table, "orders-3", 1).leaseDuration(Duration.ofSeconds(30))
                .sleeper(nanos -> {
                    throw new AssertionError("must not wait past its bound");
                }).build();
        String longLease = LeaseFixtures.leftByAnotherProcess(dataSource, table, 3, "orders-3", 1,
                "statefulset-ordinal(orders-3)", Duration.ofMinutes(10), 0);

        LeaseConflictException e = catchThrowableOfType(LeaseConflictException.class,
                () -> restarted.register(WorkerIdSource.statefulSetOrdinal("orders-3")));

        assertThat(e.getMessage()).startsWith("worker id 3 is held by an earlier run of this host, host orders-3 (pid"
                + " 1, instance " + longLease + ", from statefulset-ordinal(orders-3)), until ")
                .contains("later than this restart waits (PT1M, twice the lease duration)");
    }

    /** @return another host name of the form web-N whose hash gives the same 10-bit worker id as {@code host} */
    private static String collidingHostName(String host) {
        int target = WorkerIdSource.hostnameHash(host).claim(1023).workerId();
        for (int i = 0; ; i++) {
            String candidate = "web-" + i;
            if (!candidate.equals(host) && WorkerIdSource.hostnameHash(candidate).claim(1023).workerId() == target) {
                return candidate;
            }
        }
    }
}
