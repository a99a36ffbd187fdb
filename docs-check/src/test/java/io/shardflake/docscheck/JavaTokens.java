package io.shardflake.docscheck;

import java.util.ArrayList;
import java.util.List;

/**
 * The first words of a piece of Java, enough to tell a declaration from a statement: identifiers and single
 * characters, with comments, strings and white space left out.
 */
final class JavaTokens {

    private final List<String> tokens = new ArrayList<>();
    private int at;

    /** @param text Java source */
    JavaTokens(String text) {
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (text.startsWith("//", i)) {
                int end = text.indexOf('\n', i);
                i = end < 0 ? text.length() : end + 1;
            } else if (text.startsWith("/*", i)) {
                int end = text.indexOf("*/", i + 2);
                i = end < 0 ? text.length() : end + 2;
            } else if (c == '"' || c == '\'') {
                i = JavaPieces.skipLiteral(text, i);
                tokens.add("\"");
            } else if (Character.isJavaIdentifierStart(c)) {
                int start = i;
                while (i < text.length() && (Character.isJavaIdentifierPart(text.charAt(i))
                        || (text.charAt(i) == '-' && text.startsWith("non-sealed", start)))) {
                    i++;
                }
                tokens.add(text.substring(start, i));
            } else {
                tokens.add(String.valueOf(c));
                i++;
            }
        }
    }

    /** @return the next token, "" at the end */
    String peek() {
        return peek(0);
    }

    /**
     * @param ahead how many tokens past the next
     * @return that token, "" past the end
     */
    String peek(int ahead) {
        return at + ahead < tokens.size() ? tokens.get(at + ahead) : "";
    }

    boolean peekIs(String token) {
        return peek().equals(token);
    }

    boolean peekIs(int ahead, String token) {
        return peek(ahead).equals(token);
    }

    String next() {
        return tokens.get(at++);
    }

    boolean isIdentifier(String token) {
        return !token.isEmpty() && Character.isJavaIdentifierStart(token.charAt(0));
    }

    /** Skips {@code @Name}, {@code @a.b.Name} and {@code @Name(...)}. */
    void skipAnnotation() {
        next();
        next();
        while (peekIs(".") && isIdentifier(peek(1))) {
            next();
            next();
        }
        if (peekIs("(")) {
            skipBalanced("(", ")");
        }
    }

    /**
     * Whether what follows is a method's head: optional type parameters, a type (qualified, generic, array), a name
     * and an opening parenthesis.
     */
    boolean looksLikeMethodHead() {
        int start = at;
        try {
            if (peekIs("<")) {
                skipBalanced("<", ">");
            }
            if (!isIdentifier(peek())) {
                return false;
            }
            next();
            while (peekIs(".") && isIdentifier(peek(1))) {
                next();
                next();
            }
            if (peekIs("<")) {
                skipBalanced("<", ">");
            }
            while (peekIs("[") && peekIs(1, "]")) {
                next();
                next();
            }
            return isIdentifier(peek()) && peekIs(1, "(");
        } finally {
            at = start;
        }
    }

    private void skipBalanced(String open, String close) {
        int depth = 0;
        while (at < tokens.size()) {
            String token = next();
            if (token.equals(open)) {
                depth++;
            } else if (token.equals(close) && --depth == 0) {
                return;
            }
        }
    }
}
