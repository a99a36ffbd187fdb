package io.shardflake.reliability.failover;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.clock.ManualClock;
import io.shardflake.worker.lease.LeaseState;
import io.shardflake.worker.lease.LostWrites;
import io.shardflake.worker.lease.WorkerLease;
import java.time.Duration;
import java.time.Instant;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The lease database fails over to an asynchronous standby that lost the latest writes, or its table is put back to an
 * earlier state, while instances make ids at a high rate: on a real PostgreSQL primary + streaming standby and a real
 * MariaDB primary + replica, as the plain application user, through a virtual IP that moves to the promoted server.
 * Each scenario repeats what broke the lease before (issue 21: 43 to 10,911 repeated ids per run) and shows 0 repeated
 * ids now: a claim on a changed database waits out a quarantine (lease + max lead + clock skew, here 3 s + 0.1 s + 1 s)
 * and starts its ids after it; a holder whose row survived writes its reservation back and carries on; a holder whose
 * worker id was taken meanwhile stops before its next id.
 *
 * <p>The lease is 3 s (renewed every second) so that a scenario takes seconds; the defaults' figures are in
 * RELIABILITY.md. {@code -Dshardflake.failover.lost-writes=impossible} runs the instances without detection, as the
 * lease was before: the scenarios then repeat ids, and say how many. One instance is cut off from the database during the failover where the scenario needs the new
 * instance's claim to come first (the dangerous order); without it the old holder's renewal may come first and the new
 * instance simply takes another id. Which database kinds each scenario runs on, by default and with
 * {@code -Preliability-long}: {@link FailoverRuns}.
 */
@Timeout(value = 3, unit = java.util.concurrent.TimeUnit.MINUTES)
class FailoverTest {

    private static final Duration PATIENCE = Duration.ofSeconds(60);
    // What the instances are told of the database; anything but detect shows what the scenarios did before.
    private static final LostWrites LOST_WRITES = LostWrites.valueOf(
            System.getProperty("shardflake.failover.lost-writes", "detect").toUpperCase(java.util.Locale.ROOT));
    private static final boolean DETECTING = LOST_WRITES == LostWrites.DETECT;
    // How long both instances make ids side by side once the new one makes them.
    private static final Duration OVERLAP = Duration.ofSeconds(1);

    @ParameterizedTest
    @MethodSource("io.shardflake.reliability.failover.FailoverRuns#postgresql")
    void aFailoverThatLostTheHoldersLastRenewals(ReplicatedDatabase.Kind kind) throws Exception {
        try (ReplicatedDatabase database = kind.start()) {
            String table = "lease_lost_renewals";
            try (Instance holder = Instance.start("app-1", database.url(), table, 0, LOST_WRITES)) {
                await("the holder makes ids", () -> holder.firstIdNanos() != 0);
                database.awaitCaughtUp();
                database.cutReplication();
                long renewed = holder.lease().renewals();
                await("two renewals the standby never gets", () -> holder.lease().renewals() >= renewed + 2);

                failOverWhileTheHolderIsCutOff(kind, "lost renewals", database, table, holder);
                assertThat(holder.lease().lostReason()).get().asString().contains("taken over by host app-2");
            }
        }
    }

