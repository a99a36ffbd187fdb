package io.shardflake.docscheck;

import java.util.Set;

/**
 * One top-level piece of a Java block — an import, a package declaration, a type, a method or field, or a statement —
 * with where it starts, so that a compiler's message about it can name the page's line.
 *
 * @param kind what it is
 * @param text its source
 * @param line the block's 0-based line it starts on
 * @param typeName the declared name of a {@link Kind#TYPE}, else null
 * @param isPublic whether it is declared public
 */
record JavaItem(Kind kind, String text, int line, String typeName, boolean isPublic) {

    /** What a piece is, which decides where the compiled file puts it. */
    enum Kind {
        /** {@code import ...;}: at the top of the file. */
        IMPORT,
        /** {@code package ...;}: the block is a file of its own, compiled as written. */
        PACKAGE,
        /** A class, interface, enum, record or annotation type: at the file's top level. */
        TYPE,
        /** A method or a field (a declaration with a body, or with an access modifier): in a class. */
        MEMBER,
        /** Anything else: in a method's body. */
        STATEMENT
    }

    private static final Set<String> MODIFIERS = Set.of("public", "protected", "private", "static", "final",
            "abstract", "sealed", "non-sealed", "strictfp", "default", "transient", "volatile", "native");
    private static final Set<String> MEMBER_ONLY_MODIFIERS = Set.of("public", "protected", "private", "static");
    private static final Set<String> STATEMENT_WORDS = Set.of("if", "for", "while", "do", "switch", "try",
            "synchronized", "return", "throw", "new", "this", "super", "yield", "assert", "break", "continue",
            "var");

    /**
     * @param text a top-level piece of a block
     * @param line the block's line it starts on
     * @return the piece, classified by its first words
     */
    static JavaItem of(String text, int line) {
        JavaTokens tokens = new JavaTokens(text);
        boolean isPublic = false;
        boolean memberOnly = false;
        while (true) {
            if (tokens.peekIs("@") && !tokens.peekIs(1, "interface")) {
                tokens.skipAnnotation();
            } else if (MODIFIERS.contains(tokens.peek())) {
                isPublic |= tokens.peek().equals("public");
                memberOnly |= MEMBER_ONLY_MODIFIERS.contains(tokens.peek());
                tokens.next();
            } else {
                break;
            }
        }
        String first = tokens.peek();
        if (first.equals("import")) {
            return new JavaItem(Kind.IMPORT, text, line, null, false);
        }
        if (first.equals("package")) {
            return new JavaItem(Kind.PACKAGE, text, line, null, false);
        }
        if (first.equals("class") || first.equals("interface") || first.equals("enum")
                || (first.equals("record") && tokens.isIdentifier(tokens.peek(1)))) {
            return new JavaItem(Kind.TYPE, text, line, tokens.peek(1), isPublic);
        }
        if (first.equals("@") && tokens.peekIs(1, "interface")) {
            return new JavaItem(Kind.TYPE, text, line, tokens.peek(2), isPublic);
        }
        if (memberOnly || (text.strip().endsWith("}") && !STATEMENT_WORDS.contains(first)
                && tokens.looksLikeMethodHead())) {
            return new JavaItem(Kind.MEMBER, text, line, null, isPublic);
        }
        return new JavaItem(Kind.STATEMENT, text, line, null, false);
    }
}
