package io.shardflake.locality;

/**
 * How a Locality UUID generator advances its 32-bit counter and writes it into the first group
 * ({@code wwwwwwww}).
 *
 * <h2>{@link #VARIABLE}: step 198,491,317, written nibble-reversed (the default)</h2>
 *
 * <p>Each id adds {@value #PRIME} (mod 2^32) to the counter and writes it least significant nibble first, so the
 * first characters of successive ids differ and writes keyed by them spread over a cluster.
 *
 * <p><b>Where the step comes from.</b> Reversing the first group of the seed's eight successive variable-mode ids
 * ({@code c8c9cef9, 14951cfa, 6f5169fb, ba2da6fc, 06f8f3fc, 51c441fd, ac809efe, f75cdbff}) gives
 * {@code 0x9fec9c8c, 0xafc15941, 0xbf9615f6, 0xcf6ad2ab, 0xcf3f8f60, 0xdf144c15, 0xefe908ca, 0xffbdc57f}. Their
 * differences mod 2^32 are {@code 0x0fd4bcb5} five times, then {@code 0xffd4bcb5} and {@code 0x10d4bcb5} once
 * each: no single step, but the low 24 bits are always {@code 0xd4bcb5}. The odd one out is the seventh character
 * (counter bits 24..27), which is {@code f} in all eight ids. Trying every top byte for the step and every value
 * for that hidden nibble of the first counter, exactly four steps reproduce all eight ids with the seventh
 * character printed as {@code f}: {@code 0x0bd4bcb5 = 198,491,317} (prime), {@code 0x0cd4bcb5 = 193 x 1,115,381},
 * {@code 0x0dd4bcb5 = 3^3 x 13 x 661,099} and {@code 0x0ed4bcb5 = 5 x 17 x 37 x 61 x 1,297}. The seed says the
 * step is a large prime, so it is {@code 198,491,317} (the value Groupon's published code calls its increment).
 * With it, the first counter {@code 0x9dec9c8c} (any of {@code 0x9dec9c8c}, {@code 0x9eec9c8c},
 * {@code 0x9fec9c8c} fits) gives {@code 0x9dec9c8c, 0xa9c15941, 0xb59615f6, 0xc16ad2ab, 0xcd3f8f60, 0xd9144c15,
 * 0xe4e908ca, 0xf0bdc57f}, each {@code 0x0bd4bcb5} after the one before, written {@code c8c9ced9, 14951c9a,
 * 6f51695b, ba2da61c, 06f8f3dc, 51c4419d, ac809e4e, f75cdb0f}: the seed's ids but for the seventh character.
 * An odd step visits all 2^32 counters before one repeats.
 *
 * <p><b>The seed's examples do not follow their own rule in one character.</b> The seventh character is
 * {@code f} whenever the counter's top bit is set, whatever counter bits 24..27 are: Groupon's Java code builds that
 * byte with a sign-extending shift of a negative {@code int}. That is a bug, not the format: it prints some counters
 * a multiple of 16,777,216 (2^24) steps apart alike, so a process making more than 2^24 ids in one millisecond
 * could repeat an id, short of the seed's promise of uniqueness below 2^32. Shardflake writes the true nibble, as the seed's text ("the counter value is reversed") and Groupon's Ruby
 * code do; ids from either stay valid, parse the same way, and differ from the seed's printed examples only in
 * that one character.
 *
 * <h2>{@link #SEQUENTIAL}: step 1, written as is</h2>
 *
 * <p>Each id adds 1, and the first group is the counter in hex, so successive ids share their first characters
 * and sort in the order they were made until the counter wraps from {@code ffffffff} to {@code 00000000}. The
 * first counter is derived from the UTC date and time, so that machines starting at about the same time start near
 * each other: see {@link SequentialSeed}.
 */
public enum CounterMode {

    /** Advance by {@value #PRIME}, write nibble-reversed: the first characters vary from id to id. */
    VARIABLE(CounterMode.PRIME) {
        @Override
        public long firstGroup(long counter) {
            return Integer.toUnsignedLong(NibbleOrder.reverse((int) counter));
        }

        @Override
        public long counterOf(long firstGroup) {
            return firstGroup(firstGroup);
        }
    },

    /** Advance by 1, write as is: the first characters stay alike and ids sort as they were made. */
    SEQUENTIAL(1) {
        @Override
        public long firstGroup(long counter) {
            return counter & MASK;
        }

        @Override
        public long counterOf(long firstGroup) {
            return firstGroup & MASK;
        }
    };

    /** The step of {@link #VARIABLE} mode: 198,491,317 ({@code 0x0bd4bcb5}), a prime, derived above. */
    public static final int PRIME = 198_491_317;

    private static final long MASK = 0xFFFF_FFFFL;

    private final int step;

    CounterMode(int step) {
        this.step = step;
    }

    /** @return what each id adds to the counter (mod 2^32) */
    public int step() {
        return step;
    }

    /**
     * @param counter a counter, 0 to 2^32-1 (higher bits are ignored)
     * @return the first group's 32 bits as this mode writes that counter
     */
    public abstract long firstGroup(long counter);

    /**
     * @param firstGroup the first group's 32 bits, 0 to 2^32-1 (higher bits are ignored)
     * @return the counter that this mode writes that way
     */
    public abstract long counterOf(long firstGroup);
}
