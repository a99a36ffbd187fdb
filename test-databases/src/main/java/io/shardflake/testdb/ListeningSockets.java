package io.shardflake.testdb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The TCP sockets a process listens on, from Linux's {@code /proc}: what the kernel says, not what the process was
 * told. Linux only, like the private MariaDB itself.
 */
public final class ListeningSockets {

    private static final String LISTEN = "0A";

    private ListeningSockets() {
    }

    /**
     * @param pid a process of this machine
     * @return e.g. {@code [127.0.0.1:41234]}: every address:port the process listens on
     * @throws UncheckedIOException if the process's file descriptors cannot be listed (gone, or not ours)
     */
    public static List<String> of(long pid) {
        Set<String> inodes = socketInodes(pid);
        List<String> listening = new ArrayList<>();
        for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
            List<String> lines;
            try {
                lines = Files.readAllLines(Paths.get(table));
            } catch (IOException e) {
                continue; // no IPv6 on this machine
            }
            for (String line : lines.subList(1, lines.size())) {
                String[] columns = line.strip().split("\\s+");
                // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
                if (columns.length > 9 && columns[3].equals(LISTEN) && inodes.contains(columns[9])) {
                    listening.add(address(columns[1]));
                }
            }
        }
        return listening;
    }

    private static Set<String> socketInodes(long pid) {
        Set<String> inodes = new HashSet<>();
        try (Stream<Path> fds = Files.list(Paths.get("/proc", Long.toString(pid), "fd"))) {
            fds.forEach(fd -> {
                try {
                    String target = Files.readSymbolicLink(fd).toString();
                    if (target.startsWith("socket:[")) {
                        inodes.add(target.substring("socket:[".length(), target.length() - 1));
                    }
                } catch (IOException e) {
                    // closed meanwhile
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the sockets of pid " + pid, e);
        }
        return inodes;
    }

    /** {@code 0100007F:A0B2} (IPv4 in host byte order, little-endian words for IPv6) to {@code 127.0.0.1:41138}. */
    private static String address(String hex) {
        String[] parts = hex.split(":");
        byte[] bytes = new byte[parts[0].length() / 2];
        // Each 32-bit word is stored in the machine's (little-endian) order.
        for (int word = 0; word < bytes.length / 4; word++) {
            for (int i = 0; i < 4; i++) {
                bytes[word * 4 + i] = (byte) Integer.parseInt(
                        parts[0].substring(word * 8 + (3 - i) * 2, word * 8 + (3 - i) * 2 + 2), 16);
            }
        }
        try {
            return InetAddress.getByAddress(bytes).getHostAddress() + ":" + new BigInteger(parts[1], 16);
        } catch (UnknownHostException e) {
            throw new IllegalStateException("not an address: " + hex, e);
        }
    }
}
