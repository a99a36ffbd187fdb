package io.shardflake.worker;

import io.shardflake.error.InvalidConfigurationException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A worker id made of the low bits of an IPv4 address, as Sonyflake makes its machine id from the low 16 bits of
 * a private address: {@code 10.1.2.3} gives {@code 0x0203 = 515} in 16 bits and {@code 3} in 8 bits. The number
 * of bits is the bit length of the worker field's maximum.
 *
 * <p><b>The catch.</b> Only addresses within one block of {@code 2^bits} addresses are told apart: with 16 bits,
 * {@code 10.1.2.3} and {@code 10.9.2.3} (different /16 subnets) get the same worker id, and with 10 bits any two
 * hosts whose addresses agree in their last 10 bits do. Use it when all writers live in one subnet no larger
 * than the field, e.g. one VPC subnet of a /16 with a 16-bit field.
 *
 * <p>Without an explicit address, the first site-local (10/8, 172.16/12, 192.168/16) IPv4 address of the first
 * network interface that is up and not a loopback is used; public addresses are passed over because their low
 * bits say nothing about uniqueness within the cluster. No such address is an error, never a random id.
 */
final class Ipv4WorkerId implements WorkerIdSource {

    static final String STRATEGY = "ipv4-low-bits";

    private static final String PARAMETER = "IPv4 address";

    private final Inet4Address address;

    Ipv4WorkerId(Inet4Address address) {
        this.address = Objects.requireNonNull(address, "address");
    }

    @Override
    public WorkerClaim claim(int maxWorkerId) {
        WorkerIdRange.checkMax(maxWorkerId);
        int bits = WorkerIdRange.bitLength(maxWorkerId);
        int lowBits = asInt(address) & (int) ((1L << bits) - 1);
        if (lowBits > maxWorkerId) {
            // Only when the maximum is not 2^bits - 1: the low bits fit the width but not the range.
            throw new InvalidConfigurationException("worker id from " + description(), lowBits,
                    WorkerIdRange.describe(maxWorkerId));
        }
        return WorkerClaim.unfenced(lowBits, description());
    }

    @Override
    public String description() {
        return STRATEGY + "(" + address.getHostAddress() + ")";
    }

    @Override
    public String toString() {
        return description();
    }

    private static int asInt(Inet4Address address) {
        byte[] b = address.getAddress();
        return (b[0] & 0xff) << 24 | (b[1] & 0xff) << 16 | (b[2] & 0xff) << 8 | (b[3] & 0xff);
    }

    /** One address of one network interface, as far as choosing an address is concerned. */
    record InterfaceAddress(String interfaceName, boolean up, boolean loopback, InetAddress address) {
    }

    /**
     * @return this host's first private IPv4 address
     * @throws InvalidConfigurationException if it has none, listing what it has
     */
    static Inet4Address firstSiteLocalAddress() {
        List<InterfaceAddress> candidates = new ArrayList<>();
        try {
            for (NetworkInterface networkInterface : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                boolean up = networkInterface.isUp();
                boolean loopback = networkInterface.isLoopback();
                for (InetAddress address : Collections.list(networkInterface.getInetAddresses())) {
                    candidates.add(new InterfaceAddress(networkInterface.getName(), up, loopback, address));
                }
            }
        } catch (SocketException e) {
            String allowed = "a site-local IPv4 address of this host, but its network interfaces could not be listed: "
                    + e;
            InvalidConfigurationException error = new InvalidConfigurationException(PARAMETER, "(unknown)", allowed,
                    refusal("(unknown)", allowed));
            error.initCause(e);
            throw error;
        }
        return firstSiteLocalAddress(candidates);
    }

    /** The choice itself, apart from the machine, so tests can hand it any interfaces. */
    static Inet4Address firstSiteLocalAddress(List<InterfaceAddress> candidates) {
        for (InterfaceAddress candidate : candidates) {
            if (candidate.up() && !candidate.loopback() && candidate.address() instanceof Inet4Address
                    && candidate.address().isSiteLocalAddress()) {
                return (Inet4Address) candidate.address();
            }
        }
        List<String> seen = new ArrayList<>();
        for (InterfaceAddress candidate : candidates) {
            seen.add(candidate.interfaceName() + " " + candidate.address().getHostAddress()
                    + (candidate.up() ? "" : " (down)") + (candidate.loopback() ? " (loopback)" : ""));
        }
        String allowed = "a site-local (10/8, 172.16/12, 192.168/16) IPv4 address on an interface that is up and not a"
                + " loopback; this host has " + seen;
        throw new InvalidConfigurationException(PARAMETER, "(none)", allowed, refusal("(none)", allowed));
    }

    /** The message in the words of the Java API, which the settings restate in theirs. */
    private static String refusal(String value, String allowed) {
        return PARAMETER + " = " + value + " is not allowed: " + allowed + ", for the " + STRATEGY + " worker id"
                + " source. Give the address explicitly (ipv4LowBits(address)) or choose another worker id source";
    }
}