    @ParameterizedTest
    @MethodSource("io.shardflake.reliability.failover.FailoverRuns#mariadb")
    void aFailoverThatLostTheHoldersClaim(ReplicatedDatabase.Kind kind) throws Exception {
        try (ReplicatedDatabase database = kind.start()) {
            String table = "lease_lost_claim";
            // The table and its stamp reach the standby; the claim does not.
            Instance.start("app-0", database.url(), table, 0, LOST_WRITES).close();
            database.awaitCaughtUp();
            database.cutReplication();
            try (Instance holder = Instance.start("app-1", database.url(), table, 0, LOST_WRITES)) {
                await("the holder makes ids", () -> holder.firstIdNanos() != 0);
                failOverWhileTheHolderIsCutOff(kind, "lost claim", database, table, holder);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("io.shardflake.reliability.failover.FailoverRuns#postgresql")
    void aFailoverThatLostTheClaimOfAHolderWhoseSuccessorsClockIsBehind(ReplicatedDatabase.Kind kind)
            throws Exception {
        try (ReplicatedDatabase database = kind.start()) {
            String table = "lease_clock_behind";
            Instance.start("app-0", database.url(), table, 0, LOST_WRITES).close();
            database.awaitCaughtUp();
            database.cutReplication();
            Instance holder = Instance.start("app-1", database.url(), table, 0, LOST_WRITES);
            await("the holder makes ids", () -> holder.firstIdNanos() != 0);
            Thread.sleep(1_500);
            // The holder dies; the two never run at the same time.
            Instant holdersLast = holder.die();
            database.failOver();

            // The successor's clock is behind the holder's last ids, which the standby never saw reserved.
            ManualClock behind = ManualClock.at(holdersLast.minusSeconds(1));
            try (Instance next = Instance.startOn(behind, "app-2", database.url(), table, 0, LOST_WRITES)) {
                await("the successor claims the worker id", () -> next.lease() != null);
                WorkerLease lease = next.lease();
                if (DETECTING) {
                    assertThat(lease.state()).isEqualTo(LeaseState.QUARANTINED);
                    assertThat(lease.notBefore()).as("its ids start after every id the holder could have made")
                            .isAfter(holdersLast);
                }
                next.makeIdsFromTheFirstAllowedTime(OVERLAP);

                long repeats = Instance.repeats(holder, next);
                System.out.printf("RELIABILITY failover %s clock behind: the holder's last id at %s, the successor's"
                        + " clock %s behind it; the successor's ids start at %s; %,d + %,d ids, %,d repeated%n", kind,
                        holdersLast, Duration.ofSeconds(1), lease.notBefore(), holder.ids().length, next.ids().length,
                        repeats);
                // The holder died before the failover: its claim, and its tenure, were lost with the primary.
                HistoryAudit.check(database.admin(), kind.table(table), next);
                assertThat(repeats).isZero();
            } finally {
                holder.close();
            }
        }
    }

    @ParameterizedTest
    @MethodSource("io.shardflake.reliability.failover.FailoverRuns#both")
    void theLeaseTableRestoredToAnEarlierState(ReplicatedDatabase.Kind kind) throws Exception {
        try (ReplicatedDatabase database = kind.start()) {
            String table = "lease_restored";
            try (Instance first = Instance.start("app-1", database.url(), table, 1, LOST_WRITES);
                    Instance second = Instance.start("app-2", database.url(), table, 1, LOST_WRITES)) {
                await("both make ids", () -> first.firstIdNanos() != 0 && second.firstIdNanos() != 0);
                database.execute("CREATE TABLE " + kind.table(table + "_backup") + " AS SELECT * FROM "
                        + kind.table(table));
                long renewed = first.lease().renewals();
                // Past the backup's leases: restored, both rows look expired.
                await("the backup's leases run out", () -> first.lease().renewals() >= renewed + 4);

                first.cutOff();
                second.cutOff();
                restore(database, kind, table);
                try (Instance third = Instance.start("app-3", database.url(), table, 1, LOST_WRITES)) {
                    await("a new instance claims a worker id the restored table shows free", () -> third.lease() != null);
                    assertThat(third.lease().state()).isEqualTo(DETECTING ? LeaseState.QUARANTINED : LeaseState.HELD);
                    first.heal();
                    second.heal();
                    await("the new instance makes ids", () -> third.firstIdNanos() != 0);
                    Thread.sleep(OVERLAP.toMillis());
                    finish(first, second, third);

                    long repeats = Instance.repeats(first, second, third);
                    System.out.printf("RELIABILITY failover %s table restored: %s, %s, %s; %,d ids, %,d repeated%n",
                            kind, describe(first), describe(second), describe(third),
                            first.ids().length + second.ids().length + third.ids().length, repeats);
                    HistoryAudit.check(database.admin(), kind.table(table), first, second, third);
                    assertThat(repeats).isZero();
                }
            }
        }
    }

    @ParameterizedTest
    @MethodSource("io.shardflake.reliability.failover.FailoverRuns#mariadb")
    void aHolderWhoseRowSurvivedTheFailoverKeepsMakingIds(ReplicatedDatabase.Kind kind) throws Exception {
        try (ReplicatedDatabase database = kind.start()) {
            String table = "lease_row_survived";
            try (Instance holder = Instance.start("app-1", database.url(), table, 1, LOST_WRITES)) {
                await("the holder makes ids", () -> holder.firstIdNanos() != 0);
                database.awaitCaughtUp();
                long beforeNanos = System.nanoTime();
                database.failOver();
                long failedOver = System.nanoTime();
                await("the holder renewed on the promoted server", () -> holder.lease().lostWritesFound() >= 1);
                try (Instance next = Instance.start("app-2", database.url(), table, 1, LOST_WRITES)) {
                    await("a new instance makes ids", () -> next.firstIdNanos() != 0);
                    Thread.sleep(OVERLAP.toMillis());
                    finish(holder, next);

                    long repeats = Instance.repeats(holder, next);
                    System.out.printf("RELIABILITY failover %s row survived: the holder's longest time without an id"
                            + " %d ms (the failover took %d ms); a new instance's first id %d ms after the failover;"
                            + " %,d repeated%n", kind, holder.longestGap().toMillis(),
                            (failedOver - beforeNanos) / 1_000_000, (next.firstIdNanos() - failedOver) / 1_000_000,
                            repeats);
                    assertThat(holder.lease().state()).isEqualTo(LeaseState.HELD);
                    assertThat(holder.lease().losses()).as("the holder never stopped").isZero();
                    assertThat(holder.longestGap()).isLessThan(Instance.LEASE);
                    HistoryAudit.check(database.admin(), kind.table(table), holder, next);
                    assertThat(repeats).isZero();
                }
            }
        }
    }

    /**
     * The dangerous order: the holder cut off while the database fails over and a new instance claims the worker id
     * the promoted server shows free; then the holder reaches the database again. Both make ids until the new one has
     * made them for a while; none may repeat.
     */
    private static void failOverWhileTheHolderIsCutOff(ReplicatedDatabase.Kind kind, String scenario,
            ReplicatedDatabase database, String table, Instance holder) throws Exception {
        holder.cutOff();
        database.failOver();
        long failedOver = System.nanoTime();
        try (Instance next = Instance.start("app-2", database.url(), table, 0, LOST_WRITES)) {
            await("the new instance claims the worker id the promoted server shows free", () -> next.lease() != null);
            assertThat(next.lease().state()).isEqualTo(DETECTING ? LeaseState.QUARANTINED : LeaseState.HELD);
            holder.heal();
            await("the holder learns its worker id was taken", () -> holder.lease().state() != LeaseState.HELD);
            await("the new instance makes ids", () -> next.firstIdNanos() != 0);
            Thread.sleep(OVERLAP.toMillis());
            finish(holder, next);

            report(kind, scenario, holder, next, failedOver);
            HistoryAudit.check(database.admin(), kind.table(table), holder, next);
            assertThat(Instance.repeats(holder, next)).isZero();
        }
    }

    private static void restore(ReplicatedDatabase database, ReplicatedDatabase.Kind kind, String table) {
        String live = kind.table(table);
        String backup = kind.table(table + "_backup");
        if (kind == ReplicatedDatabase.Kind.MARIADB) {
            // What a reloaded mysqldump does: the table dropped, created again, its rows inserted.
            database.execute("DROP TABLE " + live, "CREATE TABLE " + live + " LIKE " + backup,
                    "INSERT INTO " + live + " SELECT * FROM " + backup);
        } else {
            // What a reloaded pg_dump of the data does: the rows replaced, in transactions of their own.
            database.execute("DELETE FROM " + live, "INSERT INTO " + live + " SELECT * FROM " + backup);
        }
    }

    private static void finish(Instance... instances) throws InterruptedException {
        for (Instance instance : instances) {
            instance.stopMaking();
        }
    }

    private static void report(ReplicatedDatabase.Kind kind, String scenario, Instance holder, Instance next,
            long failedOver) {
        System.out.printf("RELIABILITY failover %s %s: %s; %s; the new instance's first id %d ms after the failover;"
                + " %,d ids, %,d repeated%n", kind, scenario, describe(holder), describe(next),
                (next.firstIdNanos() - failedOver) / 1_000_000, holder.ids().length + next.ids().length,
                Instance.repeats(holder, next));
    }

    private static String describe(Instance instance) {
        WorkerLease lease = instance.lease();
        return instance + " " + instance.ids().length + " ids, " + instance.refused() + " refused, "
                + (lease == null ? "no lease" : lease.state() + " worker " + lease.workerId());
    }

    static void await(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out after " + PATIENCE + " waiting until " + what);
            }
            Thread.sleep(20);
        }
    }
}
