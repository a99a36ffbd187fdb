package io.shardflake.worker.lease;

import javax.sql.DataSource;
import org.h2.jdbcx.JdbcDataSource;

/** The databases every lease scenario runs on. */
enum Database {

    /** H2 2.4, in memory, one database for the whole run (tables are per test). */
    H2("h2.sql") {
        @Override
        DataSource dataSource() {
            return H2_SOURCE;
        }
    },

    /** PostgreSQL 18, embedded, one server for the whole run. */
    POSTGRESQL("postgresql.sql") {
        @Override
        DataSource dataSource() {
            return EmbeddedPostgresExtension.dataSource();
        }
    };

    private static final DataSource H2_SOURCE = h2();

    private final String ddlFile;

    Database(String ddlFile) {
        this.ddlFile = ddlFile;
    }

    /** @return a data source that opens a new connection per call, as an unpooled application would */
    abstract DataSource dataSource();

    /** @return the DDL file shipped for this database, beside the lease classes */
    String ddlFile() {
        return ddlFile;
    }

    private static DataSource h2() {
        JdbcDataSource source = new JdbcDataSource();
        source.setURL("jdbc:h2:mem:shardflake-lease;DB_CLOSE_DELAY=-1");
        return source;
    }
}
