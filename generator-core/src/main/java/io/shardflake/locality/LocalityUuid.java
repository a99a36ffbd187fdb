package io.shardflake.locality;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.uuid.InvalidUuidException;
import io.shardflake.uuid.UuidFormat;
import java.time.Instant;
import java.util.Locale;
import java.util.UUID;

/**
 * One Locality UUID vB, as Groupon defined it: read from a string, or made by a {@link LocalityUuidGenerator}.
 *
 * <pre>
 *   wwwwwwww-xxxx-byyy-yyyy-zzzzzzzzzzzz         20be0ffc-314a-bd53-7a50-013a65ca76d2
 *
 *   w  32 bits  first group: the counter         20be0ffc  counter 0xcff0eb02 = 3,488,672,514 (reversed)
 *   x  16 bits  process id mod 65,536            314a      12,618
 *   b   4 bits  version, always hex 'b'          b
 *   y  28 bits  last 28 bits of a MAC address    d537a50   __:__:_d:53:7a:50
 *   z  48 bits  milliseconds since 1970, UTC     013a65ca76d2  1,350,327,498,450 = 2012-10-15T18:58:18.450Z
 * </pre>
 *
 * <p>The first group holds the counter as the generator's {@link CounterMode} wrote it: nibble-reversed in
 * variable mode (the default), as is in sequential mode. A string does not say which; {@link #counter()} reads it
 * the variable way, as the seed decodes its example, and {@link #counter(CounterMode)} either way.
 *
 * <p><b>Parsing</b> is strict: exactly 36 characters, hyphens at indexes 8, 13, 18 and 23, hex digits elsewhere
 * (either case, as for any UUID) and {@code b} at index 14. No trimming, no braces, no {@code urn:uuid:}.
 * {@link #toString()} writes lower case, so a lower-case string round-trips exactly.
 *
 * @param firstGroup the first group's 32 bits, 0 to 2^32-1
 * @param processId the process id field, 0 to 65,535
 * @param macFragment the MAC fragment, 0 to 2^28-1
 * @param epochMillis the time field: milliseconds since 1970-01-01T00:00:00Z, 0 to 2^48-1
 */
public record LocalityUuid(long firstGroup, int processId, int macFragment, long epochMillis) {

    /** The format, as the seed draws it. */
    public static final String PATTERN = "wwwwwwww-xxxx-byyy-yyyy-zzzzzzzzzzzz";

    /** Characters in every Locality UUID. */
    public static final int LENGTH = 36;

    /** The version character at index 14. */
    public static final char VERSION = 'b';

    /** The largest first group, 2^32-1. */
    public static final long MAX_FIRST_GROUP = 0xFFFF_FFFFL;

    /** The largest process id, 2^16-1. */
    public static final int MAX_PROCESS_ID = 0xFFFF;

    /** The largest MAC fragment, 2^28-1. */
    public static final int MAX_MAC_FRAGMENT = 0x0FFF_FFFF;

    /** The largest time, 2^48-1 ms (in the year 10889). */
    public static final long MAX_EPOCH_MILLIS = 0xFFFF_FFFF_FFFFL;

    private static final int VERSION_INDEX = 14;
    static final int VERSION_NIBBLE = 0xb;
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    /**
     * @throws InvalidConfigurationException if a field is out of its range
     */
    public LocalityUuid {
        requireRange("first group", firstGroup, MAX_FIRST_GROUP, "32 bits");
        requireRange("process id", processId, MAX_PROCESS_ID, "16 bits");
        requireRange("MAC fragment", macFragment, MAX_MAC_FRAGMENT, "28 bits");
        requireRange("time", epochMillis, MAX_EPOCH_MILLIS, "48 bits of milliseconds since 1970");
    }

