package io.shardflake.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.IdLayout;
import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockLeadExceededException;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.MonotonicClock;
import io.shardflake.clock.Sleeper;
import io.shardflake.clock.WallClock;
import io.shardflake.testdb.MariaDbServer;
import io.shardflake.testdb.PostgresServer;
import io.shardflake.worker.lease.JdbcWorkerLease;
import io.shardflake.worker.lease.WorkerLease;
import java.time.Duration;
import java.util.Arrays;
import java.util.function.Supplier;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The wall clock steps back a minute under a leased generator making ids, in real time, on PostgreSQL and MariaDB.
 * With {@code switchWorkerWhenClockBehind} the generator moves to another free worker id whose earlier ids lie behind
 * the clock: the longest time without an id is one claim, and no id repeats. Without it, ids stop until the clock has
 * caught up (the generator throws at once, as it always did). The step is a real one for the generator: its wall
 * clock is the system's plus an offset the test moves; elapsed time (the lease's deadline) is the system's.
 */
class ClockStepBackSwitchTest {

    private static final IdLayout LAYOUT = LayoutPreset.TWITTER.layout();
    private static final Duration STEP = Duration.ofSeconds(60);

    enum Server {
        POSTGRESQL(() -> PostgresServer.shared().dataSource()),
        MARIADB(() -> MariaDbServer.shared().dataSource());

        private final Supplier<DataSource> dataSource;

        Server(Supplier<DataSource> dataSource) {
            this.dataSource = dataSource;
        }
    }

    /** The system clock, moved by an offset the test sets: a clock an operator or NTP stepped. */
    private static final class SteppedClock implements WallClock {

        private volatile long offsetMicros;

        @Override
        public long currentTimeMicros() {
            return WallClock.system().currentTimeMicros() + offsetMicros;
        }

        void stepBack(Duration step) {
            offsetMicros -= step.toNanos() / 1000;
        }
    }

    @ParameterizedTest
    @EnumSource(Server.class)
    void aMinuteBackWithTheSwitchAllowedCostsOneClaimAndRepeatsNothing(Server server) {
        SteppedClock clock = new SteppedClock();
        WorkerLease lease = JdbcWorkerLease.builder(server.dataSource.get()).table(Leases.freshTable()).layout(LAYOUT)
                .holder("web-1", 100).clock(clock).monotonicClock(MonotonicClock.system()).maxWorkerId(7)
                .switchWorkerWhenClockBehind(true).build().claimAny();
        try (lease) {
            SnowflakeGenerator generator = SnowflakeGenerator.builder(LAYOUT).workerIdSource(lease)
                    .clock(ClockSettings.of(clock, Sleeper.system())).build();
            long[] ids = new long[400_000];
            int made = 0;
            while (made < ids.length / 2) {
                ids[made++] = generator.nextId();
            }
            int workerBefore = generator.workerId();
            long lastBefore = System.nanoTime();

            clock.stepBack(STEP);
            ids[made++] = generator.nextId();
            Duration withoutIds = Duration.ofNanos(System.nanoTime() - lastBefore);
            while (made < ids.length) {
                ids[made++] = generator.nextId();
            }

            Arrays.sort(ids);
            long repeated = 0;
            for (int i = 1; i < ids.length; i++) {
                repeated += ids[i] == ids[i - 1] ? 1 : 0;
            }
            assertThat(repeated).isZero();
            assertThat(generator.workerId()).isNotEqualTo(workerBefore);
            // One claim's round trips, not the minute the clock has to catch up.
            assertThat(withoutIds).isLessThan(STEP.dividedBy(3));
            System.out.printf("RELIABILITY clock stepped back %s on %s with the switch allowed: worker id %d -> %d, %d ms"
                    + " without an id, %,d ids, %d repeated%n", STEP, server, workerBefore, generator.workerId(),
                    withoutIds.toMillis(), ids.length, repeated);
        }
    }

    @ParameterizedTest
    @EnumSource(Server.class)
    void aMinuteBackByDefaultRefusesIdsUntilTheClockCatchesUp(Server server) {
        SteppedClock clock = new SteppedClock();
        WorkerLease lease = JdbcWorkerLease.builder(server.dataSource.get()).table(Leases.freshTable()).layout(LAYOUT)
                .holder("web-1", 100).clock(clock).maxWorkerId(7).build().claimAny();
        try (lease) {
            SnowflakeGenerator generator = SnowflakeGenerator.builder(LAYOUT).workerIdSource(lease)
                    .clock(ClockSettings.of(clock, Sleeper.system())).build();
            generator.nextId();
            int workerBefore = generator.workerId();

            clock.stepBack(STEP);

            assertThatThrownBy(generator::nextId).isInstanceOf(ClockLeadExceededException.class);
            assertThat(generator.workerId()).isEqualTo(workerBefore);
        }
    }
}
