package io.shardflake.worker.lease;

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
     * @param link the lease's bounded way to the database
     * @param dataSource the lease's database, for the URL in messages
     * @param table the lease table, for messages
     * @return the dialect to speak to that database
     * @throws LeaseConnectionException if no connection can be had, or it cannot tell which database it is, within
     *     the lease's call timeout
     * @throws UnsupportedDatabaseException if the database is not one of {@link LeaseDialect#supportedProducts()}
     */
    static LeaseDialect dialectOf(LeaseLink link, DataSource dataSource, TableName table) {
        String[] product;
        try {
            product = link.callAtStartup(connection -> {
                DatabaseMetaData metaData = connection.getMetaData();
                return new String[] {metaData.getDatabaseProductName(), metaData.getDatabaseProductVersion()};
            });
        } catch (SQLException e) {
            throw new LeaseConnectionException(DataSourceUrl.of(dataSource).orElse(null),
                    dataSource.getClass().getName(), table.sql(), e);
        }
        return LeaseDialect.of(product[0]).orElseThrow(() -> new UnsupportedDatabaseException(table.sql(), product[0],
                product[1], LeaseDialect.supportedProducts()));
    }
}
