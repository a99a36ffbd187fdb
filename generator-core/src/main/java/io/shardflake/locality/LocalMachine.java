package io.shardflake.locality;

import io.shardflake.error.InvalidConfigurationException;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.Iterator;
import java.util.OptionalInt;

/** The default process id and MAC fragment of a Locality UUID generator: what this JVM and machine are. */
final class LocalMachine {

    private LocalMachine() {
    }

    /** @return this JVM's process id mod 65,536 (the field has 16 bits; macOS pids go higher) */
    static int processId() {
        return (int) (ProcessHandle.current().pid() & LocalityUuid.MAX_PROCESS_ID);
    }

    /**
     * The last 28 bits of the first active MAC address: the first interface, in the operating system's order, that
     * is up, neither loopback nor virtual, and has a 6-byte hardware address. Virtual interfaces are skipped
     * because their addresses are often made up and shared between machines.
     *
     * @return the fragment, or empty if the machine has no such interface
     * @throws InvalidConfigurationException if the interfaces cannot be read; the caller may set the fragment
     */
    static OptionalInt macFragment() {
        try {
            Iterator<NetworkInterface> interfaces = NetworkInterface.networkInterfaces().iterator();
            while (interfaces.hasNext()) {
                NetworkInterface candidate = interfaces.next();
                if (!candidate.isUp() || candidate.isLoopback() || candidate.isVirtual()) {
                    continue;
                }
                byte[] mac = candidate.getHardwareAddress();
                if (mac != null && mac.length == 6) {
                    return OptionalInt.of(fragmentOf(mac));
                }
            }
            return OptionalInt.empty();
        } catch (SocketException e) {
            String value = "unreadable (" + e.getMessage() + ")";
            String allowed = "the MAC address of an active network interface, but the interfaces could not be read";
            InvalidConfigurationException failure = new InvalidConfigurationException("MAC fragment", value, allowed,
                    "MAC fragment = " + value + " is not allowed: " + allowed + ". Give the generator its fragment:"
                            + " LocalityUuidGenerator.builder().macFragment(...)");
            failure.initCause(e);
            throw failure;
        }
    }

    /**
     * @param mac a 6-byte MAC address
     * @return its last 28 bits
     */
    static int fragmentOf(byte[] mac) {
        return (mac[2] & 0x0F) << 24 | (mac[3] & 0xFF) << 16 | (mac[4] & 0xFF) << 8 | (mac[5] & 0xFF);
    }
}
