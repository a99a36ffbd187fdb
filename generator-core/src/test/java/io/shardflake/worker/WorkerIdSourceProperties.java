package io.shardflake.worker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.testing.Gen;
import io.shardflake.testing.Gens;
import io.shardflake.testing.Property;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;

class WorkerIdSourceProperties {

    private static final String ALPHA = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

    /** A value for the property and a width of the worker field, 0 to 31 bits. */
    record Case<T>(T value, int bits) {

        int max() {
            return (int) ((1L << bits) - 1);
        }
    }

    private static <T> Gen<Case<T>> withBits(Gen<T> values) {
        Gen<Integer> bits = Gens.ints(0, 31);
        return s -> new Case<>(values.next(s), bits.next(s));
    }

    @Test
    void aHashedIdAlwaysFitsTheFieldAndNeverChanges() {
        Gen<String> hostnames = Gens.strings(40).filter(name -> !name.isBlank());
        Property.forAll(withBits(hostnames)).tries(1000).check(c -> {
            int workerId = WorkerIdSource.hostnameHash(c.value()).claim(c.max()).workerId();

            assertThat(workerId).isBetween(0, c.max());
            assertThat(WorkerIdSource.hostnameHash(c.value()).claim(c.max()).workerId()).isEqualTo(workerId);
        });
    }

    @Test
    void aFixedIdIsAnsweredAsGivenOrRejected() {
        Property.forAll(withBits(Gens.ints(0, Integer.MAX_VALUE))).tries(1000).check(c -> {
            int workerId = c.value();
            WorkerIdSource source = WorkerIdSource.fixed(workerId);

            if (workerId <= c.max()) {
                assertThat(source.claim(c.max()).workerId()).isEqualTo(workerId);
            } else {
                assertThatThrownBy(() -> source.claim(c.max()).workerId()).isInstanceOf(InvalidConfigurationException.class);
            }
        });
    }

    record Pod(String name, int ordinal) {
    }

    @Test
    void anOrdinalRoundTripsThroughAPodName() {
        Gen<Pod> pods = Gens.both(Gens.strings(Gens.charsFrom(ALPHA), 1, 20), Gens.ints(0, 1023), Pod::new);
        Property.forAll(pods).tries(1000).check(pod ->
                assertThat(WorkerIdSource.statefulSetOrdinal(pod.name() + "-" + pod.ordinal()).claim(1023).workerId())
                        .isEqualTo(pod.ordinal()));
    }

    @Test
    void ipv4LowBitsAreTheAddressMasked() {
        Property.forAll(withBits(Gens.ints(Integer.MIN_VALUE, Integer.MAX_VALUE))).tries(1000).check(c -> {
            int address = c.value();
            Inet4Address inet = (Inet4Address) InetAddress.getByAddress(
                    ByteBuffer.allocate(4).putInt(address).array());

            assertThat(WorkerIdSource.ipv4LowBits(inet).claim(c.max()).workerId()).isEqualTo(address & c.max());
        });
    }
}
