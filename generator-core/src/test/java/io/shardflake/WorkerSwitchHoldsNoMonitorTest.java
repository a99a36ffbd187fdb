package io.shardflake;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.worker.WorkerClaim;
import io.shardflake.worker.WorkerFence;
import io.shardflake.worker.WorkerIdSource;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * While a generator whose clock fell behind asks its source for another worker id (a lease asks its database), the
 * asking thread holds no monitor and the threads asking for ids meanwhile wait on a lock, not on a monitor: on Java 21
 * a virtual thread blocked in JDBC inside {@code synchronized}, or blocked entering one, pins its carrier thread
 * (decision 0076). Java 24 and later no longer pin there, so the check reads the threads' monitors rather than
 * recording pinning.
 */
class WorkerSwitchHoldsNoMonitorTest {

    private final ManualClock clock = ManualClock.at(Instant.parse("2026-12-01T00:00:00Z"));
    private final CountDownLatch asking = new CountDownLatch(1);
    private final CountDownLatch answer = new CountDownLatch(1);

    /** A fence that lets every id through but is live, as a lease's is: only a fenced generator switches. */
    private static final WorkerFence OPEN = (WorkerFence) Proxy.newProxyInstance(WorkerFence.class.getClassLoader(),
            new Class<?>[] {WorkerFence.class}, (fence, method, args) -> method.getReturnType() == boolean.class
                    ? Boolean.TRUE : null);

    /** Hands out worker id 0, and worker id 1 instead once the test lets it answer, as a slow database would. */
    private final WorkerIdSource slowSource = new WorkerIdSource() {
        @Override
        public WorkerClaim claim(int maxWorkerId) {
            return WorkerClaim.fenced(0, description(), OPEN, Instant.EPOCH);
        }

        @Override
        public Optional<WorkerClaim> claimInstead(WorkerClaim current, int maxWorkerId) {
            asking.countDown();
            try {
                answer.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Optional.of(WorkerClaim.fenced(1, description(), OPEN, clock.instant()));
        }

        @Override
        public String description() {
            return "slow(0, then 1)";
        }
    };

    @Test
    void theThreadsMeetingAClockBehindWaitForTheNewWorkerIdOutsideAnyMonitor() throws Exception {
        SnowflakeGenerator generator = SnowflakeGenerator.builder(LayoutPreset.TWITTER.layout())
                .clock(ClockSettings.of(clock, clock)).workerIdSource(slowSource).build();
        generator.nextId();
        clock.stepBack(Duration.ofMinutes(1));

        CompletableFuture<Long> first = new CompletableFuture<>();
        Thread claiming = start(() -> first.complete(generator.nextId()));
        assertThat(asking.await(10, TimeUnit.SECONDS)).as("the generator asked its source for another worker id")
                .isTrue();
        CompletableFuture<Long> second = new CompletableFuture<>();
        Thread queued = start(() -> second.complete(generator.nextId()));
        waitUntilParkedOrBlocked(queued);

        ThreadInfo claimingInfo = info(claiming);
        ThreadInfo queuedInfo = info(queued);
        answer.countDown();

        assertThat(claimingInfo.getLockedMonitors()).as("monitors held while the source claims").isEmpty();
        assertThat(queuedInfo.getThreadState()).as("a thread asking for an id meanwhile")
                .isEqualTo(Thread.State.WAITING);
        assertThat(generator.decode(first.get(10, TimeUnit.SECONDS)).worker()).isEqualTo(1);
        assertThat(generator.decode(second.get(10, TimeUnit.SECONDS)).worker()).isEqualTo(1);
    }

    private static Thread start(Runnable work) {
        Thread thread = new Thread(work, "asks-for-an-id");
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    private static ThreadInfo info(Thread thread) {
        return ManagementFactory.getThreadMXBean().getThreadInfo(new long[] {thread.getId()}, true, true)[0];
    }

    /** The queued thread has reached the generator's lock (or, on the old code, its monitor). */
    private static void waitUntilParkedOrBlocked(Thread thread) throws InterruptedException {
        while (thread.getState() != Thread.State.WAITING && thread.getState() != Thread.State.BLOCKED) {
            if (!thread.isAlive()) {
                throw new AssertionError("the second thread finished before the first one's claim was answered");
            }
            Thread.sleep(1);
        }
    }
}
