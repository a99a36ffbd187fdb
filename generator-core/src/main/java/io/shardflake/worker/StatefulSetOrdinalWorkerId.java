package io.shardflake.worker;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.PrintableText;

/**
 * A worker id read from a Kubernetes StatefulSet pod name: Kubernetes names the pods {@code <name>-0},
 * {@code <name>-1}, … and keeps each name while the pod lives, so the ordinal is unique within the StatefulSet
 * and stable across restarts.
 *
 * <p>The ordinal is the decimal number after the <em>last</em> hyphen ({@code my-app-db-12} → 12), because the
 * StatefulSet's own name may contain hyphens. A fully qualified name is cut at its first dot first, since
 * {@code orders-3.orders.default.svc.cluster.local} names the same pod. Leading zeros are accepted
 * ({@code node-07} → 7) for hosts named by hand; Kubernetes never writes them.
 *
 * <p>An ordinal that does not fit the worker field is an error, not wrapped: pod 1024 of a 10-bit layout would
 * otherwise share an id with pod 0. Two StatefulSets writing with the same layout need different layouts or
 * different strategies.
 */
final class StatefulSetOrdinalWorkerId implements WorkerIdSource {

    static final String STRATEGY = "statefulset-ordinal";

    private static final String EXPECTED_FORM =
            "a StatefulSet pod name of the form <name>-<ordinal>, e.g. orders-3, for the " + STRATEGY
                    + " worker id source";

    private final int ordinal;
    // The pod's name is needed only to say where the ordinal came from, so the text is made once.
    private final String description;

    private StatefulSetOrdinalWorkerId(String hostname, int ordinal) {
        this.ordinal = ordinal;
        this.description = STRATEGY + "(" + hostname + ")";
    }

    /**
     * @param hostname the pod's host name
     * @return the source for its ordinal
     * @throws InvalidConfigurationException naming the host name and the expected form if it has no ordinal
     */
    static StatefulSetOrdinalWorkerId parse(String hostname) {
        String name = LocalHostName.requireNonBlank(hostname, STRATEGY);
        int dot = name.indexOf('.');
        String podName = dot < 0 ? name : name.substring(0, dot);
        int hyphen = podName.lastIndexOf('-');
        if (hyphen <= 0 || hyphen == podName.length() - 1) {
            throw notAPodName(name, "no <name>-<ordinal> in \"" + podName + "\"");
        }
        String digits = podName.substring(hyphen + 1);
        if (!digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw notAPodName(name, "\"" + digits + "\" after the last hyphen is not a decimal number");
        }
        int ordinal;
        try {
            ordinal = Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            // No worker field is wider than 31 bits, so a longer ordinal could never fit.
            throw notAPodName(name, "the ordinal " + digits + " exceeds " + Integer.MAX_VALUE);
        }
        return new StatefulSetOrdinalWorkerId(name, ordinal);
    }

    @Override
    public WorkerClaim claim(int maxWorkerId) {
        WorkerIdRange.checkMax(maxWorkerId);
        if (ordinal > maxWorkerId) {
            throw new InvalidConfigurationException("worker id from " + description(), ordinal,
                    WorkerIdRange.describe(maxWorkerId) + ", so replicas <= " + (maxWorkerId + 1L)
                            + "; widen the worker field or use fewer replicas");
        }
        return WorkerClaim.unfenced(ordinal, description());
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public String toString() {
        return description;
    }

    private static InvalidConfigurationException notAPodName(String hostname, String why) {
        return new InvalidConfigurationException("host name", hostname,
                EXPECTED_FORM + " (" + PrintableText.of(why) + ")");
    }
}
