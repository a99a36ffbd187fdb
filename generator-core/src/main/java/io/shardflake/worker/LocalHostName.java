package io.shardflake.worker;

import io.shardflake.error.InvalidConfigurationException;
import java.net.InetAddress;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.UnaryOperator;

/**
 * Finds this host's name, by one rule for everything that needs it: the sources that derive a worker id from it
 * and the database lease, which writes it as the holder and takes a live lease of the same host and source for this
 * host's own earlier run.
 *
 * <p>{@code HOSTNAME} comes first because it is what Kubernetes and Docker set to the pod or container name,
 * which is exactly the name those sources want; {@link InetAddress#getLocalHost()} is the portable second choice.
 * When both fail there is no third: a random name would hand out a random worker id, and the collision would
 * surface much later as duplicate keys. A lookup that answers {@code localhost} is refused too: every misconfigured
 * machine answers that, so the hash sources would give them all one worker id, and the lease would take another
 * machine's live lease for an earlier run of this one (and name no real host in its table and messages).
 */
public final class LocalHostName {

    /** The environment variable read first. */
    static final String ENVIRONMENT_VARIABLE = "HOSTNAME";

    private static final String PARAMETER = "host name";

    private LocalHostName() {
    }

    /**
     * @param neededBy what needs the name, for the message if none is found, e.g. {@code the worker lease}
     * @param instead what the user can do instead of setting {@code HOSTNAME}, in the words of the caller's API (a
     *     setting or a method), for the same message; empty when there is nothing else
     * @return this host's name, from {@code HOSTNAME}, else {@link InetAddress#getLocalHost()}, never
     *     {@code localhost}
     * @throws InvalidConfigurationException if neither gives a name other than {@code localhost}
     */
    public static String resolve(String neededBy, String instead) {
        return resolve(neededBy, instead, System::getenv, () -> InetAddress.getLocalHost().getHostName());
    }

    /** {@link #resolve(String, String)} for a worker id strategy. */
    static String resolve(String strategy) {
        return resolve(strategy, System::getenv, () -> InetAddress.getLocalHost().getHostName());
    }

    /** {@link #resolve(String)} with the environment and the lookup injected, so tests can make both fail. */
    static String resolve(String strategy, UnaryOperator<String> environment, Callable<String> localHostLookup) {
        return resolve("the " + strategy + " worker id source",
                "give the host name explicitly, or choose another worker id strategy", environment, localHostLookup);
    }

    /** {@link #resolve(String, String)} with the environment and the lookup injected. */
    static String resolve(String neededBy, String instead, UnaryOperator<String> environment,
            Callable<String> localHostLookup) {
        String fromEnvironment = environment.apply(ENVIRONMENT_VARIABLE);
        if (fromEnvironment != null && !fromEnvironment.isBlank()) {
            return fromEnvironment.trim();
        }
        String fromLookup;
        try {
            fromLookup = localHostLookup.call();
        } catch (Exception | LinkageError e) {
            InvalidConfigurationException error =
                    notFound(neededBy, instead, "InetAddress.getLocalHost() failed: " + e);
            error.initCause(e);
            throw error;
        }
        if (fromLookup == null || fromLookup.isBlank()) {
            throw notFound(neededBy, instead, "InetAddress.getLocalHost() gave no name");
        }
        if (fromLookup.trim().toLowerCase(Locale.ROOT).equals("localhost")) {
            // Every misconfigured machine answers "localhost", so they would all get the same worker id.
            throw notFound(neededBy, instead,
                    "InetAddress.getLocalHost() gave only \"localhost\", which every host shares");
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

    private static InvalidConfigurationException notFound(String neededBy, String instead, String why) {
        return new InvalidConfigurationException(PARAMETER, "(unknown)",
                "a name from the " + ENVIRONMENT_VARIABLE + " environment variable or InetAddress.getLocalHost(),"
                        + " needed by " + neededBy + "; " + ENVIRONMENT_VARIABLE + " is not set and " + why + ". Set "
                        + ENVIRONMENT_VARIABLE + (instead.isEmpty() ? "" : ", " + instead));
    }
}
