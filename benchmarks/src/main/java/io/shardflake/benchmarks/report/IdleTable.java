package io.shardflake.benchmarks.report;

import static io.shardflake.benchmarks.report.Text.integer;

import io.shardflake.benchmarks.results.IdleArm;
import io.shardflake.benchmarks.results.IdleFile;
import java.util.List;

/** The report's table of the idle check's rounds ({@code idle.json}), after the caption. */
final class IdleTable {

    private IdleTable() {
    }

    static void append(StringBuilder md, IdleFile idle) {
        md.append("Each round starts two fresh JVMs one after the other (order alternating): **with** builds a "
                + "Snowflake generator in each clock mode, UUID v7, v6 and v1, Locality vB and uniqid, makes ids with "
                + "all of them for ").append(integer(idle.burstMs()))
                .append(" ms, then holds them idle; **without** loads no Shardflake class. Both then idle for ")
                .append(Text.seconds(idle.idleSeconds()))
                .append(" s, measured from the end of the burst: process CPU time (`OperatingSystemMXBean`, "
                        + "10-ms ticks), the threads' CPU time summed from `/proc/self/task/*/schedstat` "
                        + "(nanoseconds; JIT and GC threads included), and the ticking clock thread's CPU time and "
                        + "voluntary context switches (wake-ups).\n\n");
        md.append("| round | arm | ids in burst | process CPU ms | threads' CPU ms | ticker CPU ms | ticker wake-ups, "
                + "1st s | ticker wake-ups, rest |\n|---:|---|---:|---:|---:|---:|---:|---:|\n");
        List<IdleArm> with = idle.with();
        List<IdleArm> without = idle.without();
        for (int i = 0; i < Math.max(with.size(), without.size()); i++) {
            for (List<IdleArm> arm : List.of(with, without)) {
                if (i < arm.size()) {
                    row(md, i + 1, arm.get(i));
                }
            }
        }
        IdleFile.Medians process = idle.processCpuMs();
        IdleFile.Medians tasks = idle.taskCpuMs();
        md.append("\nMedians: process CPU ").append(ms(process.withMedian())).append(" ms with, ")
                .append(ms(process.withoutMedian())).append(" ms without (")
                .append(pp(Text.orNaN(process.differencePercentOfCore()))).append("); threads' CPU ")
                .append(ms(tasks.withMedian())).append(" vs ").append(ms(tasks.withoutMedian())).append(" ms (")
                .append(pp(Text.orNaN(tasks.differencePercentOfCore()))).append(").\n\n");
    }

    private static void row(StringBuilder md, int round, IdleArm r) {
        md.append("| ").append(round).append(" | ").append(r.arm()).append(" | ").append(integer(r.idsInBurst()))
                .append(" | ").append(ms(r.processCpuMs())).append(" | ").append(ms(r.taskCpuMs())).append(" | ")
                .append(ms(r.tickerCpuMs())).append(" | ").append(count(r.tickerWakeUpsFirstSecond())).append(" | ")
                .append(count(r.tickerWakeUpsAfter())).append(" |\n");
    }

    static String ms(Double value) {
        return Text.decimal(Text.orNaN(value), 1);
    }

    private static String count(long n) {
        return n < 0 ? "–" : integer(n);
    }

    static String pp(double value) {
        return Text.decimal(value, 2) + " points of a core";
    }
}
