package io.shardflake.worker.lease;

import io.shardflake.error.InvalidConfigurationException;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The lease table's name, checked once so it can be written into SQL as it is.
 *
 * <p>JDBC cannot bind a table name as a parameter, so the name is pasted into the statements; accepting only plain
 * identifiers ({@code letters, digits, _}, optionally {@code schema.table}) is what keeps that from being an
 * injection point. Unquoted on purpose: each database folds it the same way every time (PostgreSQL to lower case,
 * H2 to upper case), so the DDL a DBA ran by hand and the statements here name the same table.
 */
final class TableName {

    /** The table's name when none is given, and the name in the shipped DDL files. */
    static final String DEFAULT = "shardflake_worker_lease";

    // 63 is PostgreSQL's identifier limit (NAMEDATALEN - 1); a longer name would be cut there without an error.
    private static final Pattern PART = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,62}");
    private static final String ALLOWED = "an unquoted SQL identifier, optionally schema-qualified: letters, digits"
            + " and _, not starting with a digit, at most 63 characters per part (e.g. " + DEFAULT
            + " or ids.worker_lease)";

    private final String name;

    private TableName(String name) {
        this.name = name;
    }

    /**
     * @param name a table name, e.g. {@code shardflake_worker_lease} or {@code ids.worker_lease}
     * @return the checked name
     * @throws InvalidConfigurationException if it is not a plain (optionally schema-qualified) identifier
     */
    static TableName of(String name) {
        if (name == null) {
            throw new InvalidConfigurationException("table", null, ALLOWED);
        }
        String[] parts = name.split("\\.", -1);
        if (parts.length > 2) {
            throw new InvalidConfigurationException("table", name, ALLOWED);
        }
        for (String part : parts) {
            if (!PART.matcher(part).matches()) {
                throw new InvalidConfigurationException("table", name, ALLOWED);
            }
        }
        return new TableName(name);
    }

    /** @return the name as written into SQL */
    String sql() {
        return name;
    }

    /** @return the schema part of a schema-qualified name */
    Optional<String> schema() {
        int dot = name.indexOf('.');
        return dot < 0 ? Optional.empty() : Optional.of(name.substring(0, dot));
    }

    /** @return the table part of the name, without its schema */
    String table() {
        return name.substring(name.indexOf('.') + 1);
    }

    @Override
    public String toString() {
        return name;
    }
}
