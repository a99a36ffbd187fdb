package io.shardflake.worker.lease;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code CREATE TABLE} for the lease table, read from the same files shipped for DBAs
 * ({@code io/shardflake/worker/lease/<database>/R__shardflake_worker_lease.sql}, also a Flyway migration and what
 * the Liquibase changelog runs), so what Shardflake
 * creates and what a DBA creates by hand cannot drift apart.
 */
final class LeaseDdl {

    private LeaseDdl() {
    }

    /**
     * @param resource a file named by {@link LeaseDialect#ddlResource()}
     * @param table the table to create
     * @return its statements, comments removed, the default table name replaced by {@code table}
     */
    static List<String> statements(String resource, TableName table) {
        return statements(resource, table, true);
    }

    /**
     * @param withOrigin whether the table's stamp names the database it is written on (what detection compares with);
     *     without, it is written with an empty origin, for a lease that does not detect ({@link LostWrites#ASSUME},
     *     {@link LostWrites#IMPOSSIBLE}) and whose user may not read what the database is
     */
    static List<String> statements(String resource, TableName table, boolean withOrigin) {
        LeaseDialect dialect = LeaseDialect.ofResource(resource);
        String defaultOrigin = dialect.sqlOrigin(TableName.of(TableName.DEFAULT));
        String origin = withOrigin ? dialect.sqlOrigin(table) : "''";
        List<String> statements = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : read(resource).split("\n")) {
            int comment = line.indexOf("--");
            String code = (comment >= 0 ? line.substring(0, comment) : line).strip();
            if (code.isEmpty()) {
                continue;
            }
            current.append(code).append('\n');
            if (code.endsWith(";")) {
                String statement = current.substring(0, current.lastIndexOf(";")).strip();
                // The stamp's origin names the table as the lease's queries do (MySQL: by schema and name); then the
                // name everywhere else.
                statements.add(statement.replace(defaultOrigin, origin).replace(TableName.DEFAULT, table.sql()));
                current.setLength(0);
            }
        }
        return statements;
    }

    /** @return whether {@code statement} creates the table {@code table} */
    static boolean creates(String statement, String table) {
        return statement.startsWith("CREATE TABLE IF NOT EXISTS " + table + " ");
    }

    private static String read(String resource) {
        try (InputStream in = LeaseDdl.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("resource " + resource + " is missing beside " + LeaseDdl.class);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }
}
