package io.shardflake.benchmarks.report;

/** The report's closing notes: what each column means, how noisy it is, and what caps a generator by design. */
final class ReadingNotes {

    private ReadingNotes() {
    }

    static void append(StringBuilder md) {
        md.append("## Reading the numbers\n\n");
        md.append("- **ops/s** is JMH's score summed over the threads, all sharing one generator "
                + "(`Scope.Benchmark`); **ns/op** = threads × 10⁹ / (ops/s), the time one call takes on one "
                + "thread; **B/op** is `gc.alloc.rate.norm` from `-prof gc` (a `UUID` is 32 B, a 36-character "
                + "`String` about 56 B plus its byte array).\n");
        md.append("- **Noise.** ± is JMH's 99.9% confidence half-width over all measured iterations of all forks. "
                + "**forks**, **median fork** and **worst fork** are the forks' mean scores: a JIT decision or a "
                + "heap layout is made once per JVM and holds for its life, so a single fork can miss what another "
                + "shows, and the worst fork is what a target that must hold in every fork is judged by. The load "
                + "averages above say how busy the 2-core machine was: a neighbour taking a core halves a 2-thread "
                + "score.\n");
        md.append("- **Capped by design** (the last column): a generator that waits when its time slot is used "
                + "up cannot exceed its ceiling on any CPU, so its score measures the ceiling, not the code. "
                + "4,096 ids/ms for Hutool, CosId and Shardflake classic (and default, beyond its 100 ms lead; "
                + "it can score slightly above the ceiling because each iteration borrows back the time the "
                + "generator sat idle between iterations); 4,091/ms for Yitter once its 2 s of lead is spent; "
                + "10 per µs for v1/v6 timestamps of 100 ns (Shardflake's beyond its 100 ms lead; "
                + "java-uuid-generator's `UUIDTimer`, which sleeps when 100 ms ahead); 1 per µs for uniqid. "
                + "Uncapped: Shardflake borrowing, tsid-creator (borrows without limit), every v7 and v4, "
                + "uuid-creator's v1/v6 (they run up to 1 s ahead, then fall back to the wall clock).\n");
        md.append("- **Above a ceiling.** A waiting generator can score up to one millisecond's ids per iteration "
                + "above its ceiling: the millisecond under way when an iteration starts may hand out all its "
                + "sequences inside the iteration. With 500 ms iterations that is up to 0.2%, so Shardflake "
                + "classic (≈ 4,088,500/s with the even spread of each fresh millisecond's first slot) can read "
                + "4,096,000. Generators that borrow a bounded lead (default, v1/v6, uniqid) also take back, in "
                + "each iteration, the time they sat idle between iterations.\n");
        md.append("- Ratio columns divide by the named anchor of the same run and thread count; `× 10 M/s` is "
                + "shown for v1/v6 only, `× ceiling` for strings is 1 M/s for uniqid and 65.536 M/s for "
                + "Locality.\n\n");
    }
}
