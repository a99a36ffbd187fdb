package io.shardflake.cli;

import io.shardflake.error.InvalidIdException;
import io.shardflake.codec.Crockford32Codec;
import io.shardflake.uniqid.Uniqid;
import io.shardflake.uuid.UuidFormat;

/**
 * Tells the kinds of id apart by their text, for {@code decode} without {@code --type}. A 64-bit id's text is then
 * read by {@link io.shardflake.codec.IdText}, the core's one reader of id text (decimal or base32, and 13 digits,
 * which are both, refused until {@code --format} names the form).
 *
 * <p>The shapes, and why they do not clash:
 * <ul>
 *   <li>Digits only, or a sign and digits: a 64-bit id, the most common spelling. One exception, because decimal
 *       has no leading zeros: 14 or 18 digits starting with {@code 0} are a uniqid of shard 0 whose hex happens to
 *       have no letter. A sign is left for the core's reader to refuse.
 *   <li>13 characters: base32. A bare PHP {@code uniqid()} (13 lower-case hex, no shard digit) has the same
 *       shape and is valid base32 too, so the shape cannot tell them apart: it reads as a 64-bit id, and
 *       {@code --type uniqid} reads it as a uniqid ({@code decode} notes the other reading).
 *   <li>36 characters, or any text with a hyphen after its first character, or 32 hex digits (a UUID without its
 *       hyphens): a UUID, so a mangled one gets the UUID parser's message. Of these, {@code b} (or {@code B}) at
 *       index 14, the version nibble, is a Groupon Locality UUID vB: RFC 9562 assigns versions 1 to 8 only, so
 *       version 11 ({@code b}) is no RFC UUID and the two cannot clash.
 *   <li>14 or 18 characters with a letter: a sharded uniqid (shard digit, optional 4-hex prefix, 13 hex). No
 *       other kind has those lengths; 14- or 18-digit numbers are decimal, above.
 * </ul>
 */
final class IdShape {

    /** The index of a UUID's version nibble. */
    static final int VERSION_INDEX = 14;

    private static final int SHARDED_UNIQID = 1 + Uniqid.UNIQID_LENGTH;
    private static final int PREFIXED_UNIQID = SHARDED_UNIQID + Uniqid.PREFIX_LENGTH;
    private static final int UUID_HEX_DIGITS = 32;

    private IdShape() {
    }

    /**
     * @param text an id as typed
     * @return its kind by its shape: {@link IdType#SNOWFLAKE}, {@link IdType#UUID}, {@link IdType#LOCALITY} or
     *     {@link IdType#UNIQID}; the kind's parser then checks the rest
     * @throws InvalidIdException if the text has none of the shapes
     */
    static IdType recognise(String text) {
        int length = text.length();
        if (isDigits(text, 0)) {
            boolean leadingZero = text.charAt(0) == '0';
            return leadingZero && (length == SHARDED_UNIQID || length == PREFIXED_UNIQID) ? IdType.UNIQID
                    : IdType.SNOWFLAKE;
        }
        if (length > 1 && (text.charAt(0) == '-' || text.charAt(0) == '+') && isDigits(text, 1)) {
            return IdType.SNOWFLAKE;
        }
        if (length == Crockford32Codec.LENGTH) {
            return IdType.SNOWFLAKE;
        }
        if (length == UuidFormat.LENGTH || text.indexOf('-', 1) > 0
                || (length == UUID_HEX_DIGITS && text.chars().allMatch(IdShape::isHex))) {
            // 'b' is version 11, which RFC 9562 does not assign: no RFC UUID has it, so this is Groupon's vB.
            boolean locality = length == UuidFormat.LENGTH
                    && Character.toLowerCase(text.charAt(VERSION_INDEX)) == 'b';
            return locality ? IdType.LOCALITY : IdType.UUID;
        }
        if (length == SHARDED_UNIQID || length == PREFIXED_UNIQID) {
            return IdType.UNIQID;
        }
        throw new InvalidIdException(text, "expected a decimal number, " + Crockford32Codec.LENGTH
                + " characters of Crockford base32, a " + UuidFormat.LENGTH + "-character UUID or a "
                + SHARDED_UNIQID + "- or " + PREFIXED_UNIQID + "-character uniqid, got " + length
                + " characters that are not all digits");
    }

    /** @return true for 13 lower-case hex digits: the shape of PHP's bare {@code uniqid()} */
    static boolean hasBareUniqidShape(String text) {
        return text.length() == Uniqid.UNIQID_LENGTH
                && text.chars().allMatch(c -> (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'));
    }

    private static boolean isDigits(String text, int from) {
        return text.length() > from && text.chars().skip(from).allMatch(c -> c >= '0' && c <= '9');
    }

    private static boolean isHex(int c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }
}
