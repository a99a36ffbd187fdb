package io.shardflake.locality;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Locale;

/**
 * Where {@link CounterMode#SEQUENTIAL sequential mode} starts: a counter every machine can work out from the time
 * alone, so machines that start in the same ten minutes start at the same counter and their ids share first
 * characters (and so land near each other under key-based sharding).
 *
 * <p>The seed is the first four bytes of the MD5 of the UTC time written {@code yyyyMMddHHm} — date, hour and the
 * tens digit of the minute — read as a little-endian 32-bit number; the first id gets the seed plus one.
 *
 * <p><b>Ten minutes, not an hour.</b> The seed's text says "a hash of the current date and hour", but its
 * examples pin the ten-minute bucket: they were made at 2013-04-28T01:04:00.038Z, and MD5 of {@code "20130428010"}
 * begins {@code 75 67 16 f5}, that is {@code 0xf5166775}; the listed ids {@code f5166777, f5166778, ...} are the
 * second id onwards (the program that printed them had made one id before). An hour's hash
 * ({@code "2013042801"}) matches nothing near them. Groupon's published code hashes the same eleven characters.
 *
 * <p>MD5 is no security measure here, only a well-spread function every platform has.
 */
public final class SequentialSeed {

    private SequentialSeed() {
    }

    /**
     * @param time any instant
     * @return the seed of the ten-minute bucket holding it, 0 to 2^32-1
     */
    public static long of(Instant time) {
        byte[] digest = md5(bucket(time).getBytes(StandardCharsets.US_ASCII));
        return (digest[0] & 0xFFL) | (digest[1] & 0xFFL) << 8 | (digest[2] & 0xFFL) << 16 | (digest[3] & 0xFFL) << 24;
    }

    /**
     * @param time any instant
     * @return the text that is hashed: its UTC date, hour and tens of minutes, e.g. {@code "20130428010"}
     */
    public static String bucket(Instant time) {
        LocalDateTime utc = LocalDateTime.ofInstant(time, ZoneOffset.UTC);
        return String.format(Locale.ROOT, "%04d%02d%02d%02d%d", utc.getYear(), utc.getMonthValue(), utc.getDayOfMonth(),
                utc.getHour(), utc.getMinute() / 10);
    }

    private static byte[] md5(byte[] input) {
        try {
            return MessageDigest.getInstance("MD5").digest(input);
        } catch (NoSuchAlgorithmException e) {
            // Every Java platform must provide MD5 (MessageDigest's contract), so this cannot happen.
            throw new IllegalStateException("this Java platform has no MD5", e);
        }
    }
}
