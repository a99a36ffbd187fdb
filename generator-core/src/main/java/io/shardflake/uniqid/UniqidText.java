package io.shardflake.uniqid;

/**
 * Writes a sharded uniqid's characters straight into one string: no {@link Uniqid}, no prefix string, no
 * {@code char[]}. A string concatenation of one character and table strings compiles to the JDK's
 * {@code StringConcatFactory}, which sizes the result first and fills it in place, so the id's string (its object
 * and its byte array) is all that is allocated.
 *
 * <pre>
 *   d pppp ssssssss uuuuu      shard digit, prefix (if any), seconds, microseconds; lower-case hex
 * </pre>
 */
final class UniqidText {

    /** For {@link #write}: the id has no prefix. */
    static final int NO_PREFIX = -1;

    private static final int MICROS_PER_SECOND = 1_000_000;
    private static final String DIGITS = "0123456789abcdef";
    /** "00" to "ff": two hex digits per table read. */
    private static final String[] PAIRS = new String[256];

    static {
        for (int i = 0; i < PAIRS.length; i++) {
            PAIRS[i] = "" + DIGITS.charAt(i >>> 4) + DIGITS.charAt(i & 0xF);
        }
    }

    private UniqidText() {
    }

    /**
     * @param epochMicros the id's time, 0 to {@link Uniqid#MAX_EPOCH_MICROS}
     * @param prefix the prefix's 16 bits, or {@link #NO_PREFIX}
     * @param shardCount the number of shards, 1 to 10
     * @return shard digit, prefix and uniqid, e.g. {@code 31a2b4aa5c7f2c2d33}
     */
    static String write(long epochMicros, int prefix, int shardCount) {
        long seconds = epochMicros / MICROS_PER_SECOND;
        int micros = (int) (epochMicros % MICROS_PER_SECOND);
        char shard = DIGITS.charAt(micros % shardCount);
        if (prefix == NO_PREFIX) {
            return shard + pair(seconds >>> 24) + pair(seconds >>> 16) + pair(seconds >>> 8) + pair(seconds)
                    + DIGITS.charAt(micros >>> 16) + pair(micros >>> 8) + pair(micros);
        }
        return shard + pair(prefix >>> 8) + pair(prefix) + pair(seconds >>> 24) + pair(seconds >>> 16)
                + pair(seconds >>> 8) + pair(seconds) + DIGITS.charAt(micros >>> 16) + pair(micros >>> 8)
                + pair(micros);
    }

    /**
     * @param epochMicros the id's time, 0 to {@link Uniqid#MAX_EPOCH_MICROS}
     * @return the 13 characters of PHP's {@code uniqid()} for that time
     */
    static String uniqid(long epochMicros) {
        long seconds = epochMicros / MICROS_PER_SECOND;
        int micros = (int) (epochMicros % MICROS_PER_SECOND);
        return pair(seconds >>> 24) + pair(seconds >>> 16) + pair(seconds >>> 8) + pair(seconds)
                + DIGITS.charAt(micros >>> 16) + pair(micros >>> 8) + pair(micros);
    }

    /**
     * @param bits the prefix's 16 bits
     * @return its four lower-case hex characters
     */
    static String prefix(int bits) {
        return pair(bits >>> 8) + pair(bits);
    }

    private static String pair(long bits) {
        return PAIRS[(int) bits & 0xFF];
    }
}
