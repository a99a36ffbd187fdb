package io.shardflake.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every generator × every wall-clock fault, on a scripted clock: no id repeats, ids increase wherever the format
 * promises order, and each policy waits or throws exactly where its bounds say. The summary line at the end is the
 * one RELIABILITY.md quotes.
 */
class ClockFaultTest {

    private static final AtomicLong CASES = new AtomicLong();
    private static final AtomicLong FAULTS = new AtomicLong();
    private static final AtomicLong IDS = new AtomicLong();
    private static final AtomicLong DUPLICATES = new AtomicLong();
    private static final AtomicLong OUT_OF_ORDER = new AtomicLong();
    private static final AtomicLong WAITS = new AtomicLong();
    private static final AtomicLong THROWS = new AtomicLong();

    static Stream<Arguments> cases() {
        return Arrays.stream(GeneratorKind.values())
                .flatMap(kind -> Arrays.stream(FaultScript.values()).map(script -> Arguments.of(kind, script)));
    }

    @ParameterizedTest(name = "{0} × {1}")
    @MethodSource("cases")
    void noRepeatNoDisorderAndTheDocumentedWaitOrThrow(GeneratorKind kind, FaultScript script) {
        FaultRun run = new FaultRun(kind);

        script.run(run);

        IdCheck check = run.check();
        CASES.incrementAndGet();
        FAULTS.addAndGet(run.faults());
        IDS.addAndGet(check.checked());
        DUPLICATES.addAndGet(check.duplicates());
        OUT_OF_ORDER.addAndGet(check.outOfOrder());
        WAITS.addAndGet(run.waits());
        THROWS.addAndGet(run.throwsSeen());
        assertThat(check.faults()).as("%s × %s", kind, script).isEmpty();
        assertThat(run.faults()).isPositive();
    }

    @AfterAll
    static void summary() {
        System.out.printf("RELIABILITY clock faults: %d generator kinds × %d fault scripts = %d cases, %,d faults"
                + " injected, %,d ids checked, %d duplicates, %d out of order, %d waits, %d ClockLeadExceededExceptions"
                + " (each followed by a resumption)%n", GeneratorKind.values().length, FaultScript.values().length,
                CASES.get(), FAULTS.get(), IDS.get(), DUPLICATES.get(), OUT_OF_ORDER.get(), WAITS.get(), THROWS.get());
    }
}
