package io.shardflake.uuid;

import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import java.util.UUID;

/**
 * Reads UUIDs from their canonical text strictly: exactly 36 characters, hyphens at indexes 8, 13, 18 and 23, hex
 * digits (either case) everywhere else, and the version and variant the caller expects.
 *
 * <p>Why not {@link UUID#fromString(String)}: it is lenient (it accepts {@code 1-2-3-4-5}, short or long groups,
 * and any version or variant), so a truncated or mangled id would come back as a different, valid-looking UUID.
 * Here anything but the canonical form is an {@link InvalidUuidException} naming the input and the first fault;
 * there is never a partial result.
 *
 * <p>Writing needs no helper: {@link UUID#toString()} is already the canonical lower-case form, and
 * {@code parse(uuid.toString())} returns an equal UUID.
 */
public final class UuidFormat {

    /** The length of the canonical form, 8-4-4-4-12 hex digits and four hyphens. */
    public static final int LENGTH = 36;

    private static final byte[] HEX = new byte[128];

    static {
        Arrays.fill(HEX, (byte) -1);
        for (int i = 0; i < 10; i++) {
            HEX['0' + i] = (byte) i;
        }
        for (int i = 0; i < 6; i++) {
            HEX['a' + i] = (byte) (10 + i);
            HEX['A' + i] = (byte) (10 + i);
        }
    }

    private UuidFormat() {
    }

    /**
     * Parses any UUID that RFC 9562 defines: its variant (binary {@code 10}) with a version from 1 to 8, or the
     * Nil ({@code 00000000-0000-0000-0000-000000000000}) and Max ({@code ffffffff-ffff-ffff-ffff-ffffffffffff})
     * UUIDs.
     *
     * @param text the canonical form, either case
     * @return the UUID
     * @throws InvalidUuidException if the text is null, not 36 characters, has a non-hex digit or a misplaced
     *     hyphen; {@link UuidVersionException} if it is well-formed but of another variant or an unassigned version
     */
    public static UUID parse(CharSequence text) {
        UUID uuid = parseAnyVariant(text);
        if (isNilOrMax(uuid)) {
            return uuid;
        }
        int version = UuidBits.version(uuid);
        if (uuid.variant() != 2 || version < 1 || version > 8) {
            throw new UuidVersionException(text, version, uuid.variant(),
                    "an RFC 9562 UUID of version 1 to 8, or the Nil or Max UUID");
        }
        return uuid;
    }

    /**
     * Parses a UUID of one version (and the RFC 9562 variant).
     *
     * @param text the canonical form, either case
     * @param expected the version the UUID must have
     * @return the UUID
     * @throws InvalidUuidException if the text is null, not 36 characters, has a non-hex digit or a misplaced
     *     hyphen; {@link UuidVersionException} if it is well-formed but of another version or variant
     */
    public static UUID parse(CharSequence text, UuidVersion expected) {
        Objects.requireNonNull(expected, "expected version");
        UUID uuid = parseAnyVariant(text);
        if (uuid.variant() != 2 || UuidBits.version(uuid) != expected.number()) {
            throw new UuidVersionException(text, UuidBits.version(uuid), uuid.variant(), expected.toString());
        }
        return uuid;
    }

    /**
     * Checks only the syntax: any version and variant, so also Microsoft GUIDs and the NCS variant.
     *
     * @param text the canonical form, either case
     * @return the UUID
     * @throws InvalidUuidException if the text is null, not 36 characters, has a non-hex digit or a misplaced
     *     hyphen
     */
    public static UUID parseAnyVariant(CharSequence text) {
        if (text == null) {
            throw new InvalidUuidException(null, "a UUID is required");
        }
        int length = text.length();
        if (length != LENGTH) {
            throw new InvalidUuidException(text, "length " + length + ", expected " + LENGTH
                    + " (8-4-4-4-12 hex digits with hyphens)");
        }
        long high = 0;
        long low = 0;
        for (int i = 0; i < LENGTH; i++) {
            char c = text.charAt(i);
            if (i == 8 || i == 13 || i == 18 || i == 23) {
                if (c != '-') {
                    throw new InvalidUuidException(text, "expected '-' at index " + i + ", found " + describe(c));
                }
                continue;
            }
            int digit = c < 128 ? HEX[c] : -1;
            if (digit < 0) {
                throw new InvalidUuidException(text, describe(c) + " at index " + i + " is not a hex digit");
            }
            // The first 16 digits (up to index 18) make the high long, the last 16 the low one.
            if (i < 18) {
                high = high << 4 | digit;
            } else {
                low = low << 4 | digit;
            }
        }
        return new UUID(high, low);
    }

    private static boolean isNilOrMax(UUID uuid) {
        long high = uuid.getMostSignificantBits();
        long low = uuid.getLeastSignificantBits();
        return (high == 0 && low == 0) || (high == -1 && low == -1);
    }

    /** Printable ASCII in quotes; anything else (a space too) by code point, so that it shows in a log. */
    private static String describe(char c) {
        return c > ' ' && c < 0x7F ? "'" + c + "'" : String.format(Locale.ROOT, "U+%04X", (int) c);
    }
}
