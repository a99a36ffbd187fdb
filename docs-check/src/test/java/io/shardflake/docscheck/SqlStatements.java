package io.shardflake.docscheck;

import java.util.ArrayList;
import java.util.List;

/**
 * The statements of a SQL block or script: split at each semicolon outside quotes, PostgreSQL's dollar quoting and
 * comments; comments dropped.
 */
final class SqlStatements {

    /**
     * A statement and the 0-based line of the text it starts on.
     *
     * @param sql the statement, without its semicolon
     * @param line where it starts
     */
    record Statement(String sql, int line) {
    }

    private SqlStatements() {
    }

    /**
     * @param text SQL
     * @return its statements
     */
    static List<Statement> of(String text) {
        List<Statement> statements = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        int startLine = -1;
        int line = 0;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (text.startsWith("--", i)) {
                int end = text.indexOf('\n', i);
                i = end < 0 ? text.length() : end;
                continue;
            }
            if (c == '\n') {
                line++;
            }
            if (startLine < 0 && !Character.isWhitespace(c)) {
                startLine = line;
            }
            if (c == '\'' || c == '"') {
                int end = text.indexOf(c, i + 1);
                end = end < 0 ? text.length() : end + 1;
                current.append(text, i, end);
                line += (int) text.substring(i, end).chars().filter(ch -> ch == '\n').count();
                i = end;
                continue;
            }
            if (c == '$') {
                int tagEnd = text.indexOf('$', i + 1);
                String tag = tagEnd < 0 ? null : text.substring(i, tagEnd + 1);
                if (tag != null && tag.matches("\\$\\w*\\$")) {
                    int end = text.indexOf(tag, tagEnd + 1);
                    end = end < 0 ? text.length() : end + tag.length();
                    current.append(text, i, end);
                    line += (int) text.substring(i, end).chars().filter(ch -> ch == '\n').count();
                    i = end;
                    continue;
                }
            }
            if (c == ';') {
                add(statements, current, startLine);
                current.setLength(0);
                startLine = -1;
            } else {
                current.append(c);
            }
            i++;
        }
        add(statements, current, startLine);
        return statements;
    }

    /**
     * @param statement a statement
     * @return it with white space runs made one space, for comparing two writings of the same SQL
     */
    static String normalized(String statement) {
        return statement.strip().replaceAll("\\s+", " ");
    }

    private static void add(List<Statement> statements, StringBuilder current, int startLine) {
        if (!current.toString().isBlank()) {
            statements.add(new Statement(current.toString().strip(), startLine));
        }
    }
}
