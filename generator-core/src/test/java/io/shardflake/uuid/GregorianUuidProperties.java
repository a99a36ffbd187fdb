package io.shardflake.uuid;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.testing.Gen;
import io.shardflake.testing.Gens;
import io.shardflake.testing.Property;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class GregorianUuidProperties {

    /** 60-bit timestamps; the edge cases include 0 and 2^60 - 1. */
    static Gen<Long> timestamps() {
        return Gens.longs(0, (1L << 60) - 1);
    }

    record Fields(long timestamp, int clockSequence, long node) {
    }

    @Test
    void formsAndReadsBackEveryField() {
        Gen<Long> timestamps = timestamps();
        Gen<Integer> clockSequences = Gens.ints(0, 16383);
        Gen<Long> nodes = Gens.longs(0, (1L << 48) - 1);
        Gen<Fields> all = s -> new Fields(timestamps.next(s), clockSequences.next(s), nodes.next(s));
        Property.forAll(all).tries(2000).check(f -> {
            GregorianUuid fields = new GregorianUuid(f.timestamp(), f.clockSequence(), f.node());
            Instant time = fields.time();

            assertThat(GregorianUuid.of(time, f.clockSequence(), f.node())).isEqualTo(fields);
            assertThat(GregorianUuid.from(fields.toV1())).isEqualTo(fields);
            assertThat(GregorianUuid.from(fields.toV6())).isEqualTo(fields);
            assertThat(UuidTime.of(fields.toV1())).isEqualTo(time);
            assertThat(UuidTime.of(fields.toV6())).isEqualTo(time);
            // java.util.UUID reads version 1 fields too: an independent check of the bit positions.
            assertThat(fields.toV1().timestamp()).isEqualTo(f.timestamp());
            assertThat(fields.toV1().clockSequence()).isEqualTo(f.clockSequence());
            assertThat(fields.toV1().node()).isEqualTo(f.node());
        });
    }

    record TimeAndLow(long timestamp, long low) {
    }

    @Test
    void convertsBothWaysLosslessly() {
        Property.forAll(Gens.both(timestamps(), Gens.longs(), TimeAndLow::new)).tries(2000).check(t -> {
            UUID v1 = new UUID(GregorianUuid.v1High(t.timestamp()),
                    t.low() & 0x3FFF_FFFF_FFFF_FFFFL | 0x8000_0000_0000_0000L);
            UUID v6 = UuidConversion.v1ToV6(v1);

            assertThat(v6.version()).isEqualTo(6);
            assertThat(UuidConversion.v6ToV1(v6)).isEqualTo(v1);
            assertThat(UuidConversion.v1ToV6(UuidConversion.v6ToV1(v6))).isEqualTo(v6);
        });
    }

    record Pair(long a, long b, long lowA, long lowB) {
    }

    @Test
    void v6OrderIsTimeOrder() {
        Gen<Long> timestamps = timestamps();
        Gen<Long> lows = Gens.longs();
        Gen<Pair> pairs = s -> new Pair(timestamps.next(s), timestamps.next(s), lows.next(s), lows.next(s));
        Property.forAll(pairs).tries(2000).check(p -> {
            long a = p.a();
            long b = p.b();
            UUID first = new GregorianUuid(a, (int) (p.lowA() & 0x3FFF), p.lowA() >>> 16).toV6();
            UUID second = new GregorianUuid(b, (int) (p.lowB() & 0x3FFF), p.lowB() >>> 16).toV6();

            if (a != b) {
                assertThat(Integer.signum(UuidPairs.compareUnsigned(first, second)))
                        .isEqualTo(Long.signum(Long.compare(a, b)));
                assertThat(Integer.signum(first.toString().compareTo(second.toString())))
                        .isEqualTo(Long.signum(Long.compare(a, b)));
            }
        });
    }
}
