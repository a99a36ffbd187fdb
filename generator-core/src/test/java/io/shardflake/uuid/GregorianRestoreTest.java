package io.shardflake.uuid;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import java.time.Duration;
import java.time.Instant;
import java.util.Random;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Copies of a JVM restored from one snapshot, simulated for versions 1 and 6: generators built from one seeded random
 * source on clocks at the same time hold the node and clock sequence both copies would hold. Without
 * {@code afterRestore()} they make the same UUIDs; after it, a random node and the clock sequence are drawn anew.
 *
 * <p>A clock sequence has 14 bits, so two copies draw the same one with odds of 1 in 16,384: checks that rest on the
 * clock sequence alone restore four pairs of copies and require that at least three pairs differ (all four pairs
 * equal, what a restore that drew from the copied source would give, fails; a correct restore fails with odds below
 * 2^-40).
 */
class GregorianRestoreTest {

    private static final Instant START = Instant.parse("2026-11-27T08:00:00.123456Z");
    private static final long NODE = 0x0A0B0C0D0E0FL;
    private static final int PAIRS = 4;

    @ParameterizedTest
    @EnumSource(value = UuidVersion.class, names = {"V1", "V6"})
    void copiesRepeatEachOtherWithoutARestore(UuidVersion version) {
        Copies copies = new Copies(version, builder -> builder);

        for (int i = 0; i < 100; i++) {
            assertThat(copies.a.next()).isEqualTo(copies.b.next());
        }
    }

    @ParameterizedTest
    @EnumSource(value = UuidVersion.class, names = {"V1", "V6"})
    void aRestoreDrawsARandomNodeAnew(UuidVersion version) {
        Copies copies = new Copies(version, builder -> builder);
        long before = copies.a.node();

        copies.restore();

        assertThat(copies.a.node()).isNotEqualTo(copies.b.node()).isNotEqualTo(before);
        assertThat(copies.a.node() & UuidNode.MULTICAST_BIT).isNotZero();
        assertThat(copies.b.node() & UuidNode.MULTICAST_BIT).isNotZero();
        assertThat(copies.a.node()).isBetween(0L, UuidBits.MAX_NODE);
        for (int i = 0; i < 100; i++) {
            assertThat(copies.a.next()).isNotEqualTo(copies.b.next());
        }
    }

    @ParameterizedTest
    @EnumSource(value = UuidVersion.class, names = {"V1", "V6"})
    void aRestoreDrawsTheClockSequenceAnewAndKeepsAFixedNode(UuidVersion version) {
        int differing = 0;
        for (int pair = 0; pair < PAIRS; pair++) {
            Copies copies = new Copies(version, builder -> builder.node(NODE).clockSequence(77));

            copies.restore();

            assertThat(copies.a.node()).isEqualTo(NODE);
            assertThat(copies.b.node()).isEqualTo(NODE);
            if (copies.a.clockSequence() != copies.b.clockSequence()) {
                differing++;
                assertThat(copies.a.next()).isNotEqualTo(copies.b.next());
            }
        }
        assertThat(differing).as("pairs of copies whose clock sequences differ").isGreaterThanOrEqualTo(PAIRS - 1);
    }

    @Test
    void stepsBackCountedBeforeARestoreAreNotCountedAgain() {
        ManualClock clock = ManualClock.at(START);
        UuidV6Generator generator = UuidV6Generator.builder().clock(ClockSettings.of(clock, clock)).node(NODE)
                .clockSequence(5).build();
        generator.next();
        clock.stepBack(Duration.ofMillis(1));
        generator.next();
        assertThat(generator.clockSequence()).isEqualTo(6);

        generator.afterRestore();
        int drawn = generator.clockSequence();
        generator.next();

        assertThat(generator.clockSequence()).as("the step back seen before the restore").isEqualTo(drawn);
        clock.stepBack(Duration.ofMillis(1));
        generator.next();
        assertThat(generator.clockSequence()).isEqualTo((drawn + 1) % (UuidBits.MAX_CLOCK_SEQUENCE + 1));
    }

    /** Two generators of one version in one state, as two copies of one snapshot hold it. */
    private static final class Copies {

        final GregorianUuidGenerator a;
        final GregorianUuidGenerator b;

        Copies(UuidVersion version, UnaryOperator<GregorianUuidBuilder<?>> settings) {
            a = build(version, settings);
            b = build(version, settings);
        }

        private static GregorianUuidGenerator build(UuidVersion version,
                UnaryOperator<GregorianUuidBuilder<?>> settings) {
            ManualClock clock = ManualClock.at(START);
            GregorianUuidBuilder<?> builder = version == UuidVersion.V1 ? UuidV1Generator.builder()
                    : UuidV6Generator.builder();
            return settings.apply(builder.random(new Random(7)).clock(ClockSettings.of(clock, clock))).build();
        }

        void restore() {
            a.afterRestore();
            b.afterRestore();
        }
    }
}
