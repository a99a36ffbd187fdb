package io.shardflake.spring;

import javax.sql.DataSource;
import org.h2.jdbcx.JdbcDataSource;

/** In-memory H2 databases that live as long as the JVM, so several contexts can share one. */
final class H2 {

    private H2() {
    }

    /**
     * @param name the database's name: the same name is the same database
     * @return a DataSource on it
     */
    static DataSource database(String name) {
        JdbcDataSource dataSource = new JdbcDataSource();
        dataSource.setURL("jdbc:h2:mem:" + name + ";DB_CLOSE_DELAY=-1");
        dataSource.setUser("sa");
        return dataSource;
    }
}
