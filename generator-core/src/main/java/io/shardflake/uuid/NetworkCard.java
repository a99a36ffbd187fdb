package io.shardflake.uuid;

import java.net.NetworkInterface;
import java.net.SocketException;

/**
 * What {@link UuidNode} needs to know of a network interface, as a plain value so the choice of MAC address can be
 * tested without the machine's real interfaces.
 */
record NetworkCard(String name, int index, byte[] hardwareAddress, boolean up, boolean loopback, boolean virtual) {

    static NetworkCard of(NetworkInterface nic) throws SocketException {
        return new NetworkCard(nic.getName(), nic.getIndex(), nic.getHardwareAddress(), nic.isUp(), nic.isLoopback(),
                nic.isVirtual());
    }

    /** A MAC address fit for a node: a physical (not loopback, not virtual) interface with 6 non-zero bytes. */
    boolean hasUsableMac() {
        if (loopback || virtual || hardwareAddress == null || hardwareAddress.length != 6) {
            return false;
        }
        for (byte b : hardwareAddress) {
            if (b != 0) {
                return true;
            }
        }
        return false;
    }

    long mac() {
        long mac = 0;
        for (byte b : hardwareAddress) {
            mac = mac << 8 | (b & 0xFF);
        }
        return mac;
    }
}
