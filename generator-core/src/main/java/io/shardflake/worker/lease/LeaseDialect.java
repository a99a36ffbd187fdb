package io.shardflake.worker.lease;

import io.shardflake.clock.Micros;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What differs between the databases the lease runs on: the DDL file, and how to read the database's clock. The
 * statements on the table itself are the same plain SQL everywhere ({@link LeaseTable}).
 *
 * <p>A database is recognised by the exact product name its driver reports
 * ({@link java.sql.DatabaseMetaData#getDatabaseProductName()}), and nothing else is accepted: the lease's safety
 * rests on how the database settles racing writes, which has been checked on these and only these.
 */
enum LeaseDialect {

    /** H2 2.x: one embedded or server database, no replication, so its name is all there is to tell. */
    H2("h2/R__shardflake_worker_lease.sql", "CURRENT_TIMESTAMP", "'H2 database ' || DATABASE()", "H2") {
        @Override
        long readNow(ResultSet result) throws SQLException {
            return instantColumn(result);
        }
    },

    /**
     * PostgreSQL. The origin is the cluster's system identifier (the same on a primary and its streaming standbys, new
     * for a cluster restored from a logical dump) and the timeline of its write-ahead log, read from the name of the
     * current WAL file: a promoted standby and a point-in-time recovery each start a new timeline at once, while
     * {@code pg_control_checkpoint()} shows it only after the next checkpoint. On a server with {@code fsync} off,
     * which may lose acknowledged commits when it (or its machine) crashes, the postmaster's start time as well: a
     * restart of such a server reads as a change of origin, so the writes it may have lost are waited out as a
     * failover's are. An ordinary user may read all of it.
     */
    POSTGRESQL("postgresql/R__shardflake_worker_lease.sql", "CURRENT_TIMESTAMP",
            "'PostgreSQL system ' || (SELECT system_identifier FROM pg_control_system()) || ', timeline ' || ('x' ||"
                    + " substr(pg_walfile_name(pg_current_wal_lsn()), 1, 8))::bit(32)::int || CASE WHEN"
                    + " current_setting('fsync') = 'on' THEN '' ELSE ', fsync off, started ' || (extract(epoch FROM"
                    + " pg_postmaster_start_time()) * 1000000)::bigint END", "PostgreSQL") {
        @Override
        long readNow(ResultSet result) throws SQLException {
            return instantColumn(result);
        }

        @Override
        String sqlDurableCommit() {
            return ", set_config('synchronous_commit', 'on', true)";
        }

        @Override
        String sqlTransactionId() {
            return "txid_current()";
        }

        @Override
        String sqlRowWriter() {
            return "xmin::text::bigint";
        }
    },

    /**
     * MySQL 8 and MariaDB 10.11+ (InnoDB). MariaDB Connector/J reports {@code MariaDB} on a MariaDB server and
     * {@code MySQL} on a MySQL one; MySQL Connector/J reports {@code MySQL} on both. The origin is the server's
     * {@code server_id} (every server of a replication topology has its own) and the lease table's creation time
     * (a table dropped and loaded again from a dump is a new table; so is one rebuilt by {@code OPTIMIZE TABLE} or
     * {@code ALTER TABLE}, which costs one quarantine). MariaDB alone (in its executable comments, which MySQL reads
     * as comments) says more: on a Galera cluster ({@code wsrep_on}) the cluster's state UUID instead, the same on
     * every node, so a client moving between nodes is no change; on a server whose commit may be lost in a crash
     * ({@code innodb_flush_log_at_trx_commit} other than 1, or a binary log without {@code sync_binlog = 1}) its start
     * time as well ({@code Uptime}), so a restart of such a server is waited out as a failover is.
     */
    MYSQL("mysql/R__shardflake_worker_lease.sql",
            // UTC_TIMESTAMP(6) is UTC whatever the server's and the session's time zone; TIMESTAMPDIFF makes it a
            // BIGINT in SQL, so no driver gets to convert a DATETIME through some time zone on the way.
            "TIMESTAMPDIFF(MICROSECOND, '1970-01-01 00:00:00', UTC_TIMESTAMP(6))",
            "CONCAT(" + MariaDb.GALERA_OR + "'MySQL/MariaDB server_id ', @@server_id, ', table created ',"
                    + " COALESCE((SELECT CREATE_TIME FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND"
                    + " TABLE_NAME = '" + TableName.DEFAULT + "'), 'unknown')" + MariaDb.RESTART_UNLESS_DURABLE + ")",
            "MySQL", "MariaDB") {
        @Override
        long readNow(ResultSet result) throws SQLException {
            long micros = result.getLong(1);
            if (result.wasNull()) {
                throw new SQLException("the database's clock read as NULL: " + sqlNow(), "22000");
            }
            return micros;
        }
    };

    private final String ddlResource;
    private final String now;
    private final String origin;
    private final List<String> products;

    LeaseDialect(String ddlResource, String now, String origin, String... products) {
        this.ddlResource = ddlResource;
        this.now = now;
        this.origin = origin;
        this.products = List.of(products);
    }

    /**
     * @param productName as {@link java.sql.DatabaseMetaData#getDatabaseProductName()} says
     * @return the dialect of that product, empty if the lease does not support it
     */
    static Optional<LeaseDialect> of(String productName) {
        if (productName == null) {
            return Optional.empty();
        }
        for (LeaseDialect dialect : values()) {
            if (dialect.products.contains(productName)) {
                return Optional.of(dialect);
            }
        }
        return Optional.empty();
    }

    /**
     * @param ddlResource a DDL file's name, as {@link #ddlResource()} gives it
     * @return the dialect whose file it is
     * @throws IllegalArgumentException if none
     */
    static LeaseDialect ofResource(String ddlResource) {
        for (LeaseDialect dialect : values()) {
            if (dialect.ddlResource.equals(ddlResource)) {
                return dialect;
            }
        }
        throw new IllegalArgumentException("no lease dialect has the DDL file " + ddlResource);
    }

    /** @return every supported product name, as drivers report them: H2, PostgreSQL, MySQL, MariaDB */
    static List<String> supportedProducts() {
        List<String> all = new ArrayList<>();
        for (LeaseDialect dialect : values()) {
            all.addAll(dialect.products);
        }
        return List.copyOf(all);
    }

    /** @return the DDL file beside this class, e.g. {@code mysql/R__shardflake_worker_lease.sql} */
    String ddlResource() {
        return ddlResource;
    }

    /** @return the query whose one row and column is the database's clock now */
    String sqlNow() {
        return "SELECT " + now + sqlDurableCommit();
    }

    /**
     * @param table the lease table, which MySQL's origin names
     * @return the query whose one row has the database's clock in its first column, and in its second what
     *     {@link #readOrigin} reads
     */
    String sqlNowAndOrigin(TableName table) {
        return "SELECT " + now + ", " + sqlOrigin(table) + sqlDurableCommit();
    }

    /**
     * @return what the statement of {@link #sqlNow()} also selects so that the lease's own transaction commits durably
     *     whatever the server's or the session's default, scoped to that transaction (so a pooled or pooler's
     *     connection keeps its own setting): PostgreSQL's {@code synchronous_commit}, which any user may set, on
     *     ({@code SET LOCAL} as a function, in the statement every lease transaction starts with: no statement more).
     *     Empty where the durability of a commit is the server's alone (MySQL and MariaDB: {@code
     *     innodb_flush_log_at_trx_commit} and {@code sync_binlog} are global) or there is nothing to lose (H2)
     */
    String sqlDurableCommit() {
        return "";
    }

    /**
     * @param table the lease table
     * @return an SQL expression, text, naming the server (and timeline) the writes go to now: the same in the lease's
     *     queries and in the DDL files' stamp, which has it for the default table name ({@link LeaseDdl} puts in the
     *     configured one)
     */
    String sqlOrigin(TableName table) {
        if (table.sql().equals(TableName.DEFAULT)) {
            return origin;
        }
        String schema = table.schema().map(name -> "'" + name + "'").orElse("DATABASE()");
        return origin.replace("TABLE_SCHEMA = DATABASE() AND TABLE_NAME = '" + TableName.DEFAULT + "'",
                "TABLE_SCHEMA = " + schema + " AND TABLE_NAME = '" + table.table() + "'");
    }

    /**
     * @param result positioned on the row of {@link #sqlNow()} or {@link #sqlNowAndOrigin}
     * @return the database's clock, microseconds since 1970
     */
    abstract long readNow(ResultSet result) throws SQLException;

    /**
     * @param result positioned on the row of {@link #sqlNowAndOrigin}
     * @return what names the server the lease's writes go to now, e.g. {@code PostgreSQL system 77127…, timeline 2}:
     *     it changes when a standby is promoted or the database is restored, so the lease can tell its rows may have
     *     lost writes
     */
    String readOrigin(ResultSet result) throws SQLException {
        return result.getString(2);
    }

    /**
     * @return an SQL expression for the writing transaction's id, stored with the table's stamp so that a stamp copied
     *     back from a backup is told from one written here; {@code NULL} where the database shows no such id
     */
    String sqlTransactionId() {
        return "NULL";
    }

    /**
     * @return an SQL expression, in a query of the table, for the id of the transaction that wrote the row as it is
     *     now (PostgreSQL's {@code xmin}), to compare with {@link #sqlTransactionId()}'s stored value; {@code NULL}
     *     elsewhere
     */
    String sqlRowWriter() {
        return "NULL";
    }

    private static long instantColumn(ResultSet result) throws SQLException {
        // OffsetDateTime is the type JDBC 4.2 maps TIMESTAMP WITH TIME ZONE to: an absolute instant, whatever the
        // session's time zone.
        return Micros.of(result.getObject(1, OffsetDateTime.class).toInstant());
    }
}
