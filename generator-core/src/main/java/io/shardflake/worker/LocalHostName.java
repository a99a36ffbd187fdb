package io.shardflake.worker;

import io.shardflake.InvalidConfigurationException;
import java.net.InetAddress;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.UnaryOperator;

/**
 * Finds this host's name for the sources that derive a worker id from it.
 *
 * <p>{@code HOSTNAME} comes first because it is what Kubernetes and Docker set to the pod or container name,
 * which is exactly the name those sources want; {@link InetAddress#getLocalHost()} is the portable second choice.
 * When both fail there is no third: a random name would hand out a random worker id, and the collision would
 * surface much later as duplicate keys.
 */
final class LocalHostName {

    /** The environment variable read first. */
    static final String ENVIRONMENT_VARIABLE = "HOSTNAME";

    private static final String PARAMETER = "host name";

    private LocalHostName() {
    }

    /**
     * @param strategy the source asking, named in the message if no name is found
     * @return this host's name
     * @throws InvalidConfigurationException if neither {@code HOSTNAME} nor the local host lookup gives one
     */
    static String resolve(String strategy) {
        return resolve(strategy, System::getenv, () -> InetAddress.getLocalHost().getHostName());
    }

    /**
     * The same as {@link #resolve(String)} with the environment and the lookup injected, so tests can make both
     * fail.
     */
    static String resolve(String strategy, UnaryOperator<String> environment, Callable<String> localHostLookup) {
        String fromEnvironment = environment.apply(ENVIRONMENT_VARIABLE);
        if (fromEnvironment != null && !fromEnvironment.isBlank()) {
            return fromEnvironment.trim();
        }
        String fromLookup;
        try {
            fromLookup = localHostLookup.call();
        } catch (Exception | LinkageError e) {
            InvalidConfigurationException error = notFound(strategy, "InetAddress.getLocalHost() failed: " + e);
            error.initCause(e);
            throw error;
        }
        if (fromLookup == null || fromLookup.isBlank()) {
            throw notFound(strategy, "InetAddress.getLocalHost() gave no name");
        }
        if (fromLookup.trim().toLowerCase(Locale.ROOT).equals("localhost")) {
            // Every misconfigured machine answers "localhost", so they would all get the same worker id.
            throw notFound(strategy, "InetAddress.getLocalHost() gave only \"localhost\", which every host shares");
        }
        return fromLookup.trim();
    }

    /**
     * @param hostname a host name given explicitly
     * @param strategy the source it is for, named in the message
     * @return the name without surrounding blanks
     * @throws InvalidConfigurationException if it is null or blank
     */
    static String requireNonBlank(String hostname, String strategy) {
        if (hostname == null || hostname.isBlank()) {
            throw new InvalidConfigurationException(PARAMETER, hostname == null ? null : "\"" + hostname + "\"",
                    "a non-blank host name for the " + strategy + " worker id source");
        }
        return hostname.trim();
    }

    private static InvalidConfigurationException notFound(String strategy, String why) {
        return new InvalidConfigurationException(PARAMETER, "(unknown)",
                "a name from the " + ENVIRONMENT_VARIABLE + " environment variable or InetAddress.getLocalHost(),"
                        + " needed by the " + strategy + " worker id source; " + ENVIRONMENT_VARIABLE
                        + " is not set and " + why + ". Set " + ENVIRONMENT_VARIABLE
                        + ", give the host name explicitly, or choose another worker id strategy");
    }
}
