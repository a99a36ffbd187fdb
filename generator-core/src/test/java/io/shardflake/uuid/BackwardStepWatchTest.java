package io.shardflake.uuid;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.clock.WallClock;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class BackwardStepWatchTest {

    @Test
    void countsEachStepBackOnceNotEachReadBehind() {
        long[] script = {100, 101, 101, 50, 51, 52, 52, 40, 41, 200, 199};
        AtomicLong index = new AtomicLong();
        BackwardStepWatch watch = new BackwardStepWatch(() -> script[(int) index.getAndIncrement()]);

        long[] steps = new long[script.length];
        for (int i = 0; i < script.length; i++) {
            assertThat(watch.currentTimeMicros()).isEqualTo(script[i]);
            steps[i] = watch.steps();
        }

        assertThat(steps).containsExactly(0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 3);
    }

    @Test
    void seesNoStepsInAClockThatOnlyMovesForwardHoweverManyThreadsRace() throws InterruptedException {
        // Each read is later than every read finished before it, as with a real clock; threads still interleave
        // between reading and recording, which is what makes a naive check count phantom steps.
        AtomicLong time = new AtomicLong();
        BackwardStepWatch watch = new BackwardStepWatch(() -> time.incrementAndGet() / 3);
        Runnable reader = () -> {
            for (int i = 0; i < 1_000_000; i++) {
                watch.currentTimeMicros();
            }
        };
        Thread[] threads = {new Thread(reader), new Thread(reader), new Thread(reader)};
        for (Thread thread : threads) {
            thread.start();
        }
        for (Thread thread : threads) {
            thread.join();
        }

        assertThat(watch.steps()).isZero();
    }

    @Test
    void letsWaitsReadTheCoarseClocksPreciseSourceDirectly() {
        WallClock precise = () -> 5;
        WallClock coarse = new WallClock() {
            @Override
            public long currentTimeMicros() {
                return 0;
            }

            @Override
            public WallClock precise() {
                return precise;
            }
        };
        WallClock plain = () -> 7;

        assertThat(new BackwardStepWatch(coarse).precise()).isSameAs(precise);
        BackwardStepWatch watch = new BackwardStepWatch(plain);
        assertThat(watch.precise()).isSameAs(watch);
    }
}
