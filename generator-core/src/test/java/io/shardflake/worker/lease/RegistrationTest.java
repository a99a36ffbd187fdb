package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.shardflake.worker.WorkerIdSource;
import java.time.Duration;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * An id chosen by another strategy is registered in the lease table, so two instances that chose the same one
 * find out at startup: the second fails, naming both hosts.
 */
@ExtendWith(EmbeddedPostgresExtension.class)
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
    void aCrashedHoldersIdCanBeRegisteredOnceItsLeaseHasExpired(Database database) {
        DataSource dataSource = database.dataSource();
        String table = freshTable();
        Duration lease = Duration.ofMillis(500);
        WorkerLease crashed = leases(dataSource, table, "web-3", 811).leaseDuration(lease).build().claim(37);
        JdbcWorkerLease restarted = leases(dataSource, table, "web-3", 812).leaseDuration(lease).build();

        assertThat(catchThrowableOfType(LeaseConflictException.class, () -> restarted.claim(37))).isNotNull();
        LeaseFixtures.await(Duration.ofSeconds(5), "the crashed holder's lease expires",
                () -> claims(restarted, 37));

        assertThat(LeaseFixtures.row(dataSource, table, 37).pid()).isEqualTo(812);
        assertThat(LeaseFixtures.row(dataSource, table, 37).reservedUntil())
                .isGreaterThanOrEqualTo(Micros.of(crashed.reservedUntil()));
    }

    private static boolean claims(JdbcWorkerLease leases, int workerId) {
        try {
            leases.claim(workerId);
            return true;
        } catch (LeaseConflictException stillHeld) {
            return false;
        }
    }

    /** @return another host name of the form web-N whose hash gives the same 10-bit worker id as {@code host} */
    private static String collidingHostName(String host) {
        int target = WorkerIdSource.hostnameHash(host).workerId(1023);
        for (int i = 0; ; i++) {
            String candidate = "web-" + i;
            if (!candidate.equals(host) && WorkerIdSource.hostnameHash(candidate).workerId(1023) == target) {
                return candidate;
            }
        }
    }
}
