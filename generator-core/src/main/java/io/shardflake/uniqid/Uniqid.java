package io.shardflake.uniqid;

import io.shardflake.error.InvalidConfigurationException;
import java.time.Instant;

/**
 * One sharded PHP uniqid: a time in microseconds, an optional random prefix, and the shard digit that the time
 * and the shard count decide.
 *
 * <pre>
 *   3 1a2b 4aa5c7f2c2d33          ("3" + "1a2b" + uniqid(), 18 characters, 4 shards)
 *   3      4aa5c7f2c2d33          (without prefix, 14 characters)
 *
 *   4aa5c7f2  seconds since 1970:   1,252,378,610 = 2009-09-08T02:56:50Z
 *   c2d33     microseconds:         798,003       -> 2009-09-08T02:56:50.798003Z
 *   shard     798,003 mod 4 = 3 with 4 shards, written as the digit '3'
 * </pre>
 *
 * <p>The shard is not a free field: the seed computes it as the last five hex digits (the microseconds) mod the
 * shard count, and so does {@link #shard()}.
 *
 * <p><b>Order.</b> {@link #compareTo(Uniqid)} orders by time (then prefix). As text, ids without a prefix sort by
 * time within one shard digit; a prefix is random and comes first, so with a prefix sort by {@link #uniqid()},
 * the 13 time characters, which sort by time until 2106.
 *
 * @param epochMicros microseconds since 1970-01-01T00:00:00Z, 0 to {@link #MAX_EPOCH_MICROS}
 * @param prefix {@code ""} or 4 lower-case hex characters
 * @param shardCount the number of shards, 1 to 10
 */
public record Uniqid(long epochMicros, String prefix, int shardCount) implements Comparable<Uniqid> {

    /** The last time PHP's 8 hex digits of seconds can hold: 2106-02-07T06:28:15.999999Z. */
    public static final long MAX_EPOCH_MICROS = 0xFFFF_FFFFL * 1_000_000L + 999_999L;

    /** Characters of a prefix. */
    public static final int PREFIX_LENGTH = 4;

    /** Characters of PHP's uniqid() without a prefix: 8 hex of seconds, 5 hex of microseconds. */
    public static final int UNIQID_LENGTH = 13;

    /**
     * @throws InvalidConfigurationException if the time, prefix or shard count is out of range
     */
    public Uniqid {
        if (epochMicros < 0 || epochMicros > MAX_EPOCH_MICROS) {
            throw new InvalidConfigurationException("time", epochMicros + " µs since 1970",
                    "0.." + MAX_EPOCH_MICROS + " (PHP writes the seconds as 8 hex digits, so until "
                            + Instant.ofEpochSecond(0xFFFF_FFFFL, 999_999_000) + ")");
        }
        if (prefix == null || !(prefix.isEmpty() || isLowerHex(prefix, PREFIX_LENGTH))) {
            throw new InvalidConfigurationException("prefix", prefix == null ? null : '"' + prefix + '"',
                    "\"\" or 4 lower-case hex characters");
        }
        UniqidFormat.requireShardCount(shardCount);
    }

    /**
     * @return the shard: the microseconds (the uniqid's last 5 hex digits) mod the shard count, 0 to 9
     */
    public int shard() {
        return micros() % shardCount;
    }

    /** @return whether the id has a random prefix */
    public boolean hasPrefix() {
        return !prefix.isEmpty();
    }

    /** @return whole seconds since 1970, 0 to 2^32-1 (the uniqid's first 8 hex digits) */
    public long epochSecond() {
        return epochMicros / 1_000_000;
    }

    /** @return microseconds within the second, 0 to 999,999 (the uniqid's last 5 hex digits) */
    public int micros() {
        return (int) (epochMicros % 1_000_000);
    }

    /** @return the time as an instant (UTC, microsecond precision) */
    public Instant instant() {
        return Instant.ofEpochSecond(epochSecond(), micros() * 1000L);
    }

    /**
     * @return the 13 characters PHP's {@code uniqid()} returns for this time, e.g. {@code 4aa5c7f2c2d33}: the part
     *     to sort by
     */
    public String uniqid() {
        return UniqidText.uniqid(epochMicros);
    }

    /** @return the format this id is written in */
    public UniqidFormat format() {
        return new UniqidFormat(shardCount, hasPrefix());
    }

    /** @return shard digit, prefix and uniqid, e.g. {@code 31a2b4aa5c7f2c2d33} */
    @Override
    public String toString() {
        return UniqidText.write(epochMicros, prefix.isEmpty() ? UniqidText.NO_PREFIX : Integer.parseInt(prefix, 16),
                shardCount);
    }

    /** Orders by time, then by prefix, then by shard count. */
    @Override
    public int compareTo(Uniqid other) {
        int byTime = Long.compare(epochMicros, other.epochMicros);
        if (byTime != 0) {
            return byTime;
        }
        int byPrefix = prefix.compareTo(other.prefix);
        return byPrefix != 0 ? byPrefix : Integer.compare(shardCount, other.shardCount);
    }

    private static boolean isLowerHex(String text, int length) {
        if (text.length() != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (UniqidFormat.lowerHexValue(text.charAt(i)) < 0) {
                return false;
            }
        }
        return true;
    }
}
