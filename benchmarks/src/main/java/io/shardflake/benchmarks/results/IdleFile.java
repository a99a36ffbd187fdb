package io.shardflake.benchmarks.results;

import java.util.List;

/**
 * {@code idle.json}, written by {@code IdleCostCheck}.
 *
 * @param date when it ran (ISO-8601)
 * @param java the JVM
 * @param rounds how many rounds (each a JVM with generators and one without)
 * @param idleSeconds the idle spell each JVM measured
 * @param burstMs how long the JVM with generators made ids before idling
 * @param processCpuMs the medians of the process CPU time
 * @param taskCpuMs the medians of the threads' CPU time from {@code /proc}
 * @param tickerWakeUpsAfterFirstSecondMedian the median of the ticking clock's wake-ups after the first second
 * @param with the rounds' JVMs holding generators
 * @param without the rounds' JVMs holding none
 */
public record IdleFile(String date, String java, int rounds, double idleSeconds, long burstMs, Medians processCpuMs,
        Medians taskCpuMs, Double tickerWakeUpsAfterFirstSecondMedian, List<IdleArm> with, List<IdleArm> without) {

    /**
     * One figure's medians over the rounds.
     *
     * @param withMedian with generators
     * @param withoutMedian without
     * @param differencePercentOfCore the difference over the idle spell, in percentage points of one core
     */
    public record Medians(Double withMedian, Double withoutMedian, Double differencePercentOfCore) {
    }
}
