package io.shardflake.docscheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Splits a Java block into its top-level pieces: each ends with a semicolon or a closing brace outside any
 * parentheses, brackets and braces (a brace followed by {@code else}, {@code catch}, a semicolon and the like goes on).
 * Comments and literals are skipped whole, so a brace or a semicolon inside them counts for nothing.
 */
final class JavaPieces {

    private static final Set<String> GOES_ON = Set.of("else", "catch", "finally", "while", ";", ".", ",", ")");

    private JavaPieces() {
    }

    /**
     * @param text a block's text
     * @return its top-level pieces, each classified
     */
    static List<JavaItem> of(String text) {
        List<JavaItem> items = new ArrayList<>();
        int depth = 0;
        int start = -1;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (text.startsWith("//", i)) {
                int end = text.indexOf('\n', i);
                i = end < 0 ? text.length() : end;
                continue;
            }
            if (text.startsWith("/*", i)) {
                int end = text.indexOf("*/", i + 2);
                i = end < 0 ? text.length() : end + 2;
                continue;
            }
            if (start < 0 && !Character.isWhitespace(c)) {
                start = i;
            }
            if (c == '"' || c == '\'') {
                i = skipLiteral(text, i);
                continue;
            }
            if (c == '(' || c == '[' || c == '{') {
                depth++;
            } else if (c == ')' || c == ']' || c == '}') {
                depth--;
            }
            i++;
            boolean ends = depth == 0 && (c == ';' || (c == '}' && !GOES_ON.contains(nextWord(text, i))));
            if (ends && start >= 0) {
                items.add(JavaItem.of(text.substring(start, i), lineOf(text, start)));
                start = -1;
            }
        }
        if (start >= 0) {
            items.add(JavaItem.of(text.substring(start).strip(), lineOf(text, start)));
        }
        return items;
    }

    /**
     * @param text source
     * @param at the index of an opening quote
     * @return the index after the literal (a string, a text block or a character)
     */
    static int skipLiteral(String text, int at) {
        char quote = text.charAt(at);
        if (quote == '"' && text.startsWith("\"\"\"", at)) {
            int end = text.indexOf("\"\"\"", at + 3);
            return end < 0 ? text.length() : end + 3;
        }
        int i = at + 1;
        while (i < text.length() && text.charAt(i) != quote && text.charAt(i) != '\n') {
            i += text.charAt(i) == '\\' ? 2 : 1;
        }
        return Math.min(i + 1, text.length());
    }

    private static String nextWord(String text, int from) {
        int i = from;
        while (i < text.length()) {
            if (Character.isWhitespace(text.charAt(i))) {
                i++;
            } else if (text.startsWith("//", i)) {
                int end = text.indexOf('\n', i);
                i = end < 0 ? text.length() : end;
            } else {
                break;
            }
        }
        if (i == text.length()) {
            return "";
        }
        int end = i;
        while (end < text.length() && Character.isJavaIdentifierPart(text.charAt(end))) {
            end++;
        }
        return end == i ? String.valueOf(text.charAt(i)) : text.substring(i, end);
    }

    private static int lineOf(String text, int index) {
        return (int) text.substring(0, index).chars().filter(c -> c == '\n').count();
    }
}
