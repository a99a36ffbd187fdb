package io.shardflake.uuid;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.WallClock;
import io.shardflake.snapshot.Crac;
import java.security.SecureRandom;
import java.util.function.Function;
import java.util.random.RandomGenerator;

/**
 * Builds a {@link GregorianUuidGenerator} of version 1 or version 6: the two share their settings (clock, node, clock
 * sequence), so they share this builder. Get one from {@link UuidV1Generator#builder()} or
 * {@link UuidV6Generator#builder()}.
 *
 * <pre>{@code
 * UuidV1Generator generator = UuidV1Generator.builder().build();              // SecureRandom node and clock sequence
 * UuidV6Generator mac = UuidV6Generator.builder().macAddressNode().build();   // this machine's MAC address
 * }</pre>
 *
 * @param <G> the generator built
 */
public final class GregorianUuidBuilder<G extends GregorianUuidGenerator> {

    private enum NodeKind { RANDOM, FIXED, MAC_ADDRESS }

    private final Function<GregorianClock, G> factory;
    private ClockSettings clockSettings = ClockSettings.DEFAULT;
    // Null: a SecureRandom made at build time, used twice (node, clock sequence) and dropped.
    private RandomGenerator random;
    private NodeKind nodeKind = NodeKind.RANDOM;
    private long node;
    private String interfaceName;
    private Integer clockSequence;

    GregorianUuidBuilder(Function<GregorianClock, G> factory) {
        this.factory = factory;
    }

    /**
     * @param settings the clock policy, wall clock and sleeper; by default {@link ClockSettings#DEFAULT}, whose wall
     *     clock here is {@link WallClock#system()}: the timestamp counts 100 ns and needs a clock finer than a
     *     millisecond (not {@link WallClock#ticking()})
     * @return this builder
     */
    public GregorianUuidBuilder<G> clock(ClockSettings settings) {
        if (settings == null) {
            throw new InvalidConfigurationException("clock settings", null, "clock settings");
        }
        this.clockSettings = settings;
        return this;
    }

    /**
     * Uses a random node with the multicast bit set (the default; RFC 9562 §6.10), drawn at build time and drawn anew
     * from the operating system after each restore of the JVM ({@link GregorianUuidGenerator#afterRestore()}).
     *
     * @return this builder
     */
    public GregorianUuidBuilder<G> randomNode() {
        this.nodeKind = NodeKind.RANDOM;
        return this;
    }

    /**
     * @param node the node in every UUID, 0 to 2^48 - 1 (checked by {@link #build()})
     * @return this builder
     */
    public GregorianUuidBuilder<G> node(long node) {
        this.nodeKind = NodeKind.FIXED;
        this.node = node;
        return this;
    }

    /**
     * Uses this machine's MAC address as the node (see {@link UuidNode#macAddress()}), read at build time. Every
     * UUID then tells which machine made it; prefer the random node unless the MAC is wanted.
     *
     * @return this builder
     */
    public GregorianUuidBuilder<G> macAddressNode() {
        this.nodeKind = NodeKind.MAC_ADDRESS;
        this.interfaceName = null;
        return this;
    }

    /**
     * @param interfaceName the network interface whose MAC address is the node, e.g. {@code eth0}
     * @return this builder
     */
    public GregorianUuidBuilder<G> macAddressNode(String interfaceName) {
        if (interfaceName == null || interfaceName.isBlank()) {
            throw new InvalidConfigurationException("network interface", interfaceName, "an interface name");
        }
        this.nodeKind = NodeKind.MAC_ADDRESS;
        this.interfaceName = interfaceName;
        return this;
    }

    /**
     * @param clockSequence the first clock sequence, 0 to 16383 (checked by {@link #build()}); by default random. A
     *     restore of the JVM draws a new one at random either way ({@link GregorianUuidGenerator#afterRestore()}).
     * @return this builder
     */
    public GregorianUuidBuilder<G> clockSequence(int clockSequence) {
        this.clockSequence = clockSequence;
        return this;
    }

    /**
     * @param random draws the random node and the first clock sequence, once, at build time; by default a new
     *     {@link SecureRandom}, so that neither can be predicted from other output of the JVM's fast random
     *     generators (RFC 9562 §6.9). Give a seeded source only to replay UUIDs in a test. After a restore of the
     *     JVM both are drawn from the operating system instead, as this source's state is the same in every copy.
     * @return this builder
     */
    public GregorianUuidBuilder<G> random(RandomGenerator random) {
        if (random == null) {
            throw new InvalidConfigurationException("random", null, "a random generator");
        }
        this.random = random;
        return this;
    }

    /**
     * @return the generator
     * @throws InvalidConfigurationException if the node or clock sequence is out of range, the MAC address was
     *     asked for and the machine has none, or the wall clock reads outside 1582-10-15 to 5236
     */
    public G build() {
        RandomGenerator random = this.random != null ? this.random : new SecureRandom();
        long chosenNode = chooseNode(random);
        int firstSequence;
        if (clockSequence == null) {
            firstSequence = random.nextInt(UuidBits.MAX_CLOCK_SEQUENCE + 1);
        } else if (clockSequence < 0 || clockSequence > UuidBits.MAX_CLOCK_SEQUENCE) {
            throw new InvalidConfigurationException("clock sequence", clockSequence,
                    "0.." + UuidBits.MAX_CLOCK_SEQUENCE + " (14 bits)");
        } else {
            firstSequence = clockSequence;
        }
        G generator = factory.apply(new GregorianClock(clockSettings, chosenNode, nodeKind == NodeKind.RANDOM,
                firstSequence));
        generator.cracResource = Crac.register(generator).orElse(null);
        return generator;
    }

    private long chooseNode(RandomGenerator random) {
        switch (nodeKind) {
            case FIXED:
                if (node < 0 || node > UuidBits.MAX_NODE) {
                    throw new InvalidConfigurationException("node", "0x" + Long.toHexString(node),
                            "0..0xffffffffffff (48 bits)");
                }
                return node;
            case MAC_ADDRESS:
                return interfaceName == null ? UuidNode.macAddress() : UuidNode.macAddress(interfaceName);
            default:
                return UuidNode.random(random);
        }
    }
}
