package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static io.shardflake.worker.lease.LeaseFixtures.leases;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.clock.ManualClock;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The heartbeat on the caller's scheduler: every beat scripted, no thread of its own, no waiting. */
class HeartbeatSchedulerTest {

    private static final Instant T = Instant.parse("2026-03-01T10:00:00Z");

    private final ManualClock clock = ManualClock.at(T);
    private final ScriptedScheduler scheduler = new ScriptedScheduler();

    @Test
    void renewsEachIntervalOnTheGivenSchedulerAndCancelsItsNextBeatOnClose() {
        WorkerLease lease = leases(Database.H2.dataSource(), freshTable(), "web-1").clock(clock).monotonicClock(clock)
                .leaseDuration(Duration.ofSeconds(30)).heartbeatInterval(Duration.ofSeconds(10))
                .heartbeatScheduler(scheduler).build().claimAny();
        assertThat(scheduler.pending()).containsExactly(Duration.ofSeconds(10));
        assertThat(lease.validUntil()).isEqualTo(T.plusSeconds(30));

        clock.advance(Duration.ofSeconds(10));
        scheduler.advance(Duration.ofSeconds(10));
        assertThat(lease.renewals()).isEqualTo(1);
        assertThat(lease.validUntil()).isEqualTo(T.plusSeconds(40));
        assertThat(scheduler.pending()).containsExactly(Duration.ofSeconds(10));

        clock.advance(Duration.ofSeconds(10));
        scheduler.advance(Duration.ofSeconds(10));
        assertThat(lease.renewals()).isEqualTo(2);
        assertThat(lease.validUntil()).isEqualTo(T.plusSeconds(50));

        lease.close();
        assertThat(scheduler.pending()).isEmpty();
        scheduler.advance(Duration.ofMinutes(5));
        assertThat(lease.renewals()).isEqualTo(2);
    }

    @Test
    void aNullSchedulerIsRefusedWithTheSettingsName() {
        assertThatThrownBy(() -> JdbcWorkerLease.builder(Database.H2.dataSource()).heartbeatScheduler(null))
                .hasMessage("heartbeat scheduler = null is not allowed: a ScheduledExecutorService");
    }
}
