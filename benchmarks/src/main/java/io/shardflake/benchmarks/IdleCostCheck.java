package io.shardflake.benchmarks;

import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.benchmarks.results.IdleArm;
import io.shardflake.benchmarks.results.IdleFile;
import io.shardflake.benchmarks.results.Median;
import io.shardflake.benchmarks.results.ResultFiles;
import io.shardflake.clock.ClockSettings;
import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.uniqid.UniqidGenerator;
import io.shardflake.uuid.UuidGenerator;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * What an idle JVM pays for holding Shardflake's generators: CPU time over an idle spell, in a JVM that holds one
 * generator of every kind after a burst of ids, against the same JVM that holds none.
 *
 * <p>Each round starts two fresh JVMs one after the other (the order alternates from round to round, so a neighbour
 * that comes or goes does not always hit the same one):
 * <ul>
 *   <li><b>with</b>: builds a Snowflake generator in each clock mode (classic, default, borrowing; all on their
 *       default, ticking, clock), UUID v7 (default, secure), v6 and v1, a Locality vB and a uniqid generator; makes
 *       ids with all of them for {@code --burst-ms}; then holds them and makes nothing for {@code --idle-seconds}.
 *   <li><b>without</b>: loads no Shardflake class and idles as long.
 * </ul>
 * Over the idle spell each reports its process CPU time (the {@code OperatingSystemMXBean} figure, in 10-ms ticks on
 * Linux), the sum of its threads' CPU time from {@code /proc} (nanoseconds), and for "with" the ticking clock's
 * thread ({@code shardflake-clock}): its CPU time and how often it woke, in the first second and in the rest.
 * Reported: each round, the medians, and the difference of the medians in percentage points of one core.
 *
 * <pre>
 * java -cp benchmarks.jar io.shardflake.benchmarks.IdleCostCheck [--rounds 5] [--idle-seconds 10] [--burst-ms 500]
 *     [--json idle.json]
 * </pre>
 */
public final class IdleCostCheck {

    /** The ticker thread's name as Linux shows it: 15 characters of {@code shardflake-clock}. */
    private static final String TICKER = "shardflake-cloc";

    /** Kept here so that nothing can collect the generators before the idle spell ends. */
    private static final List<Object> HELD = new ArrayList<>();

    private IdleCostCheck() {
    }