    /**
     * Reads a Locality UUID vB.
     *
     * @param text the 36 characters
     * @return its fields
     * @throws InvalidLocalityUuidException if {@code text} is null or not a Locality UUID vB; the message names the
     *     first thing wrong
     */
    public static LocalityUuid parse(CharSequence text) {
        if (text == null) {
            throw new InvalidLocalityUuidException(null, "text is null");
        }
        if (text.length() != LENGTH) {
            throw new InvalidLocalityUuidException(text, text.length() + " characters, expected " + LENGTH);
        }
        // The 8-4-4-4-12 syntax is any UUID's, read by the one UUID parser; only the version is this format's own.
        UUID uuid;
        try {
            uuid = UuidFormat.parseAnyVariant(text);
        } catch (InvalidUuidException e) {
            throw new InvalidLocalityUuidException(text, e.reason());
        }
        if (uuid.version() != VERSION_NIBBLE) {
            throw new InvalidLocalityUuidException(text, "version " + describe(text.charAt(VERSION_INDEX))
                    + " at index " + VERSION_INDEX + ", expected '" + VERSION + "'");
        }
        return fromBits(uuid.getMostSignificantBits(), uuid.getLeastSignificantBits());
    }

    /**
     * Reads the fields of a {@link UUID} whose version nibble is {@code b}.
     *
     * @param uuid a UUID
     * @return its fields
     * @throws InvalidLocalityUuidException if {@code uuid} is null or its version is not {@code b}
     */
    public static LocalityUuid of(UUID uuid) {
        if (uuid == null) {
            throw new InvalidLocalityUuidException(null, "UUID is null");
        }
        if (uuid.version() != 0xb) {
            throw new InvalidLocalityUuidException(uuid.toString(), "version '" + HEX[uuid.version()]
                    + "' at index " + VERSION_INDEX + ", expected '" + VERSION + "'");
        }
        return fromBits(uuid.getMostSignificantBits(), uuid.getLeastSignificantBits());
    }

    private static LocalityUuid fromBits(long high, long low) {
        return new LocalityUuid(high >>> 32, (int) (high >>> 16) & MAX_PROCESS_ID,
                (int) (((high & 0x0FFF) << 16) | (low >>> 48)), low & MAX_EPOCH_MILLIS);
    }

    /**
     * The counter as {@link CounterMode#VARIABLE variable mode} (the default) writes it: the first group read
     * least significant nibble first. This is how the seed decodes its example; for an id made in sequential
     * mode, use {@link #counter(CounterMode)}.
     *
     * @return the counter, 0 to 2^32-1
     */
    public long counter() {
        return counter(CounterMode.VARIABLE);
    }

    /**
     * @param mode the mode the id was made in
     * @return the counter as that mode wrote it, 0 to 2^32-1
     */
    public long counter(CounterMode mode) {
        return mode.counterOf(firstGroup);
    }

    /**
     * The MAC fragment as the seed prints it: the unknown leading 20 bits as underscores.
     *
     * @return e.g. {@code __:__:_d:53:7a:50}
     */
    public String macDisplay() {
        String hex = hex(macFragment, 7);
        return "__:__:_" + hex.charAt(0) + ':' + hex.substring(1, 3) + ':' + hex.substring(3, 5) + ':'
                + hex.substring(5, 7);
    }

    /** @return the time field as an instant (UTC, millisecond precision) */
    public Instant instant() {
        return Instant.ofEpochMilli(epochMillis);
    }

    /** @return the same 128 bits as a {@link UUID}, e.g. to store in a {@code uuid} column */
    public UUID toUuid() {
        long high = firstGroup << 32 | (long) processId << 16 | (long) VERSION_NIBBLE << 12 | macFragment >>> 16;
        long low = (long) (macFragment & 0xFFFF) << 48 | epochMillis;
        return new UUID(high, low);
    }

    /**
     * @return the 36 characters, lower case, e.g. {@code 20be0ffc-314a-bd53-7a50-013a65ca76d2}: the same text as
     *     {@link #toUuid()}'s, since the format puts its fields where a UUID's groups are
     */
    @Override
    public String toString() {
        return toUuid().toString();
    }

    private static String hex(long value, int digits) {
        char[] chars = new char[digits];
        for (int i = digits - 1; i >= 0; i--) {
            chars[i] = HEX[(int) (value & 0xF)];
            value >>>= 4;
        }
        return new String(chars);
    }

    /** Printable ASCII in quotes; anything else by code point, so that invisible characters show in a log. */
    private static String describe(char c) {
        return c > ' ' && c < 0x7F ? "'" + c + "'" : String.format(Locale.ROOT, "U+%04X", (int) c);
    }

    private static void requireRange(String name, long value, long max, String width) {
        if (value < 0 || value > max) {
            throw new InvalidConfigurationException(name, value, "0.." + max + " (" + width + ")");
        }
    }
}
