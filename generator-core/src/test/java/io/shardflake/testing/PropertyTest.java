package io.shardflake.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The harness itself: edge cases first, repeatable runs, and failures that say how to reproduce them. */
class PropertyTest {

    @Test
    void edgeCasesComeFirstThenRandomValuesInRange() {
        List<Long> samples = new ArrayList<>();
        Property.forAll(Gens.longs(-3, 1000)).tries(400).check(samples::add);

        assertThat(samples.subList(0, 7)).containsExactly(0L, 1L, -1L, -3L, 1000L, -2L, 999L);
        assertThat(samples.subList(7, 40)).contains(2L, 3L, 4L, 5L, 511L, 512L, 513L);
        assertThat(samples).allSatisfy(n -> assertThat(n).isBetween(-3L, 1000L)).hasSize(400);
        assertThat(samples.stream().distinct().count()).isGreaterThan(200);
    }

    @Test
    void stringEdgeCasesAreEmptySingleAndLong() {
        List<String> samples = new ArrayList<>();
        Property.forAll(Gens.strings(Gens.charsFrom("ab"), 0, 50)).tries(100).check(samples::add);

        assertThat(samples.subList(0, 3)).extracting(String::length).containsExactly(0, 1, 50);
    }

    @Test
    void theSameSeedGivesTheSameSamples() {
        Gen<String> gen = Gens.strings(20);
        List<String> first = new ArrayList<>();
        List<String> second = new ArrayList<>();
        Property.forAll(gen).tries(300).check(first::add);
        Property.forAll(gen).tries(300).check(second::add);

        assertThat(second).isEqualTo(first);
    }

    @Test
    void aFailureNamesTheTryTheSeedAndTheSampleAndKeepsTheCause() {
        AssertionError error = catchThrowableOfType(AssertionError.class, () ->
                Property.forAll(Gens.ints(0, 1_000_000)).tries(500).check(n -> assertThat(n).isLessThan(1000)));

        assertThat(error).hasMessageContaining("seed " + Property.seed())
                .hasMessageContaining("-Dshardflake.seed=" + Property.seed())
                .hasMessageMatching("(?s)property failed on try \\d+ of 500 .*sample: \\d{4,}.*")
                .hasCauseInstanceOf(AssertionError.class);
    }

    @Test
    void samplesArePrintedReadably() {
        assertThat(Property.describe("a\u0000\\\ud800")).isEqualTo("\"a\\u0000\\u005c\\ud800\"");
        assertThat(Property.describe(42)).isEqualTo("42");
    }
}
