package io.shardflake.uuid;

import io.shardflake.error.InvalidConfigurationException;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Where the 48-bit node of a version 1 or 6 UUID comes from.
 *
 * <p>RFC 9562 §6.10 recommends a random node over the MAC address: a MAC in every id tells anyone who sees an id
 * which machine made it, and when. So {@link #random(RandomGenerator)} is the default of the generators. It sets
 * the multicast bit (the least significant bit of the first octet), which no network card's address has, so a
 * random node can never equal a real MAC address. {@link #macAddress()} is there for systems that want the
 * classic behaviour, such as back-filling ids that must match old ones (seed 001).
 */
public final class UuidNode {

    /** The multicast bit of the first octet: set in random nodes, clear in every card's MAC address. */
    public static final long MULTICAST_BIT = 1L << 40;

    private UuidNode() {
    }

    /**
     * @param random the random source
     * @return 47 random bits with the multicast bit set
     */
    public static long random(RandomGenerator random) {
        return (random.nextLong() & UuidBits.MAX_NODE) | MULTICAST_BIT;
    }

    /**
     * The MAC address of this machine: of the physical network interface that is up (else any physical one) with
     * the lowest index, so the same machine gives the same node on every start.
     *
     * @return the MAC address as 48 bits
     * @throws InvalidConfigurationException if the machine has no physical interface with a MAC address (as in
     *     some containers), or the interfaces cannot be listed
     */
    public static long macAddress() {
        return choose(cards(), null);
    }

    /**
     * @param interfaceName the name of the interface, e.g. {@code eth0}
     * @return its MAC address as 48 bits
     * @throws InvalidConfigurationException if there is no such interface, or it has no usable MAC address
     */
    public static long macAddress(String interfaceName) {
        if (interfaceName == null || interfaceName.isBlank()) {
            throw new InvalidConfigurationException("network interface", interfaceName, "an interface name");
        }
        return choose(cards(), interfaceName);
    }

    static long choose(List<NetworkCard> cards, String interfaceName) {
        if (interfaceName != null) {
            for (NetworkCard card : cards) {
                if (card.name().equals(interfaceName)) {
                    if (!card.hasUsableMac()) {
                        throw new InvalidConfigurationException("network interface", interfaceName,
                                "an interface with a 6-byte MAC address that is not loopback or virtual");
                    }
                    return card.mac();
                }
            }
            throw new InvalidConfigurationException("network interface", interfaceName,
                    "one of " + names(cards));
        }
        return cards.stream()
                .filter(NetworkCard::hasUsableMac)
                .min(Comparator.comparing((NetworkCard card) -> !card.up()).thenComparingInt(NetworkCard::index))
                .map(NetworkCard::mac)
                .orElseThrow(() -> new InvalidConfigurationException("node", "MAC address",
                        "a machine with a physical network interface that has a MAC address (found "
                                + names(cards) + "); use a random node instead"));
    }

    private static List<NetworkCard> cards() {
        try {
            List<NetworkCard> cards = new ArrayList<>();
            Enumeration<NetworkInterface> all = NetworkInterface.getNetworkInterfaces();
            while (all != null && all.hasMoreElements()) {
                cards.add(NetworkCard.of(all.nextElement()));
            }
            return cards;
        } catch (SocketException e) {
            InvalidConfigurationException error = new InvalidConfigurationException("node", "MAC address",
                    "a machine whose network interfaces can be listed (" + e.getMessage() + ")");
            error.initCause(e);
            throw error;
        }
    }

    private static String names(List<NetworkCard> cards) {
        return cards.isEmpty() ? "no interfaces"
                : cards.stream().map(NetworkCard::name).reduce((a, b) -> a + ", " + b).orElseThrow();
    }
}
