package io.shardflake.uuid;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.UUID;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

class GregorianUuidProperties {

    @Provide
    Arbitrary<Long> timestamps() {
        return Arbitraries.longs().between(0, (1L << 60) - 1).edgeCases(edges -> edges.add((1L << 60) - 1));
    }

    @Property(tries = 2000)
    void formsAndReadsBackEveryField(@ForAll("timestamps") long timestamp,
            @ForAll @IntRange(min = 0, max = 16383) int clockSequence,
            @ForAll @LongRange(min = 0, max = (1L << 48) - 1) long node) {
        GregorianUuid fields = new GregorianUuid(timestamp, clockSequence, node);
        Instant time = fields.time();

        assertThat(GregorianUuid.of(time, clockSequence, node)).isEqualTo(fields);
        assertThat(GregorianUuid.from(fields.toV1())).isEqualTo(fields);
        assertThat(GregorianUuid.from(fields.toV6())).isEqualTo(fields);
        assertThat(UuidTime.of(fields.toV1())).isEqualTo(time);
        assertThat(UuidTime.of(fields.toV6())).isEqualTo(time);
        // java.util.UUID reads version 1 fields too: an independent check of the bit positions.
        assertThat(fields.toV1().timestamp()).isEqualTo(timestamp);
        assertThat(fields.toV1().clockSequence()).isEqualTo(clockSequence);
        assertThat(fields.toV1().node()).isEqualTo(node);
    }

    @Property(tries = 2000)
    void convertsBothWaysLosslessly(@ForAll("timestamps") long timestamp, @ForAll long low) {
        UUID v1 = new UUID(GregorianUuid.v1High(timestamp), low & 0x3FFF_FFFF_FFFF_FFFFL | 0x8000_0000_0000_0000L);
        UUID v6 = UuidConversion.v1ToV6(v1);

        assertThat(v6.version()).isEqualTo(6);
        assertThat(UuidConversion.v6ToV1(v6)).isEqualTo(v1);
        assertThat(UuidConversion.v1ToV6(UuidConversion.v6ToV1(v6))).isEqualTo(v6);
    }

    @Property(tries = 2000)
    void v6OrderIsTimeOrder(@ForAll("timestamps") long a, @ForAll("timestamps") long b, @ForAll long lowA,
            @ForAll long lowB) {
        UUID first = new GregorianUuid(a, (int) (lowA & 0x3FFF), lowA >>> 16).toV6();
        UUID second = new GregorianUuid(b, (int) (lowB & 0x3FFF), lowB >>> 16).toV6();

        if (a != b) {
            assertThat(Integer.signum(UuidPairs.compareUnsigned(first, second))).isEqualTo(Long.signum(Long.compare(a,
                    b)));
            assertThat(Integer.signum(first.toString().compareTo(second.toString())))
                    .isEqualTo(Long.signum(Long.compare(a, b)));
        }
    }
}
