package io.shardflake.worker.lease;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.sql.DataSource;

/**
 * The connect timeouts a lease's own connection by URL gets unless its URL sets them: without them, PgJDBC waits for a
 * login and MySQL Connector/J for a TCP connection with no limit, so a silent network would hold a thread for good. The
 * lease's calls are bounded anyway ({@link LeaseLink}); these let the thread itself return.
 *
 * <table>
 *   <caption>What is set, per driver</caption>
 *   <tr><th>URL</th><th>properties</th><th>the driver's default</th></tr>
 *   <tr><td>{@code jdbc:postgresql:}</td><td>{@code connectTimeout=10}, {@code loginTimeout=10} (seconds)</td>
 *       <td>10 s to connect, no limit to log in</td></tr>
 *   <tr><td>{@code jdbc:mariadb:}</td><td>{@code connectTimeout=10000} (ms)</td><td>30 s</td></tr>
 *   <tr><td>{@code jdbc:mysql:}</td><td>{@code connectTimeout=10000} (ms)</td><td>no limit</td></tr>
 * </table>
 * Reads and statements are bounded per call: the lease sets the connection's network timeout and each statement's
 * query timeout itself.
 *
 * <p>A DataSource of the user's connects as its URL says. {@link #missing(DataSource)} names the bounds its URL lacks,
 * for one line of the startup log: PgJDBC's {@code loginTimeout}, {@code connectTimeout} and {@code socketTimeout}
 * (seconds), MariaDB Connector/J's and MySQL Connector/J's {@code connectTimeout} and {@code socketTimeout}
 * (milliseconds). A pool's {@code getConnection()} waits no longer than the pool's own timeout, so a pool is not asked.
 */
final class DriverTimeouts {

    /** How long opening one connection may take. */
    static final Duration CONNECT = Duration.ofSeconds(10);

    // Pools whose getConnection() waits for a connection no longer than the pool's own timeout.
    private static final String[] POOLS = {"com.zaxxer.hikari.", "org.apache.tomcat.jdbc.pool.",
        "org.apache.commons.dbcp2.", "com.mchange.v2.c3p0.", "oracle.ucp.", "org.vibur.dbcp."};

    private DriverTimeouts() {
    }

    /**
     * @param url the JDBC URL
     * @param properties the connection's properties, to which the timeouts the URL does not set are added
     */
    static void addDefaults(String url, Properties properties) {
        String seconds = Long.toString(CONNECT.toSeconds());
        String millis = Long.toString(CONNECT.toMillis());
        if (url.startsWith("jdbc:postgresql:")) {
            addUnlessSet(url, properties, "connectTimeout", seconds);
            addUnlessSet(url, properties, "loginTimeout", seconds);
        } else if (url.startsWith("jdbc:mariadb:") || url.startsWith("jdbc:mysql:")) {
            addUnlessSet(url, properties, "connectTimeout", millis);
        }
    }

    /**
     * @param dataSource the lease's DataSource
     * @return the connect bounds its URL does not set (or sets to 0, none), as {@code name (unit)}; empty for the lease's own
     *     {@link UnpooledDataSource}, a pool, or a URL of another driver or none
     */
    static List<String> missing(DataSource dataSource) {
        String type = dataSource.getClass().getName();
        if (dataSource instanceof UnpooledDataSource || Stream.of(POOLS).anyMatch(type::startsWith)) {
            return List.of();
        }
        Optional<String> url = DataSourceUrl.of(dataSource);
        if (url.isEmpty()) {
            return List.of();
        }
        String text = url.get().toLowerCase(Locale.ROOT);
        List<String> wanted = text.startsWith("jdbc:postgresql:")
                ? List.of("loginTimeout (s)", "connectTimeout (s)", "socketTimeout (s)")
                : text.startsWith("jdbc:mariadb:") || text.startsWith("jdbc:mysql:")
                        ? List.of("connectTimeout (ms)", "socketTimeout (ms)") : List.of();
        return wanted.stream().filter(bound -> !Pattern.compile("[?&;]" + bound.substring(0, bound.indexOf(' '))
                .toLowerCase(Locale.ROOT) + "=0*[1-9]").matcher(text).find()).toList();
    }

    private static void addUnlessSet(String url, Properties properties, String key, String value) {
        if (!url.toLowerCase(Locale.ROOT).contains(key.toLowerCase(Locale.ROOT) + "=")
                && properties.getProperty(key) == null) {
            properties.setProperty(key, value);
        }
    }
}
