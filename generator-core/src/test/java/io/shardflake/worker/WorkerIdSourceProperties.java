package io.shardflake.worker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.InvalidConfigurationException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.AlphaChars;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.NotBlank;
import net.jqwik.api.constraints.StringLength;

class WorkerIdSourceProperties {

    @Property
    void aHashedIdAlwaysFitsTheFieldAndNeverChanges(@ForAll @NotBlank String hostname,
            @ForAll @IntRange(min = 0, max = 31) int bits) {
        int max = (int) ((1L << bits) - 1);

        int workerId = WorkerIdSource.hostnameHash(hostname).workerId(max);

        assertThat(workerId).isBetween(0, max);
        assertThat(WorkerIdSource.hostnameHash(hostname).workerId(max)).isEqualTo(workerId);
    }

    @Property
    void aFixedIdIsAnsweredAsGivenOrRejected(@ForAll @IntRange(min = 0) int workerId,
            @ForAll @IntRange(min = 0, max = 31) int bits) {
        int max = (int) ((1L << bits) - 1);
        WorkerIdSource source = WorkerIdSource.fixed(workerId);

        if (workerId <= max) {
            assertThat(source.workerId(max)).isEqualTo(workerId);
        } else {
            assertThatThrownBy(() -> source.workerId(max)).isInstanceOf(InvalidConfigurationException.class);
        }
    }

    @Property
    void anOrdinalRoundTripsThroughAPodName(@ForAll @AlphaChars @StringLength(min = 1, max = 20) String name,
            @ForAll @IntRange(min = 0, max = 1023) int ordinal) {
        assertThat(WorkerIdSource.statefulSetOrdinal(name + "-" + ordinal).workerId(1023)).isEqualTo(ordinal);
    }

    @Property
    void ipv4LowBitsAreTheAddressMasked(@ForAll int address, @ForAll @IntRange(min = 0, max = 31) int bits)
            throws UnknownHostException {
        int max = (int) ((1L << bits) - 1);
        Inet4Address inet = (Inet4Address) InetAddress.getByAddress(ByteBuffer.allocate(4).putInt(address).array());

        assertThat(WorkerIdSource.ipv4LowBits(inet).workerId(max)).isEqualTo(address & max);
    }
}
