package io.shardflake.benchmarks.results;

/**
 * One JVM of one round of the idle check, over its idle spell. Null (or -1 for counts) where not measured.
 *
 * @param arm {@code with} or {@code without} generators
 * @param idsInBurst the ids made before idling
 * @param processCpuMs process CPU time, in 10-ms ticks on Linux
 * @param taskCpuMs the threads' CPU time from {@code /proc}
 * @param tickerCpuMs the ticking clock thread's CPU time
 * @param tickerWakeUpsFirstSecond its wake-ups in the first second
 * @param tickerWakeUpsAfter its wake-ups after the first second
 */
public record IdleArm(String arm, long idsInBurst, Double processCpuMs, Double taskCpuMs, Double tickerCpuMs,
        long tickerWakeUpsFirstSecond, long tickerWakeUpsAfter) {
}
