package io.shardflake.reliability;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.shardflake.testdb.MariaDbServer;
import io.shardflake.testdb.PostgresServer;
import io.shardflake.worker.lease.UnpooledDataSource;
import javax.sql.DataSource;

/**
 * The database servers, and drivers, of the scale and multi-process scenarios: the test JVM's shared PostgreSQL
 * and MariaDB (shardflake-test-databases), the latter through both connectors a MariaDB or MySQL user would have.
 * H2 is not here: one process, one machine, not where a thousand instances meet.
 */
enum LeaseServer {

    /** PostgreSQL 18, embedded, {@code synchronous_commit=on}; PgJDBC with batched inserts rewritten. */
    POSTGRESQL("PostgreSQL 18", "PgJDBC") {
        @Override
        String jdbcUrl() {
            return PostgresServer.shared().jdbcUrl("postgres") + "&reWriteBatchedInserts=true";
        }
    },

    /** MariaDB 10.11 through MariaDB Connector/J. */
    MARIADB("MariaDB 10.11", "MariaDB Connector/J") {
        @Override
        String jdbcUrl() {
            return MariaDbServer.shared().urlWithCredentials("mariadb");
        }
    },

    /** The same MariaDB through MySQL Connector/J, batched inserts rewritten to multi-row ones. */
    MARIADB_VIA_MYSQL_CONNECTOR("MariaDB 10.11", "MySQL Connector/J") {
        @Override
        String jdbcUrl() {
            return MariaDbServer.shared().urlWithCredentials("mysql") + "&rewriteBatchedStatements=true";
        }
    };

    private final String database;
    private final String connector;

    LeaseServer(String database, String connector) {
        this.database = database;
        this.connector = connector;
    }

    /** @return a JDBC URL with the credentials in it, for this JVM or another; starts the server on first use */
    abstract String jdbcUrl();

    /** @return a new connection per call, as an unpooled instance has it */
    DataSource dataSource() {
        return UnpooledDataSource.of(jdbcUrl(), null, null);
    }

    /**
     * @param connections the most connections open at once; a borrower waits for one to come back (up to 60 s)
     * @return a pool the caller closes
     */
    HikariDataSource pool(int connections) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(jdbcUrl());
        config.setMaximumPoolSize(connections);
        config.setMinimumIdle(connections);
        config.setConnectionTimeout(60_000);
        config.setPoolName(name().toLowerCase(java.util.Locale.ROOT) + "-" + connections);
        return new HikariDataSource(config);
    }

    /** @return e.g. {@code MariaDB 10.11} */
    String database() {
        return database;
    }

    /** @return e.g. {@code MySQL Connector/J} */
    String connector() {
        return connector;
    }

    @Override
    public String toString() {
        return database + " via " + connector;
    }
}
