package io.shardflake.publicid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.InvalidIdException;
import io.shardflake.testing.Gens;
import io.shardflake.testing.Property;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class IdPermutationTest {

    private final IdPermutation orders = IdPermutation.of(TestKeys.KEY_1, "ord");

    @Test
    void masksEveryIdToANonNegativeIdAndBack() {
        Property.forAll(Gens.longs(0, Long.MAX_VALUE)).tries(20_000).check(id -> {
            long masked = orders.mask(id);
            assertThat(masked).isNotNegative();
            assertThat(orders.unmask(masked)).isEqualTo(id);
            assertThat(orders.mask(orders.unmask(id))).isEqualTo(id);
        });
    }

    @Test
    void isTheSameForTheSameKeyMaterialAndTypeAndDifferentOtherwise() {
        IdPermutation again = IdPermutation.of(PublicIdKey.ofHex(7, TestKeys.HEX_1), "ord");
        IdPermutation untyped = IdPermutation.of(TestKeys.KEY_1);
        IdPermutation customers = IdPermutation.of(TestKeys.KEY_1, "cus");
        IdPermutation otherKey = IdPermutation.of(TestKeys.OTHER_KEY_1, "ord");
        Property.forAll(Gens.longs(0, Long.MAX_VALUE)).tries(20_000).check(id -> {
            long masked = orders.mask(id);
            assertThat(again.mask(id)).isEqualTo(masked);
            assertThat(untyped.mask(id)).isNotEqualTo(masked).isEqualTo(IdPermutation.of(TestKeys.KEY_1, "").mask(id));
            assertThat(customers.mask(id)).isNotEqualTo(masked);
            assertThat(otherKey.mask(id)).isNotEqualTo(masked);
        });
    }

    /** A wrong key never gives the right id back: 2^-63 per id, if FF1 is a pseudorandom permutation. */
    @Test
    void aWrongKeyUnmasksToAnotherId() {
        IdPermutation wrong = IdPermutation.of(TestKeys.OTHER_KEY_1, "ord");
        IdPermutation wrongType = IdPermutation.of(TestKeys.KEY_1, "cus");
        Property.forAll(Gens.longs(0, Long.MAX_VALUE)).tries(100_000).check(id -> {
            long masked = orders.mask(id);
            assertThat(wrong.unmask(masked)).isNotEqualTo(id);
            assertThat(wrongType.unmask(masked)).isNotEqualTo(id);
        });
    }

    @Test
    void refusesNegativeNumbers() {
        assertThatThrownBy(() -> orders.mask(-1)).isInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id -1: ids are non-negative, 0..9223372036854775807");
        assertThatThrownBy(() -> orders.unmask(Long.MIN_VALUE)).isInstanceOf(InvalidIdException.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Ord", "1ord", "or_d", "ord-x", "abcdefghijklmnopq", " ord", "ördr"})
    void refusesWhatIsNotAType(String type) {
        assertThatThrownBy(() -> IdPermutation.of(TestKeys.KEY_1, type))
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessage("public-id type = \"" + type + "\" is not allowed: a type of 1 to 16 lower-case ASCII"
                        + " letters and digits, starting with a letter (e.g. ord), or \"\" for none");
    }

    @Test
    void takesTypesUpToSixteenCharacters() {
        assertThat(IdPermutation.of(TestKeys.KEY_1, "abcdefghijklmnop").mask(1)).isNotNegative();
        assertThat(IdPermutation.of(TestKeys.KEY_1, "a1").mask(1)).isNotNegative();
        assertThatThrownBy(() -> IdPermutation.of(null, "ord")).hasMessageStartingWith("public-id key = null");
        assertThatThrownBy(() -> IdPermutation.of(TestKeys.KEY_1, null))
                .hasMessageStartingWith("public-id type = null");
    }
}
