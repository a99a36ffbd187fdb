package io.shardflake.benchmarks;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How much CPU this JVM has used so far, read two ways, and what one named thread has done.
 *
 * <ul>
 *   <li>{@code processCpuNanos}: the process's CPU time as {@code OperatingSystemMXBean} reports it (the figure the
 *       issue quotes). On Linux it counts in clock ticks, 10 ms each.
 *   <li>{@code taskCpuNanos}: the sum of every thread's time on a CPU from {@code /proc/self/task/*&#47;schedstat}, in
 *       nanoseconds: the JVM's own threads (GC, JIT, VM) included. A thread that ends between two snapshots takes
 *       its time with it, so compare these over windows in which threads come and go rarely, like an idle spell.
 *   <li>{@code threadCpuNanos} and {@code threadWakeUps}: the named thread's time on a CPU and its voluntary
 *       context switches (each a sleep or park it came back from); -1 when no thread has that name.
 * </ul>
 *
 * @param processCpuNanos process CPU time, in 10-ms steps on Linux
 * @param taskCpuNanos the sum over the threads alive now, to the nanosecond; -1 without {@code /proc}
 * @param threadCpuNanos the named thread's CPU time, or -1
 * @param threadWakeUps the named thread's voluntary context switches, or -1
 */
record CpuSnapshot(long processCpuNanos, long taskCpuNanos, long threadCpuNanos, long threadWakeUps) {

    private static final Path TASKS = Path.of("/proc/self/task");

    /**
     * @param threadName the thread to report apart, as Linux shows it ({@code comm}: the first 15 characters)
     * @return the snapshot
     */
    static CpuSnapshot take(String threadName) {
        long process = ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
        if (!Files.isDirectory(TASKS)) {
            return new CpuSnapshot(process, -1, -1, -1);
        }
        long tasks = 0;
        long threadCpu = -1;
        long threadWakeUps = -1;
        try (DirectoryStream<Path> all = Files.newDirectoryStream(TASKS)) {
            for (Path task : all) {
                try {
                    long cpu = Long.parseLong(read(task.resolve("schedstat")).split("\\s+")[0]);
                    tasks += cpu;
                    if (read(task.resolve("comm")).strip().equals(threadName)) {
                        threadCpu = cpu;
                        threadWakeUps = voluntarySwitches(read(task.resolve("status")));
                    }
                } catch (IOException ended) {
                    // The thread ended while we read it: its time is gone either way.
                }
            }
        } catch (IOException e) {
            return new CpuSnapshot(process, -1, -1, -1);
        }
        return new CpuSnapshot(process, tasks, threadCpu, threadWakeUps);
    }

    private static String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.US_ASCII);
    }

    private static long voluntarySwitches(String status) {
        for (String line : status.split("\n")) {
            if (line.startsWith("voluntary_ctxt_switches:")) {
                return Long.parseLong(line.substring(line.indexOf(':') + 1).strip());
            }
        }
        return -1;
    }
}
