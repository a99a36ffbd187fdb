package io.shardflake.worker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.worker.Ipv4WorkerId.InterfaceAddress;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class Ipv4WorkerIdTest {

    @ParameterizedTest(name = "{0} with max {1} -> {2}")
    @CsvSource({
        "10.1.2.3,        65535,      515",
        "10.1.2.3,        255,        3",
        "10.1.2.3,        1023,       515",
        "10.1.2.3,        0,          0",
        "192.168.255.254, 65535,      65534",
        "172.16.0.1,      1023,       1",
        "255.255.255.255, 2147483647, 2147483647",
        "128.0.0.1,       2147483647, 1",
    })
    void takesTheLowBitsOfTheAddress(String address, int maxWorkerId, int workerId) throws Exception {
        assertThat(WorkerIdSource.ipv4LowBits(ipv4(address)).claim(maxWorkerId).workerId()).isEqualTo(workerId);
    }

    @Test
    void hostsInDifferentSubnetsCanCollideAsDocumented() throws Exception {
        int first = WorkerIdSource.ipv4LowBits(ipv4("10.1.2.3")).claim(65535).workerId();
        int second = WorkerIdSource.ipv4LowBits(ipv4("10.9.2.3")).claim(65535).workerId();

        assertThat(first).isEqualTo(second);
    }

    @Test
    void rejectsLowBitsAboveAMaximumThatIsNotAllOnes() throws Exception {
        WorkerIdSource source = WorkerIdSource.ipv4LowBits(ipv4("10.1.3.250"));

        assertThatThrownBy(() -> source.claim(1000).workerId())
                .isExactlyInstanceOf(InvalidConfigurationException.class)
                .hasMessage("worker id from ipv4-low-bits(10.1.3.250) = 1018 is not allowed: 0..1000");
    }

    @Test
    void describesItselfWithTheAddress() throws Exception {
        assertThat(WorkerIdSource.ipv4LowBits(ipv4("10.1.2.3")).description()).isEqualTo("ipv4-low-bits(10.1.2.3)");
    }

    @Test
    void choosesTheFirstPrivateAddressOfAnInterfaceThatIsUpAndNotALoopback() throws Exception {
        List<InterfaceAddress> interfaces = List.of(
                new InterfaceAddress("lo", true, true, InetAddress.getByName("127.0.0.1")),
                new InterfaceAddress("eth0", false, false, InetAddress.getByName("10.0.0.9")),
                new InterfaceAddress("eth1", true, false, InetAddress.getByName("fd00::1")),
                new InterfaceAddress("eth1", true, false, InetAddress.getByName("203.0.113.5")),
                new InterfaceAddress("eth2", true, false, InetAddress.getByName("172.20.1.7")),
                new InterfaceAddress("eth3", true, false, InetAddress.getByName("192.168.1.2")));

        assertThat(Ipv4WorkerId.firstSiteLocalAddress(interfaces)).isEqualTo(ipv4("172.20.1.7"));
    }

    @Test
    void failsListingWhatItFoundWhenThereIsNoPrivateAddress() throws Exception {
        List<InterfaceAddress> interfaces = List.of(
                new InterfaceAddress("lo", true, true, InetAddress.getByName("127.0.0.1")),
                new InterfaceAddress("eth0", false, false, InetAddress.getByName("10.0.0.9")),
                new InterfaceAddress("eth1", true, false, InetAddress.getByName("203.0.113.5")));

        assertThatThrownBy(() -> Ipv4WorkerId.firstSiteLocalAddress(interfaces))
                .isExactlyInstanceOf(InvalidConfigurationException.class)
                .hasMessage("IPv4 address = (none) is not allowed: a site-local (10/8, 172.16/12, 192.168/16) IPv4"
                        + " address on an interface that is up and not a loopback; this host has [lo 127.0.0.1"
                        + " (loopback), eth0 10.0.0.9 (down), eth1 203.0.113.5], for the ipv4-low-bits worker id"
                        + " source. Give the address explicitly (ipv4LowBits(address)) or choose another worker id"
                        + " source")
                .satisfies(e -> assertThat(((InvalidConfigurationException) e).allowed()).endsWith("eth1 203.0.113.5]"));
    }

    @Test
    void theDefaultUsesThisHostsPrivateAddressOrSaysWhyItCannot() {
        WorkerIdSource source;
        try {
            source = WorkerIdSource.ipv4LowBits();
        } catch (InvalidConfigurationException e) {
            assertThat(e).hasMessageStartingWith("IPv4 address = (none) is not allowed: a site-local");
            return;
        }
        assertThat(source.description()).startsWith("ipv4-low-bits(");
        assertThat(source.claim(65535).workerId()).isBetween(0, 65535);
    }

    @Test
    void rejectsANullAddress() {
        assertThatThrownBy(() -> WorkerIdSource.ipv4LowBits(null)).isExactlyInstanceOf(NullPointerException.class);
    }

    private static Inet4Address ipv4(String literal) throws UnknownHostException {
        return (Inet4Address) InetAddress.getByName(literal);
    }
}
