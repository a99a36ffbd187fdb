package io.shardflake.reliability;

import javax.sql.DataSource;
import org.h2.jdbcx.JdbcDataSource;

/** The two databases every lease scenario runs on; test classes using POSTGRESQL extend with {@link SharedPostgres}. */
enum Database {

    /** H2, in memory, kept for the whole run. */
    H2 {
        @Override
        DataSource dataSource() {
            JdbcDataSource source = new JdbcDataSource();
            source.setURL("jdbc:h2:mem:shardflake-reliability;DB_CLOSE_DELAY=-1");
            return source;
        }
    },

    /** The embedded PostgreSQL of {@link SharedPostgres}. */
    POSTGRESQL {
        @Override
        DataSource dataSource() {
            return SharedPostgres.dataSource();
        }
    };

    /** @return a data source opening a new connection per call */
    abstract DataSource dataSource();
}
