package io.shardflake.worker.lease;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * The first thing a lease does at startup: connect once, and find out which database it is talking to. Two
 * failures come out of it, each as its own exception, because an operator fixes them in different places: the
 * database cannot be reached ({@link LeaseConnectionException}: the network, the server, the URL, the credentials),
 * or it is one the lease does not support ({@link UnsupportedDatabaseException}: the choice of database).
 */
final class ConnectionCheck {

    private ConnectionCheck() {
    }

    /**
     * @param dataSource the lease's database
     * @param table the lease table, for messages
     * @return the dialect to speak to that database
     * @throws LeaseConnectionException if no connection can be had
     * @throws UnsupportedDatabaseException if the database is not one of {@link LeaseDialect#supportedProducts()}
     * @throws LeaseDatabaseException if the connection cannot tell which database it is
     */
    static LeaseDialect dialectOf(DataSource dataSource, TableName table) {
        Connection connection;
        try {
            connection = dataSource.getConnection();
        } catch (SQLException e) {
            throw new LeaseConnectionException(DataSourceUrl.of(dataSource).orElse(null),
                    dataSource.getClass().getName(), table.sql(), e);
        }
        String product;
        String version;
        try (connection) {
            DatabaseMetaData metaData = connection.getMetaData();
            product = metaData.getDatabaseProductName();
            version = metaData.getDatabaseProductVersion();
        } catch (SQLException e) {
            throw new LeaseDatabaseException("could not tell which database lease table " + table
                    + " is in (DatabaseMetaData.getDatabaseProductName failed)", e);
        }
        return LeaseDialect.of(product).orElseThrow(() -> new UnsupportedDatabaseException(table.sql(), product,
                version, LeaseDialect.supportedProducts()));
    }
}
