package io.shardflake.publicid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.uuid.UuidGenerator;
import io.shardflake.uuid.UuidVersion;
import java.util.Arrays;
import java.util.Comparator;
import java.util.UUID;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * What masking hides, measured on 100,000 consecutive ids of one generator (a scripted clock, so the same ids and
 * the same figures every run): the public ids' order has nothing to do with the ids' order (Spearman's rank
 * correlation near 0; for a random order its standard deviation is 1/sqrt(n-1) = 0.0032), and flipping one bit of
 * an id flips about half the bits of its public id, whichever bit it is (the strict avalanche criterion).
 */
class ScramblingTest {

    private static final int IDS = 100_000;

    private final IdPermutation orders = IdPermutation.of(TestKeys.KEY_1, "ord");

    @Test
    void theOrderOfPublicIdsIsUnrelatedToTheOrderOfIds() {
        long[] ids = snowflakeIds();
        // The public ids' text sorts as the masked numbers do: fixed-width Crockford base32 after one prefix and key.
        long[] masked = Arrays.stream(ids).map(orders::mask).toArray();
        assertThat(spearman(masked)).isCloseTo(0, within(0.01));
    }

    @Test
    void flippingOneBitOfAnIdFlipsHalfTheBitsOfItsPublicId() {
        long[] ids = snowflakeIds();
        double[] flippedPerBit = new double[IdPermutation.BITS];
        for (int i = 0; i < IDS; i++) {
            int bit = i % IdPermutation.BITS;
            long changed = orders.mask(ids[i]) ^ orders.mask(ids[i] ^ 1L << bit);
            flippedPerBit[bit] += Long.bitCount(changed) / (double) IdPermutation.BITS;
        }
        int[] tries = IntStream.range(0, IdPermutation.BITS)
                .map(bit -> IDS / IdPermutation.BITS + (bit < IDS % IdPermutation.BITS ? 1 : 0)).toArray();
        assertThat(Arrays.stream(flippedPerBit).sum() / IDS).isCloseTo(0.5, within(0.01));
        for (int bit = 0; bit < IdPermutation.BITS; bit++) {
            assertThat(flippedPerBit[bit] / tries[bit]).as("input bit %d", bit).isCloseTo(0.5, within(0.01));
        }
    }

    @Test
    void theSameHoldsForVersion7Uuids() {
        UuidGenerator generator = ScriptedIds.uuids(UuidVersion.V7);
        UuidMask mask = UuidMask.of(TestKeys.KEY_1, UuidVersion.V7, "ord");
        UUID[] shown = new UUID[IDS];
        double flipped = 0;
        for (int i = 0; i < IDS; i++) {
            UUID id = generator.next();
            shown[i] = mask.mask(id);
            // One of the 122 payload bits: below the version (12 bits), below the variant (62), or the top 48.
            int bit = i % UuidMask.BITS;
            UUID neighbour = bit < 62 ? new UUID(id.getMostSignificantBits(), id.getLeastSignificantBits() ^ 1L << bit)
                    : new UUID(id.getMostSignificantBits() ^ 1L << (bit < 74 ? bit - 62 : bit - 58),
                            id.getLeastSignificantBits());
            UUID other = mask.mask(neighbour);
            flipped += (Long.bitCount(shown[i].getMostSignificantBits() ^ other.getMostSignificantBits())
                    + Long.bitCount(shown[i].getLeastSignificantBits() ^ other.getLeastSignificantBits()))
                    / (double) UuidMask.BITS;
        }
        assertThat(flipped / IDS).isCloseTo(0.5, within(0.01));
        // Ordered as text and as PostgreSQL's uuid type order them: unsigned, most significant byte first.
        Comparator<UUID> unsigned = Comparator.comparing((UUID u) -> u.getMostSignificantBits(), Long::compareUnsigned)
                .thenComparing(UUID::getLeastSignificantBits, Long::compareUnsigned);
        Integer[] order = IntStream.range(0, IDS).boxed().toArray(Integer[]::new);
        Arrays.sort(order, Comparator.comparing(i -> shown[i], unsigned));
        assertThat(spearman(ranks(order))).isCloseTo(0, within(0.01));
    }

    private static long[] snowflakeIds() {
        SnowflakeGenerator generator = ScriptedIds.snowflake();
        long[] ids = new long[IDS];
        for (int i = 0; i < IDS; i++) {
            ids[i] = generator.nextId();
        }
        return ids;
    }

    /** Spearman's rho of the values against their positions, which are the ids' ranks (the ids increase). */
    private static double spearman(long[] values) {
        Integer[] order = IntStream.range(0, values.length).boxed().toArray(Integer[]::new);
        Arrays.sort(order, Comparator.comparingLong(i -> values[i]));
        return spearman(ranks(order));
    }

    /** @return rank[position], from the positions in sorted order */
    private static int[] ranks(Integer[] order) {
        int[] rank = new int[order.length];
        for (int r = 0; r < order.length; r++) {
            rank[order[r]] = r;
        }
        return rank;
    }

    /** rho = 1 - 6 sum(d^2) / (n (n^2 - 1)), no ties: the public ids are distinct as the ids are. */
    private static double spearman(int[] rank) {
        double n = rank.length;
        double squares = 0;
        for (int position = 0; position < rank.length; position++) {
            double d = rank[position] - position;
            squares += d * d;
        }
        return 1 - 6 * squares / (n * (n * n - 1));
    }
}
