package io.shardflake.error;

import org.jspecify.annotations.Nullable;

/**
 * Text from outside (an id to read, a setting's value, a parameter of a request) as a message may quote it: every
 * character that is not printed as itself — a control character such as CR, LF or ESC, a format character such as a
 * bidirectional override, a line or paragraph separator — is written as an escape ({@code \r}, {@code \n},
 * {@code \t}, else {@code \}{@code uXXXX}), and so is the backslash itself ({@code \\}). A message that quotes input
 * is then one line, whatever the input, and an application that logs it cannot have its log lines forged.
 */
public final class PrintableText {

    private PrintableText() {
    }

    /**
     * @param text any text or value (its {@code toString()}), or null
     * @return it with every character that is not printed as itself escaped; {@code "null"} for null
     */
    public static String of(@Nullable Object text) {
        String plain = String.valueOf(text);
        if (plain.chars().allMatch(c -> c != '\\' && printed(c))) {
            return plain;
        }
        StringBuilder escaped = new StringBuilder(plain.length() + 16);
        for (int i = 0; i < plain.length(); i++) {
            char c = plain.charAt(i);
            switch (c) {
                case '\\' -> escaped.append("\\\\");
                case '\n' -> escaped.append("\\n");
                case '\r' -> escaped.append("\\r");
                case '\t' -> escaped.append("\\t");
                default -> {
                    if (printed(c)) {
                        escaped.append(c);
                    } else {
                        escaped.append(String.format("\\u%04X", (int) c));
                    }
                }
            }
        }
        return escaped.toString();
    }

    private static boolean printed(int c) {
        return switch (Character.getType(c)) {
            case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                    Character.UNASSIGNED, Character.PRIVATE_USE -> false;
            default -> true;
        };
    }
}
