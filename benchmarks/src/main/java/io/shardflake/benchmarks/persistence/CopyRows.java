package io.shardflake.benchmarks.persistence;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;

/**
 * Streams rows of the benchmark's shape ({@code id, name, created_at, amount}) into a PostgreSQL table with
 * {@code COPY ... FROM STDIN}: a million rows in seconds, each still inserted into every index one by one, as
 * INSERTs would be (COPY does not bulk-build indexes that already exist).
 */
final class CopyRows {

    /** Bytes gathered before each write to the server. */
    private static final int CHUNK = 1 << 20;

    private final CopyIn copy;
    private final boolean withId;
    private final StringBuilder buffer = new StringBuilder(CHUNK + 256);

    /**
     * @param connection an open connection to PostgreSQL
     * @param table the table
     * @param withId false to leave the id column out, for the table's identity column to fill
     * @throws SQLException if the COPY cannot start
     */
    CopyRows(Connection connection, String table, boolean withId) throws SQLException {
        this.withId = withId;
        String columns = withId ? "id, name, created_at, amount" : "name, created_at, amount";
        this.copy = connection.unwrap(PGConnection.class).getCopyAPI()
                .copyIn("copy " + table + " (" + columns + ") from stdin");
    }

    /**
     * @param id the id (its {@code toString} is COPY's text form for bigint and uuid); ignored without an id column
     * @param n the row number, for the other columns
     * @param at the timestamp
     * @throws SQLException if the server refuses the data
     */
    void add(Object id, long n, Instant at) throws SQLException {
        if (withId) {
            buffer.append(id).append('\t');
        }
        buffer.append("row ").append(n).append('\t').append(at).append('\t').append(n).append('\n');
        if (buffer.length() >= CHUNK) {
            send();
        }
    }

    /**
     * Ends the COPY.
     *
     * @return the rows the server took
     * @throws SQLException if the server refuses the data
     */
    long finish() throws SQLException {
        send();
        return copy.endCopy();
    }

    private void send() throws SQLException {
        byte[] bytes = buffer.toString().getBytes(StandardCharsets.UTF_8);
        copy.writeToCopy(bytes, 0, bytes.length);
        buffer.setLength(0);
    }
}
