package io.shardflake.cli;

import io.shardflake.error.InvalidIdException;
import io.shardflake.uniqid.InvalidUniqidException;
import io.shardflake.uniqid.Uniqid;
import io.shardflake.uniqid.UniqidFormat;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Reads sharded PHP uniqids for {@code decode}: 14 characters (shard digit + 13 hex), 18 (shard digit + 4-hex
 * prefix + 13 hex), or, with {@code --type uniqid}, the bare 13 hex of PHP's {@code uniqid()}.
 *
 * <p>The shard digit is the microseconds mod the fleet's shard count, which the id does not say. With
 * {@code --shards N} the library's parser checks it; without, the digit is shown as written and said to be
 * unchecked, and everything else (hex, microseconds below 1,000,000) is still checked by the library's parser,
 * run with one shard on the id with its digit set to {@code 0}, so its messages and indexes stay the user's.
 */
final class UniqidReport {

    /** Microseconds: six digits after the second. */
    private static final int MICROS_DIGITS = 6;

    private UniqidReport() {
    }

    /**
     * @param shards the value of {@code --shards}, or null when it was not given
     * @return the shard count, if given
     * @throws UsageException if it is not 1..10
     */
    static OptionalInt shardCount(Long shards) {
        if (shards == null) {
            return OptionalInt.empty();
        }
        if (shards < 1 || shards > UniqidFormat.MAX_SHARDS) {
            throw new UsageException(CliText.outOfRange("--shards", shards.toString(), "1.."
                    + UniqidFormat.MAX_SHARDS + " (the shard is written as one decimal digit)"));
        }
        return OptionalInt.of(shards.intValue());
    }

    /**
     * Reads and prints a uniqid.
     *
     * @param text the id as typed
     * @param shards the fleet's shard count, if known
     * @param out where the lines go
     * @throws InvalidIdException if it is not a uniqid (of that shard count)
     */
    static void decode(String text, OptionalInt shards, PrintWriter out) {
        int length = text.length();
        if (length == Uniqid.UNIQID_LENGTH) {
            Uniqid id = parseBare(text);
            out.println("kind: uniqid (bare PHP uniqid(): 13 hex, no shard digit)");
            printTime(id, out);
            if (shards.isPresent()) {
                int shard = new UniqidFormat(shards.getAsInt(), false).shardOf(id.epochMicros());
                out.println("shard: " + shard + " = " + CliText.grouped(id.micros()) + " mod " + shards.getAsInt()
                        + " (worked out: a bare uniqid has no shard digit)");
            } else {
                out.println("shard: none written (a bare uniqid has no shard digit; add --shards N to work it out)");
            }
            return;
        }
        boolean prefixed = length == 1 + Uniqid.PREFIX_LENGTH + Uniqid.UNIQID_LENGTH;
        if (!prefixed && length != 1 + Uniqid.UNIQID_LENGTH) {
            throw new InvalidIdException(text, "not a PHP uniqid: " + length + " characters, expected 13 (bare "
                    + "uniqid()), 14 (shard digit + 13 hex) or 18 (shard digit + 4-hex prefix + 13 hex)");
        }
        Uniqid id = shards.isPresent() ? new UniqidFormat(shards.getAsInt(), prefixed).parse(text)
                : parseUnchecked(text, prefixed);
        out.println("kind: uniqid (sharded PHP uniqid: shard digit + " + (prefixed ? "4-hex prefix + " : "")
                + "13 hex)");
        printTime(id, out);
        if (prefixed) {
            out.println("prefix: " + id.prefix() + " (random)");
        }
        if (shards.isPresent()) {
            out.println("shard: " + id.shard() + " = " + CliText.grouped(id.micros()) + " mod " + shards.getAsInt()
                    + " (checked: the digit written matches)");
        } else {
            out.println("shard: " + text.charAt(0) + " as written, not checked (add --shards N to check it against "
                    + "the microseconds)");
        }
    }

    /**
     * @param text 13 characters
     * @return the time, to the microsecond, if the text reads as PHP's bare {@code uniqid()}
     */
    static Optional<String> bareTime(String text) {
        try {
            return Optional.of(CliText.instant(parseBare(text).instant(), MICROS_DIGITS));
        } catch (InvalidIdException notOne) {
            return Optional.empty();
        }
    }

    private static void printTime(Uniqid id, PrintWriter out) {
        out.println("uniqid: " + id.uniqid());
        out.println("time: " + CliText.instant(id.instant(), MICROS_DIGITS));
        out.println("seconds: " + id.uniqid().substring(0, 8) + " (" + CliText.grouped(id.epochSecond()) + ")");
        out.println("microseconds: " + id.uniqid().substring(8) + " (" + CliText.grouped(id.micros()) + ")");
    }

    private static Uniqid parseBare(String text) {
        String description = "not a bare PHP uniqid() (13 lower-case hex)";
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
                throw new InvalidIdException(text, description + ": " + describe(c) + " at index " + i
                        + " is not a lower-case hex digit");
            }
        }
        // With one shard the digit is always 0; prepending it lets the library check the microseconds.
        return reparse(text, "0" + text, false, description);
    }

    private static Uniqid parseUnchecked(String text, boolean prefixed) {
        String description = "not a sharded PHP uniqid (shard digit + " + (prefixed ? "4-hex prefix + " : "")
                + "13 hex, " + text.length() + " characters)";
        char digit = text.charAt(0);
        if (digit < '0' || digit > '9') {
            throw new InvalidIdException(text, description + ": " + describe(digit)
                    + " at index 0 is not a shard digit 0-9");
        }
        // Same length, same indexes: only the digit the library would check against a shard count is replaced.
        return reparse(text, "0" + text.substring(1), prefixed, description);
    }

    private static Uniqid reparse(String text, String withDigitZero, boolean prefixed, String description) {
        try {
            return new UniqidFormat(1, prefixed).parse(withDigitZero);
        } catch (InvalidUniqidException invalid) {
            throw new InvalidIdException(text, description + ": " + invalid.reason());
        }
    }

    /** Printable ASCII in quotes; anything else by code point, as the library's parsers write it. */
    private static String describe(char c) {
        return c > ' ' && c < 0x7F ? "'" + c + "'" : String.format(Locale.ROOT, "U+%04X", (int) c);
    }
}
