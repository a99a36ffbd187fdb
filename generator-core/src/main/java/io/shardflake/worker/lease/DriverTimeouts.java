package io.shardflake.worker.lease;

import java.time.Duration;
import java.util.Locale;
import java.util.Properties;

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
 */
final class DriverTimeouts {

    /** How long opening one connection may take. */
    static final Duration CONNECT = Duration.ofSeconds(10);

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

    private static void addUnlessSet(String url, Properties properties, String key, String value) {
        if (!url.toLowerCase(Locale.ROOT).contains(key.toLowerCase(Locale.ROOT) + "=")
                && properties.getProperty(key) == null) {
            properties.setProperty(key, value);
        }
    }
}
