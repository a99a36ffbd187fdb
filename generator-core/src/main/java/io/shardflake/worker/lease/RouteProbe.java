package io.shardflake.worker.lease;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;

/**
 * Does anything answer at the lease database's address? Asked, on a socket of its own and within a given time, before
 * the lease spends one more thread on a {@code getConnection()} that might never return (see {@link LeaseLink}).
 *
 * <p>A TCP connect alone proves nothing: a silent middlebox, or a proxy, accepts it and then forwards nothing. So the
 * probe waits for the server's first byte. A MySQL or MariaDB server speaks first (its handshake); a PostgreSQL server
 * speaks only when spoken to, so the probe sends the 8-byte {@code SSLRequest} every TLS-capable client starts with,
 * and the server answers one byte, {@code S} or {@code N}. The probe then closes without logging in: PostgreSQL logs
 * nothing for a connection that ends right after that answer; MySQL and MariaDB count it as an aborted connect, but
 * the probe only runs while connects hang, and the one that follows a probe that got an answer resets that count when
 * it succeeds.
 *
 * <p>The address comes from the DataSource's URL ({@link DataSourceUrl}): {@code jdbc:postgresql:},
 * {@code jdbc:mariadb:} and {@code jdbc:mysql:} URLs with host names, every host of a multi-host URL tried in turn.
 * Any other DataSource has no probe, and {@link #answers} says no: the link then waits for a stuck call to return.
 */
final class RouteProbe {

    private static final Pattern HOSTS = Pattern.compile("^jdbc:(postgresql|mariadb|mysql)(?::[a-z:]+)?://([^/?;]+)",
            Pattern.CASE_INSENSITIVE);
    // PostgreSQL's SSLRequest: length 8, code 80877103.
    private static final byte[] SSL_REQUEST = {0, 0, 0, 8, 4, (byte) 0xd2, 22, 47};
    private static final RouteProbe NONE = new RouteProbe(List.of(), false);

    private final List<InetSocketAddress> addresses;
    private final boolean postgres;

    private RouteProbe(List<InetSocketAddress> addresses, boolean postgres) {
        this.addresses = addresses;
        this.postgres = postgres;
    }

    /** @return the probe of the DataSource's address, or one that never answers if its URL does not tell */
    static RouteProbe of(DataSource dataSource) {
        return DataSourceUrl.of(dataSource).flatMap(RouteProbe::of).orElse(NONE);
    }

    /** @return the probe of a JDBC URL's hosts, empty for a URL of another kind */
    static Optional<RouteProbe> of(String url) {
        Matcher matcher = HOSTS.matcher(url);
        if (!matcher.find()) {
            return Optional.empty();
        }
        boolean postgres = matcher.group(1).toLowerCase(Locale.ROOT).equals("postgresql");
        List<InetSocketAddress> addresses = new ArrayList<>();
        for (String host : matcher.group(2).replaceFirst("^.*@", "").split(",")) {
            address(host.trim(), postgres ? 5432 : 3306).ifPresent(addresses::add);
        }
        return addresses.isEmpty() ? Optional.empty() : Optional.of(new RouteProbe(List.copyOf(addresses), postgres));
    }

    private static Optional<InetSocketAddress> address(String host, int defaultPort) {
        Matcher matcher = Pattern.compile("^(\\[[^\\]]+\\]|[^:\\[\\]]+)(?::(\\d+))?$").matcher(host);
        if (!matcher.matches()) {
            return Optional.empty();
        }
        String name = matcher.group(1).replace("[", "").replace("]", "");
        int port = matcher.group(2) == null ? defaultPort : Integer.parseInt(matcher.group(2));
        return Optional.of(InetSocketAddress.createUnresolved(name, port));
    }

    /**
     * @param within how long the probe may take in all
     * @return true if a server at one of the addresses said anything within that time
     */
    boolean answers(Duration within) {
        long deadline = System.nanoTime() + within.toNanos();
        for (InetSocketAddress address : addresses) {
            int millis = (int) Math.min(Integer.MAX_VALUE, (deadline - System.nanoTime()) / 1_000_000);
            if (millis <= 0) {
                return false;
            }
            if (answers(address, millis)) {
                return true;
            }
        }
        return false;
    }

    private boolean answers(InetSocketAddress address, int millis) {
        try (Socket socket = new Socket()) {
            long start = System.nanoTime();
            socket.connect(new InetSocketAddress(address.getHostString(), address.getPort()), millis);
            int left = millis - (int) ((System.nanoTime() - start) / 1_000_000);
            if (left <= 0) {
                return false;
            }
            socket.setSoTimeout(left);
            if (postgres) {
                OutputStream out = socket.getOutputStream();
                out.write(SSL_REQUEST);
                out.flush();
            }
            InputStream in = socket.getInputStream();
            return in.read() >= 0;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** @return why {@link #answers} said no, for a message */
    String silence() {
        return addresses.isEmpty() ? "its DataSource gives no address to probe"
                : "nothing answered at " + addresses.stream().map(a -> a.getHostString() + ":" + a.getPort()).toList();
    }
}
