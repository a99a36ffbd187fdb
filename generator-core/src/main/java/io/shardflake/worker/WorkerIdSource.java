package io.shardflake.worker;

import java.net.Inet4Address;
import java.util.Optional;

/**
 * Where a generator's worker id comes from.
 *
 * <p>A worker id tells apart the processes that make ids at the same time: two live generators with the same
 * layout and the same worker id can make the same id. A source is asked once, when a generator is built, with
 * the largest value the layout's worker field holds ({@code 2^bits - 1}); it answers a value in
 * {@code [0, maxWorkerId]} or throws {@link io.shardflake.error.InvalidConfigurationException}. It never masks a value
 * it was given and never falls back to a random one.
 *
 * <p>The strategies:
 * <ul>
 *   <li>{@link #fixed(int)}: a number from configuration; the operator guarantees uniqueness.</li>
 *   <li>{@link #hostnameHash()}: a stable hash of the host name. No coordination, but two hosts can collide;
 *       see {@link HostnameHashWorkerId#collisionProbability(int, int)}.</li>
 *   <li>{@link #statefulSetOrdinal()}: the ordinal of a Kubernetes StatefulSet pod ({@code orders-3} → 3).
 *       Unique within one StatefulSet as long as it has at most {@code maxWorkerId + 1} replicas.</li>
 *   <li>{@link #ipv4LowBits()}: the low bits of the host's private IPv4 address, as Sonyflake does. Unique within
 *       one subnet of {@code 2^bits} addresses.</li>
 * </ul>
 * The factories that look at the machine (host name, network interfaces) do so when called, so a
 * misconfigured host fails when the generator is built, not on the first insert.
 */
public interface WorkerIdSource {

    /**
     * Hands out this source's worker id for a worker field of a given size, with what comes with it: the fence a
     * generator checks before every id and the earliest time its ids may carry ({@link WorkerClaim}). The simple
     * strategies answer the same unfenced claim for the same {@code maxWorkerId} every time; a lease answers its
     * own fence, so a generator built from it can never run on after the lease is lost.
     *
     * @param maxWorkerId the largest value the worker field holds, {@code 2^bits - 1}, between 0 and
     *     {@link Integer#MAX_VALUE}
     * @return the claim, with a worker id in {@code [0, maxWorkerId]}
     * @throws io.shardflake.error.InvalidConfigurationException if this source's value does not fit the field; the
     *     message names the source, the value and the range
     * @throws IllegalArgumentException if {@code maxWorkerId} is negative
     */
    WorkerClaim claim(int maxWorkerId);

    /**
     * Asked by a generator whose wall clock is behind the time in its ids by more than it may wait (a clock stepped
     * back, a restart behind in time): another claim whose ids may start at the wall clock's time, so ids go on at
     * once instead of being refused until the clock catches up. Only a source that can hand out another worker id
     * safely — a database lease whose earlier holders' reservations it can read — answers one; the current claim is
     * then given back. The default answers none.
     *
     * @param current the claim the generator was using
     * @param maxWorkerId the largest value the generator's worker field holds
     * @return another claim, or empty when this source cannot switch
     */
    default Optional<WorkerClaim> claimInstead(WorkerClaim current, int maxWorkerId) {
        return Optional.empty();
    }

    /**
     * A short text for messages, logs and the actuator, naming the strategy and its input, e.g.
     * {@code hostname-hash(web-7)}, {@code fixed(12)}, {@code statefulset-ordinal(orders-3)},
     * {@code ipv4-low-bits(10.1.2.3)}.
     *
     * @return the strategy and its input
     */
    String description();

    /**
     * A worker id given by the operator, e.g. from {@code shardflake.worker.id}.
     *
     * @param workerId the worker id; checked against the field's range by {@link #claim(int)}, never masked
     * @return a source that always answers {@code workerId}
     * @throws io.shardflake.error.InvalidConfigurationException if {@code workerId} is negative (parameter
     *     {@code worker id}; the caller may restate it under its property key with
     *     {@link io.shardflake.error.InvalidConfigurationException#renamed(String)})
     */
    static WorkerIdSource fixed(int workerId) {
        return new FixedWorkerId(workerId);
    }

    /**
     * A hash of this host's name: the {@code HOSTNAME} environment variable if set, else
     * {@link java.net.InetAddress#getLocalHost()}{@code .getHostName()}.
     *
     * @return a source hashing this host's name
     * @throws io.shardflake.error.InvalidConfigurationException if neither gives a usable host name (a random value
     *     would be no better than a collision waiting to happen, so there is no fallback)
     * @see HostnameHashWorkerId
     */
    static WorkerIdSource hostnameHash() {
        return new HostnameHashWorkerId(LocalHostName.resolve(HostnameHashWorkerId.STRATEGY));
    }

    /**
     * A hash of the given host name.
     *
     * @param hostname the host name, hashed as given (case and domain included)
     * @return a source hashing {@code hostname}
     * @throws io.shardflake.error.InvalidConfigurationException if {@code hostname} is null or blank
     * @see HostnameHashWorkerId
     */
    static WorkerIdSource hostnameHash(String hostname) {
        return new HostnameHashWorkerId(LocalHostName.requireNonBlank(hostname, HostnameHashWorkerId.STRATEGY));
    }

    /**
     * The ordinal of this Kubernetes StatefulSet pod, read from its host name ({@code HOSTNAME}, else
     * {@link java.net.InetAddress#getLocalHost()}{@code .getHostName()}).
     *
     * @return a source answering the pod's ordinal
     * @throws io.shardflake.error.InvalidConfigurationException if there is no host name, or it is not of the form
     *     {@code <name>-<ordinal>}
     * @see #statefulSetOrdinal(String)
     */
    static WorkerIdSource statefulSetOrdinal() {
        return StatefulSetOrdinalWorkerId.parse(LocalHostName.resolve(StatefulSetOrdinalWorkerId.STRATEGY));
    }

    /**
     * The ordinal in a StatefulSet pod name: the number after the last hyphen, e.g. {@code orders-3} → 3,
     * {@code my-app-db-12} → 12. A fully qualified name ({@code orders-3.orders.default.svc}) is cut at its first
     * dot.
     *
     * @param hostname the pod's host name
     * @return a source answering the ordinal
     * @throws io.shardflake.error.InvalidConfigurationException if {@code hostname} is not of the form
     *     {@code <name>-<ordinal>} with a decimal ordinal of at most {@link Integer#MAX_VALUE}
     */
    static WorkerIdSource statefulSetOrdinal(String hostname) {
        return StatefulSetOrdinalWorkerId.parse(hostname);
    }

    /**
     * The low bits of this host's first private IPv4 address: the first network interface that is up and not a
     * loopback, with a site-local address (10/8, 172.16/12, 192.168/16).
     *
     * @return a source answering the address's low bits
     * @throws io.shardflake.error.InvalidConfigurationException if the host has no such address
     * @see Ipv4WorkerId
     */
    static WorkerIdSource ipv4LowBits() {
        return new Ipv4WorkerId(Ipv4WorkerId.firstSiteLocalAddress());
    }

    /**
     * The low bits of the given IPv4 address, any address (the caller chose it).
     *
     * @param address the address
     * @return a source answering the address's low bits
     * @throws NullPointerException if {@code address} is null
     * @see Ipv4WorkerId
     */
    static WorkerIdSource ipv4LowBits(Inet4Address address) {
        return new Ipv4WorkerId(address);
    }
}
