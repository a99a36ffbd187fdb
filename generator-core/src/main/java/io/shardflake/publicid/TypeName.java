package io.shardflake.publicid;

import io.shardflake.error.InvalidConfigurationException;
import java.nio.charset.StandardCharsets;

/**
 * The type a user gives a kind of public id ({@code ord}, {@code cus}): its prefix in text ({@code ord_}), and part
 * of FF1's tweak, so that the same id masks to unrelated public ids under two types and an order and a customer that
 * happen to share an id do not show it. The empty type is no type: no prefix, no tweak.
 *
 * <p>A type is 1 to 16 lower-case ASCII letters and digits, starting with a letter: it reads well in a URL, and it
 * cannot be mistaken for the public id after it (whose Crockford base32 has no {@code _}).
 */
final class TypeName {

    /** The longest type. */
    static final int MAX_LENGTH = 16;

    /** Between the type and the public id. */
    static final char SEPARATOR = '_';

    private TypeName() {
    }

    /**
     * @param type a type, or "" for none
     * @return the type
     * @throws InvalidConfigurationException if it is null or not a type
     */
    static String checked(String type) {
        if (type == null || !type.isEmpty() && !isType(type)) {
            throw new InvalidConfigurationException("public-id type", type == null ? null : '"' + type + '"',
                    "a type of 1 to " + MAX_LENGTH + " lower-case ASCII letters and digits, starting with a letter"
                            + " (e.g. ord), or \"\" for none");
        }
        return type;
    }

    /** @return whether {@code text} is a type: what {@link #checked} accepts, but for "" */
    static boolean isType(CharSequence text) {
        int length = text.length();
        if (length == 0 || length > MAX_LENGTH || !isLetter(text.charAt(0))) {
            return false;
        }
        for (int i = 1; i < length; i++) {
            char c = text.charAt(i);
            if (!isLetter(c) && (c < '0' || c > '9')) {
                return false;
            }
        }
        return true;
    }

    /**
     * @param domain a byte that keeps apart what the same type masks (the UUID kind's version), or -1 for none
     * @param type a checked type
     * @return FF1's tweak: the domain byte, if any, then the type's ASCII bytes
     */
    static byte[] tweak(int domain, String type) {
        byte[] name = type.getBytes(StandardCharsets.US_ASCII);
        if (domain < 0) {
            return name;
        }
        byte[] tweak = new byte[name.length + 1];
        tweak[0] = (byte) domain;
        System.arraycopy(name, 0, tweak, 1, name.length);
        return tweak;
    }

    private static boolean isLetter(char c) {
        return c >= 'a' && c <= 'z';
    }
}