    /**
     * @param args see the class comment; {@code --child with|without} runs one arm in this JVM
     * @throws Exception if a child JVM fails or the JSON cannot be written
     */
    public static void main(String[] args) throws Exception {
        int rounds = 5;
        double idleSeconds = 10;
        long burstMillis = 500;
        Path json = null;
        String child = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--idle-seconds" -> idleSeconds = Double.parseDouble(args[++i]);
                case "--burst-ms" -> burstMillis = Long.parseLong(args[++i]);
                case "--json" -> json = Path.of(args[++i]);
                case "--child" -> child = args[++i];
                default -> throw new IllegalArgumentException("unknown argument " + args[i]);
            }
        }
        if (child != null) {
            ChildJvm.handBack(runArm(child.equals("with"), burstMillis, idleSeconds));
            return;
        }
        List<IdleArm> with = new ArrayList<>();
        List<IdleArm> without = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            boolean withFirst = round % 2 == 0;
            for (boolean arm : new boolean[] {withFirst, !withFirst}) {
                IdleArm result = runInChild(arm, burstMillis, idleSeconds);
                System.out.println("round " + (round + 1) + " " + ResultFiles.line(result));
                (arm ? with : without).add(result);
            }
        }
        IdleFile report = summary(with, without, idleSeconds, burstMillis, rounds);
        System.out.println(ResultFiles.pretty(report));
        if (json != null) {
            ResultFiles.write(json, report);
            System.out.println("idle check: " + json);
        }
    }

    /** One arm, in this JVM: the burst (with generators only), then the idle spell, measured. */
    private static IdleArm runArm(boolean withGenerators, long burstMillis, double idleSeconds)
            throws InterruptedException {
        long made = 0;
        if (withGenerators) {
            made = burst(burstMillis);
        }
        long idleNanos = (long) (idleSeconds * 1e9);
        CpuSnapshot start = CpuSnapshot.take(TICKER);
        Thread.sleep(1000);
        CpuSnapshot afterOneSecond = CpuSnapshot.take(TICKER);
        Thread.sleep(Math.max(0, idleNanos / 1_000_000 - 1000));
        CpuSnapshot end = CpuSnapshot.take(TICKER);
        return new IdleArm(withGenerators ? "with" : "without", made,
                ms(end.processCpuNanos() - start.processCpuNanos()), ms(diff(start.taskCpuNanos(), end.taskCpuNanos())),
                ms(diff(start.threadCpuNanos(), end.threadCpuNanos())),
                diff(start.threadWakeUps(), afterOneSecond.threadWakeUps()),
                diff(afterOneSecond.threadWakeUps(), end.threadWakeUps()));
    }

    /** Makes ids with one generator of every kind, round-robin, for about {@code millis}; returns how many. */
    private static long burst(long millis) {
        SnowflakeGenerator classic = snowflake("classic");
        SnowflakeGenerator standard = snowflake("default");
        SnowflakeGenerator borrowing = snowflake("borrowing");
        UuidGenerator v7 = UuidBenchmark.ShardflakeState.create("v7");
        UuidGenerator v6 = UuidBenchmark.ShardflakeState.create("v6");
        UuidGenerator v1 = UuidBenchmark.ShardflakeState.create("v1");
        LocalityUuidGenerator locality = FormatBenchmark.LocalityState.create("variable");
        UniqidGenerator uniqid = FormatBenchmark.UniqidState.create();
        HELD.addAll(List.of(classic, standard, borrowing, v7, v6, v1, locality, uniqid));
        long deadline = System.nanoTime() + millis * 1_000_000;
        long made = 0;
        long sink = 0;
        while (System.nanoTime() - deadline < 0) {
            for (int i = 0; i < 100; i++) {
                sink += classic.nextId() + standard.nextId() + borrowing.nextId();
                sink += v7.next().getLeastSignificantBits() + v6.next().getLeastSignificantBits()
                        + v1.next().getLeastSignificantBits();
                sink += locality.nextString().length() + uniqid.nextString().length();
            }
            made += 800;
        }
        HELD.add(sink);
        return made;
    }

    private static SnowflakeGenerator snowflake(String mode) {
        return SnowflakeGenerator.builder(LayoutPreset.TWITTER.layout()).workerId(SnowflakeBenchmark.NODE)
                .clock(ClockSettings.DEFAULT.withPolicy(SnowflakeBenchmark.ShardflakeState.policy(mode))).build();
    }

    private static long diff(long start, long end) {
        return start < 0 || end < 0 ? -1 : end - start;
    }

    /** @return the nanoseconds in milliseconds to the microsecond, or null for -1 (not measured) */
    private static Double ms(long nanos) {
        return nanos < 0 ? null : Math.round(nanos / 1e3) / 1e3;
    }

    private static IdleArm runInChild(boolean withGenerators, long burstMillis, double idleSeconds)
            throws IOException, InterruptedException {
        return ChildJvm.run(IdleCostCheck.class, "256m", List.of("--child", withGenerators ? "with" : "without",
                "--burst-ms", Long.toString(burstMillis), "--idle-seconds", Double.toString(idleSeconds)), "  ",
                IdleArm.class);
    }

    private static IdleFile summary(List<IdleArm> with, List<IdleArm> without, double idleSeconds,
            long burstMillis, int rounds) {
        return new IdleFile(Instant.now().toString(), System.getProperty("java.vm.name") + " "
                + System.getProperty("java.vm.version"), rounds, idleSeconds, burstMillis,
                medians(with, without, IdleArm::processCpuMs, idleSeconds),
                medians(with, without, IdleArm::taskCpuMs, idleSeconds),
                median(with.stream().map(a -> (double) a.tickerWakeUpsAfter()).toList()), with, without);
    }

    private static IdleFile.Medians medians(List<IdleArm> with, List<IdleArm> without,
            Function<IdleArm, Double> field, double idleSeconds) {
        double withMedian = median(with.stream().map(field).toList());
        double withoutMedian = median(without.stream().map(field).toList());
        return new IdleFile.Medians(withMedian, withoutMedian, (withMedian - withoutMedian) / (idleSeconds * 1000)
                * 100);
    }

    /** @return the median of the values measured (null: not), NaN without any */
    private static double median(List<Double> values) {
        return Median.of(values.stream().filter(Objects::nonNull).mapToDouble(Double::doubleValue).toArray());
    }
}
