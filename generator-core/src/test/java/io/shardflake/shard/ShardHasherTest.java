package io.shardflake.shard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class ShardHasherTest {

    private enum Region { EU, US }

    @Test
    void fnvPartMatchesThePublishedFnv1a64Vectors() {
        // From the FNV reference test suite (draft-eastlake-fnv): "", "a", "foobar".
        assertThat(ShardHasher.fnv1a64(new byte[0])).isEqualTo(0xcbf29ce484222325L);
        assertThat(ShardHasher.fnv1a64("a".getBytes(StandardCharsets.US_ASCII))).isEqualTo(0xaf63dc4c8601ec8cL);
        assertThat(ShardHasher.fnv1a64("foobar".getBytes(StandardCharsets.US_ASCII))).isEqualTo(0x85944171f73967e8L);
    }

    @Test
    void finalizerIsMurmur3Fmix64() {
        assertThat(ShardHasher.fmix64(0)).isZero();
        // fmix64 is a bijection: different inputs never give the same output.
        assertThat(ShardHasher.fmix64(1)).isNotEqualTo(ShardHasher.fmix64(2));
    }

    /** These pin where rows live. If one changes, every table sharded by a hash moves: do not "fix" the value. */
    @Test
    void goldenValues() {
        assertThat(ShardHasher.hash(0L)).isEqualTo(0x7bd3144f29c0cc9eL);
        assertThat(ShardHasher.hash(1L)).isEqualTo(0x0d4ad0eb39c50357L);
        assertThat(ShardHasher.hash(42L)).isEqualTo(0x641dede4f0973e8cL);
        assertThat(ShardHasher.hash(-1L)).isEqualTo(0x6a92c0228678c02eL);
        assertThat(ShardHasher.hash("")).isEqualTo(0xefd01f60ba992926L);
        assertThat(ShardHasher.hash("customer-42")).isEqualTo(0xe5c7993df9de03b9L);
        assertThat(ShardHasher.hash("Zürich €")).isEqualTo(0xea368aae49b52f8dL);
        assertThat(ShardHasher.hash(UUID.fromString("01890a5d-ac96-774b-bcce-b302099a8057")))
                .isEqualTo(0xdd69019eb5d1fb45L);
        assertThat(ShardFunction.hashing(16).shardOf(42L)).isEqualTo(12);
        assertThat(ShardFunction.hashing(16).shardOf("customer-42")).isEqualTo(9);
        assertThat(ShardFunction.hashing(10).shardOf(42L)).isEqualTo(2);
    }

    @Test
    void integersHashAsTheirLongValueSoWideningAColumnMovesNoRow() {
        assertThat(ShardHasher.hash((Object) 42)).isEqualTo(ShardHasher.hash(42L));
        assertThat(ShardHasher.hash((Object) (short) 42)).isEqualTo(ShardHasher.hash(42L));
        assertThat(ShardHasher.hash((Object) (byte) -3)).isEqualTo(ShardHasher.hash(-3L));
        assertThat(ShardHasher.hash(42L)).isEqualTo(ShardHasher.hash(ByteBuffer.allocate(8).putLong(42L).array()));
    }

    @Test
    void textHashesItsUtf8BytesExactlyAsStringGetBytesWritesThem() {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 2_000; i++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(12);
            for (int j = 0; j < length; j++) {
                // Any char, lone surrogates included: they must count as '?' as in getBytes.
                text.append((char) random.nextInt(Character.MAX_VALUE + 1));
            }
            if (random.nextInt(4) == 0) {
                text.appendCodePoint(0x1F600 + random.nextInt(64));
            }
            String s = text.toString();
            assertThat(ShardHasher.hash(s)).as("hash of %s", s.codePoints().boxed().toList())
                    .isEqualTo(ShardHasher.hash(s.getBytes(StandardCharsets.UTF_8)));
        }
        assertThat(ShardHasher.hash(new StringBuilder("customer-42"))).isEqualTo(ShardHasher.hash("customer-42"));
    }

    @Test
    void uuidHashesItsSixteenBytesMostSignificantFirst() {
        UUID uuid = UUID.fromString("01890a5d-ac96-774b-bcce-b302099a8057");
        byte[] bytes = ByteBuffer.allocate(16).putLong(uuid.getMostSignificantBits())
                .putLong(uuid.getLeastSignificantBits()).array();
        assertThat(ShardHasher.hash(uuid)).isEqualTo(ShardHasher.hash(bytes));
    }

    @Test
    void enumsHashTheirNameNotTheirOrdinal() {
        assertThat(ShardHasher.hash(Region.US)).isEqualTo(ShardHasher.hash("US"));
        assertThat(ShardHasher.hash((Object) Region.EU)).isEqualTo(ShardHasher.hash("EU"));
    }

    @Test
    void refusesKeysWithoutAStableByteForm() {
        assertThatThrownBy(() -> ShardHasher.hash((Object) 1.5))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("cannot hash a shard key of type java.lang.Double: supported are "
                        + ShardHasher.SUPPORTED_KEYS);
        assertThatThrownBy(() -> ShardHasher.hash((Object) Instant.EPOCH))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("java.time.Instant");
        assertThatThrownBy(() -> ShardHasher.hash((Object) null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("type null");
    }

    @Test
    void reduceReadsTheHashAsUnsigned() {
        assertThat(ShardHasher.reduce(-1L, 10)).isEqualTo(5); // 2^64 - 1 = 18446744073709551615
        assertThat(ShardHasher.reduce(Long.MIN_VALUE, 16)).isZero();
        assertThat(ShardHasher.reduce(12345, 1)).isZero();
    }
}
