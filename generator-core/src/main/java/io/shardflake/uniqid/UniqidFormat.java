package io.shardflake.uniqid;

import io.shardflake.error.InvalidConfigurationException;
import java.util.Locale;

/**
 * The shape of a fleet's sharded uniqids: how many shards, and whether a random prefix is present. Reads such
 * strings strictly.
 *
 * <pre>
 *   with prefix (18):     d pppp ssssssss uuuuu
 *   without prefix (14):  d      ssssssss uuuuu
 *
 *   d  shard digit = uuuuu mod shardCount      p  random prefix, lower-case hex
 *   s  seconds since 1970, lower-case hex      u  microseconds, lower-case hex, 00000..f423f
 * </pre>
 *
 * <p><b>At most 10 shards.</b> The seed prepends the shard as a decimal number with no separator and no padding.
 * With 11 or more shards, shard 10 would add a digit, the strings would have two lengths, and "10" followed by a
 * prefix could not be told from "1" followed by a prefix starting with "0". One digit holds shards 0..9, so this
 * format refuses more than 10 shards rather than make strings the fleet would misread.
 *
 * <p><b>What parsing accepts.</b> Exactly the fleet's length; a decimal shard digit; lower-case hex elsewhere, as
 * PHP's {@code uniqid()} and {@code md5()} write it (upper case is another string in a case-sensitive key column);
 * microseconds below 1,000,000; and a shard digit equal to the microseconds mod the shard count. A mismatch means
 * the string is corrupted or was made for another shard count, and it is refused, not "corrected".
 *
 * @param shardCount the number of shards, 1 to 10
 * @param prefixed whether every id has a 4-hex random prefix (the seed's final scheme does)
 */
public record UniqidFormat(int shardCount, boolean prefixed) {

    /** The most shards one decimal digit can address. */
    public static final int MAX_SHARDS = 10;

    private static final int SECONDS_DIGITS = 8;
    private static final int MICROS_DIGITS = 5;

    /**
     * @throws InvalidConfigurationException if the shard count is not 1..10
     */
    public UniqidFormat {
        requireShardCount(shardCount);
    }

    /**
     * The seed's final scheme: shard digit, random prefix, uniqid.
     *
     * @param shardCount the number of shards, 1 to 10
     * @return a format with prefix
     * @throws InvalidConfigurationException if the shard count is not 1..10
     */
    public static UniqidFormat withPrefix(int shardCount) {
        return new UniqidFormat(shardCount, true);
    }

    /**
     * @param shardCount the number of shards, 1 to 10
     * @return a format without prefix: shard digit and uniqid
     * @throws InvalidConfigurationException if the shard count is not 1..10
     */
    public static UniqidFormat withoutPrefix(int shardCount) {
        return new UniqidFormat(shardCount, false);
    }

    /** @return the length of every id: 18 with prefix, 14 without */
    public int length() {
        return 1 + (prefixed ? Uniqid.PREFIX_LENGTH : 0) + Uniqid.UNIQID_LENGTH;
    }

    /**
     * @param epochMicros a time in microseconds since 1970
     * @return the shard of an id made at that time: its microseconds mod the shard count
     */
    public int shardOf(long epochMicros) {
        return (int) (Math.floorMod(epochMicros, 1_000_000L) % shardCount);
    }

    /**
     * Reads an id of this format.
     *
     * @param text the id
     * @return its time, prefix and shard
     * @throws InvalidUniqidException if {@code text} is null or not an id of this format; the message names the
     *     first thing wrong
     */
    public Uniqid parse(CharSequence text) {
        if (text == null) {
            throw new InvalidUniqidException(null, this, "text is null");
        }
        int length = length();
        if (text.length() != length) {
            throw new InvalidUniqidException(text, this, text.length() + " characters, expected " + length);
        }
        char digit = text.charAt(0);
        if (digit < '0' || digit > '9') {
            throw new InvalidUniqidException(text, this, describe(digit) + " at index 0 is not a shard digit 0-9");
        }
        int uniqidStart = length - Uniqid.UNIQID_LENGTH;
        long seconds = 0;
        long micros = 0;
        for (int i = 1; i < length; i++) {
            char c = text.charAt(i);
            int value = lowerHexValue(c);
            if (value < 0) {
                throw new InvalidUniqidException(text, this, describe(c) + " at index " + i
                        + " is not a lower-case hex digit");
            }
            if (i >= uniqidStart + SECONDS_DIGITS) {
                micros = micros << 4 | value;
            } else if (i >= uniqidStart) {
                seconds = seconds << 4 | value;
            }
        }
        if (micros >= 1_000_000) {
            throw new InvalidUniqidException(text, this, "microseconds " + hex(micros) + " (" + micros
                    + ") are not below 1,000,000 (f4240): PHP never writes them");
        }
        int written = digit - '0';
        int shard = (int) (micros % shardCount);
        if (written != shard) {
            throw new InvalidUniqidException(text, this, "shard digit " + written + ", but " + hex(micros) + " ("
                    + micros + ") mod " + shardCount + " = " + shard
                    + ": corrupted, or made for another shard count");
        }
        String prefix = prefixed ? text.subSequence(1, 1 + Uniqid.PREFIX_LENGTH).toString() : "";
        return new Uniqid(seconds * 1_000_000L + micros, prefix, shardCount);
    }

    /** @return e.g. {@code sharded PHP uniqid for 4 shards (shard digit + 4-hex prefix + 13 hex, 18 characters)} */
    public String description() {
        return "sharded PHP uniqid for " + shardCount + (shardCount == 1 ? " shard" : " shards")
                + (prefixed ? " (shard digit + 4-hex prefix + 13 hex, " : " (shard digit + 13 hex, ") + length()
                + " characters)";
    }

    static void requireShardCount(int shardCount) {
        if (shardCount < 1 || shardCount > MAX_SHARDS) {
            throw new InvalidConfigurationException("shard count", shardCount, "1.." + MAX_SHARDS
                    + ": the shard is written as one decimal digit, so shards 0..9; the seed's scheme would "
                    + "write shard 10 and up with two digits, which readers cannot tell from the prefix");
        }
    }

    /** Lower-case ASCII hex only: PHP writes nothing else, and other scripts' digits must not slip in. */
    static int lowerHexValue(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        return -1;
    }

    private static String hex(long value) {
        return String.format(Locale.ROOT, "%05x", value);
    }

    /** Printable ASCII in quotes; anything else by code point, so that invisible characters show in a log. */
    private static String describe(char c) {
        return c > ' ' && c < 0x7F ? "'" + c + "'" : String.format(Locale.ROOT, "U+%04X", (int) c);
    }
}
