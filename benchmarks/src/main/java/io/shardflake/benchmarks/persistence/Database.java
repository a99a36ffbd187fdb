package io.shardflake.benchmarks.persistence;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * One database under test: how to reach it over JDBC, and what to close when done. Made by {@link Databases}.
 */
public final class Database implements AutoCloseable {

    /** The kinds compared. */
    public enum Kind {
        /** H2 in memory: no I/O at all, so id costs show most. */
        H2_MEMORY("h2-mem"),
        /** H2 writing to a file. */
        H2_FILE("h2-file"),
        /** PostgreSQL 18, embedded (a real server process, over TCP). */
        POSTGRES("postgres");

        private final String key;

        Kind(String key) {
            this.key = key;
        }

        /** @return the name on the command line and in results.json */
        public String key() {
            return key;
        }

        /**
         * @param key as {@link #key()} gives it
         * @return the kind
         * @throws IllegalArgumentException for an unknown key
         */
        public static Kind of(String key) {
            for (Kind kind : values()) {
                if (kind.key.equals(key)) {
                    return kind;
                }
            }
            throw new IllegalArgumentException("unknown database " + key + " (h2-mem, h2-file, postgres)");
        }
    }

    private final Kind kind;
    private final String label;
    private final String url;
    private final String user;
    private final AutoCloseable resources;

    Database(Kind kind, String label, String url, String user, AutoCloseable resources) {
        this.kind = kind;
        this.label = label;
        this.url = url;
        this.user = user;
        this.resources = resources;
    }

    /** @return the kind */
    public Kind kind() {
        return kind;
    }

    /** @return a name for reports, with the version */
    public String label() {
        return label;
    }

    /** @return the JDBC URL Hibernate is given */
    public String url() {
        return url;
    }

    /** @return the user name (no password: both databases here trust local connections) */
    public String user() {
        return user;
    }

    /**
     * @return a new connection in auto-commit mode, outside Hibernate
     * @throws SQLException if the database cannot be reached
     */
    public Connection connect() throws SQLException {
        return DriverManager.getConnection(url, user, "");
    }

    /**
     * Runs statements in auto-commit mode on a fresh connection.
     *
     * @param sql the statements, in order
     * @throws SQLException if one fails
     */
    public void execute(String... sql) throws SQLException {
        try (Connection connection = connect(); Statement statement = connection.createStatement()) {
            for (String each : sql) {
                statement.execute(each);
            }
        }
    }

    @Override
    public void close() throws Exception {
        resources.close();
    }
}
