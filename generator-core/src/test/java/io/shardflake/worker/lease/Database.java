package io.shardflake.worker.lease;

import com.mysql.cj.jdbc.MysqlDataSource;
import io.shardflake.testdb.MariaDbServer;
import io.shardflake.testdb.PostgresServer;
import javax.sql.DataSource;
import org.h2.jdbcx.JdbcDataSource;

/**
 * The databases, and drivers, every lease scenario runs on; the servers are this test JVM's shared ones
 * (shardflake-test-databases). Test classes using them are {@link LeaseDatabases}.
 */
enum Database {

    /** H2 2.4, in memory, one database for the whole run (tables are per test). */
    H2("h2/R__shardflake_worker_lease.sql") {
        @Override
        DataSource dataSource() {
            return H2_SOURCE;
        }
    },

    /** PostgreSQL 18, embedded ({@link PostgresServer#shared()}), its {@code postgres} database. */
    POSTGRESQL("postgresql/R__shardflake_worker_lease.sql") {
        @Override
        DataSource dataSource() {
            return PostgresServer.shared().dataSource();
        }
    },

    /** MariaDB 10.11 ({@link MariaDbServer#shared()}) through MariaDB Connector/J, {@code jdbc:mariadb:}. */
    MARIADB("mysql/R__shardflake_worker_lease.sql") {
        @Override
        DataSource dataSource() {
            return MariaDbServer.shared().dataSource();
        }
    },

    /** The same MariaDB through MySQL Connector/J, {@code jdbc:mysql:}, as an application written for MySQL has it. */
    MARIADB_VIA_MYSQL_CONNECTOR("mysql/R__shardflake_worker_lease.sql") {
        @Override
        DataSource dataSource() {
            MysqlDataSource source = new MysqlDataSource();
            source.setURL(MariaDbServer.shared().url("mysql"));
            source.setUser(MariaDbServer.USER);
            source.setPassword(MariaDbServer.PASSWORD);
            return source;
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
