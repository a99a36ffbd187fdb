package io.shardflake.worker.lease;

import java.sql.SQLException;
import java.util.Optional;

/**
 * The lease's database could not be reached at all: {@link javax.sql.DataSource#getConnection()} failed while
 * {@link JdbcWorkerLease.Builder#build()} checked the table — the server is down or unreachable, the URL is wrong,
 * the credentials are refused. Not a problem with the lease's settings, so it is not an
 * {@link io.shardflake.error.InvalidConfigurationException}.
 *
 * <p>Message: {@code could not check lease table shardflake_worker_lease: could not connect to
 * jdbc:mariadb://db:3306/app?user=app&password=***: <the driver's message> (SQLState 08000, error 0)}. The URL is the DataSource's own
 * ({@code getJdbcUrl()}, {@code getUrl()} or {@code getURL()}, as pools and drivers name it) with every password
 * in it masked; when the DataSource has none, the message names its class instead. The driver's message includes
 * the messages of its causes (e.g. {@code Connection refused}).
 *
 * <p>A subclass of {@link LeaseDatabaseException}, so code that handles any database failure of the lease still
 * does; catch this one first to tell "cannot connect" from "connected, but the table is wrong".
 */
public class LeaseConnectionException extends LeaseDatabaseException {

    private static final long serialVersionUID = 1L;

    private final String url;
    private final String driverMessage;

    /**
     * @param url the database's URL with passwords masked, or null if it is not known
     * @param dataSourceType the DataSource's class, named when the URL is not known
     * @param table the lease table, as configured
     * @param cause what {@code getConnection()} threw
     */
    public LeaseConnectionException(String url, String dataSourceType, String table, SQLException cause) {
        super("could not check lease table " + table + ": could not connect to " + (url != null ? url
                : "the database of " + dataSourceType + " (a DataSource whose URL Shardflake cannot read)"), cause);
        this.url = url;
        this.driverMessage = driverMessage(cause);
    }

    /** @return the database's URL, passwords masked as {@code ***}; empty if the DataSource does not tell it */
    public Optional<String> url() {
        return Optional.ofNullable(url);
    }

    /** @return what the driver said, with the messages of its causes, e.g. {@code ...: Connection refused} */
    public String driverMessage() {
        return driverMessage;
    }
}
