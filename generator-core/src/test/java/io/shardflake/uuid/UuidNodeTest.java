package io.shardflake.uuid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import java.net.NetworkInterface;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

class UuidNodeTest {

    private static final byte[] MAC_A = {0x02, 0x42, (byte) 0xAC, 0x11, 0x00, 0x02};
    private static final byte[] MAC_B = {0x00, 0x1B, 0x21, 0x3C, 0x4D, 0x5E};

    @Test
    void aRandomNodeHasTheMulticastBitAndFits48Bits() {
        RandomGenerator random = new SplittableRandom(1);
        for (int i = 0; i < 1000; i++) {
            long node = UuidNode.random(random);
            assertThat(node).isBetween(0L, (1L << 48) - 1);
            assertThat(node & UuidNode.MULTICAST_BIT).isNotZero();
        }
        RandomGenerator zero = () -> 0L;
        assertThat(UuidNode.random(zero)).isEqualTo(0x0100_0000_0000L);
    }

    @Test
    void choosesThePhysicalInterfaceThatIsUpWithTheLowestIndex() {
        List<NetworkCard> cards = List.of(
                card("lo", 1, new byte[6], true, true, false),
                card("eth1", 3, MAC_B, true, false, false),
                card("eth0", 2, MAC_A, true, false, false),
                card("eth0:1", 2, MAC_B, true, false, true),
                card("wlan0", 1, MAC_B, false, false, false));

        assertThat(UuidNode.choose(cards, null)).isEqualTo(0x0242AC110002L);
        assertThat(UuidNode.choose(cards, "eth1")).isEqualTo(0x001B213C4D5EL);
        assertThat(UuidNode.choose(List.of(card("wlan0", 1, MAC_B, false, false, false)), null))
                .isEqualTo(0x001B213C4D5EL);
    }

    @Test
    void failsClearlyWithoutAMacAddress() {
        List<NetworkCard> containerLike = List.of(
                card("lo", 1, null, true, true, false),
                card("tun0", 2, null, true, false, false),
                card("dummy0", 3, new byte[6], true, false, false),
                card("ib0", 4, new byte[20], true, false, false));

        assertThatThrownBy(() -> UuidNode.choose(containerLike, null))
                .isInstanceOfSatisfying(InvalidConfigurationException.class,
                        e -> assertThat(e.parameter()).isEqualTo("node"))
                .hasMessageContaining("MAC address")
                .hasMessageContaining("lo, tun0, dummy0, ib0")
                .hasMessageContaining("random node");
        assertThatThrownBy(() -> UuidNode.choose(Collections.emptyList(), null))
                .isInstanceOf(InvalidConfigurationException.class).hasMessageContaining("no interfaces");
        assertThatThrownBy(() -> UuidNode.choose(containerLike, "tun0"))
                .isInstanceOf(InvalidConfigurationException.class).hasMessageContaining("tun0");
        assertThatThrownBy(() -> UuidNode.choose(containerLike, "eth9"))
                .isInstanceOf(InvalidConfigurationException.class).hasMessageContaining("eth9")
                .hasMessageContaining("one of lo, tun0");
    }

    @Test
    void readsThisMachinesMacAddressOrSaysWhyNot() throws Exception {
        List<Long> macs = new java.util.ArrayList<>();
        for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            NetworkCard card = NetworkCard.of(nic);
            if (card.hasUsableMac()) {
                macs.add(card.mac());
            }
        }
        if (macs.isEmpty()) {
            assertThatThrownBy(UuidNode::macAddress).isInstanceOf(InvalidConfigurationException.class);
            assertThatThrownBy(() -> UuidV1Generator.builder().macAddressNode().build())
                    .isInstanceOf(InvalidConfigurationException.class).hasMessageContaining("MAC address");
        } else {
            assertThat(macs).contains(UuidNode.macAddress());
            UuidV1Generator generator = UuidV1Generator.builder().macAddressNode().build();
            assertThat(generator.next().node()).isEqualTo(UuidNode.macAddress());
            assertThat(generator.node() & UuidNode.MULTICAST_BIT).isZero();
        }
    }

    private static NetworkCard card(String name, int index, byte[] mac, boolean up, boolean loopback,
            boolean virtual) {
        return new NetworkCard(name, index, mac, up, loopback, virtual);
    }
}
