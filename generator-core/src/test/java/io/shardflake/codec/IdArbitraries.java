package io.shardflake.codec;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Tuple;

/** Ids for the codec properties: uniform random longs alone would almost never hit the edges. */
final class IdArbitraries {

    private IdArbitraries() {
    }

    /** Non-negative longs, weighted towards 0, 1, 2^63-1, powers of two and their neighbours. */
    static Arbitrary<Long> ids() {
        Arbitrary<Integer> bit = Arbitraries.integers().between(0, 62);
        return Arbitraries.frequencyOf(
                Tuple.of(6, Arbitraries.longs().between(0, Long.MAX_VALUE)),
                Tuple.of(2, bit.map(b -> 1L << b)),
                Tuple.of(1, bit.map(b -> (1L << b) - 1)),
                Tuple.of(1, bit.map(b -> (1L << b) + 1)),
                Tuple.of(1, Arbitraries.of(0L, 1L, Long.MAX_VALUE, Long.MAX_VALUE - 1)));
    }

    /** Negative longs, which no codec may encode. */
    static Arbitrary<Long> negatives() {
        return Arbitraries.longs().between(Long.MIN_VALUE, -1).edgeCases(e -> e.add(Long.MIN_VALUE, -1L));
    }
}
