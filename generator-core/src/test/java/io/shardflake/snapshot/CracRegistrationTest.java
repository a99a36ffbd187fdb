package io.shardflake.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.snapshot.cracjdk.Core;
import io.shardflake.snapshot.cracjdk.Resource;
import io.shardflake.uniqid.UniqidFormat;
import io.shardflake.uniqid.UniqidGenerator;
import io.shardflake.uuid.UuidV1Generator;
import io.shardflake.uuid.UuidV6Generator;
import io.shardflake.uuid.UuidV7Generator;
import java.time.Instant;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Generators register themselves with {@code org.crac} when built, and the resource {@code org.crac} holds reaches
 * their {@code afterRestore()}: the real {@code org.crac} 1.5.0 registers them, by its own code, with the stand-in for
 * a CRaC JDK's API ({@link Core}), which the test then notifies as a CRaC JDK would around a checkpoint.
 */
class CracRegistrationTest {

    private static final Instant START = Instant.parse("2026-11-27T08:00:00Z");

    static Stream<Arguments> generators() {
        return Stream.of(
                Arguments.of("v7", (Supplier<SnapshotAware>) () -> UuidV7Generator.builder().build()),
                Arguments.of("v7 fastRandom()", (Supplier<SnapshotAware>) () -> UuidV7Generator.builder()
                        .fastRandom().build()),
                Arguments.of("v1", (Supplier<SnapshotAware>) () -> UuidV1Generator.builder().build()),
                Arguments.of("v6 fixed node", (Supplier<SnapshotAware>) () -> UuidV6Generator.builder()
                        .node(0x0A0B0C0D0E0FL).build()),
                Arguments.of("Locality", (Supplier<SnapshotAware>) () -> LocalityUuidGenerator.builder().processId(77)
                        .macFragment(0x1234567).build()),
                Arguments.of("uniqid", (Supplier<SnapshotAware>) () -> UniqidGenerator.builder(
                        UniqidFormat.withPrefix(4)).build()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("generators")
    void buildingAGeneratorRegistersOneResourceForIt(String kind, Supplier<SnapshotAware> build) {
        Registered<SnapshotAware> registered = Registered.build(build);

        assertThat(registered.resource().toString()).contains(registered.generator().toString());
    }

    @Test
    void notifyingTheResourceDrawsAVersionOneNodeAnew() throws Exception {
        Registered<UuidV1Generator> registered = Registered.build(() -> UuidV1Generator.builder().build());
        UuidV1Generator generator = registered.generator();
        long node = generator.node();

        registered.resource().beforeCheckpoint(Core.getGlobalContext());
        registered.resource().afterRestore(Core.getGlobalContext());

        assertThat(generator.node()).isNotEqualTo(node);
    }

    @Test
    void notifyingTheResourceMovesALocalityCounterOn() throws Exception {
        ManualClock clock = ManualClock.at(START);
        Registered<LocalityUuidGenerator> registered = Registered.build(() -> LocalityUuidGenerator.builder()
                .sequential().firstCounter(0).processId(77).macFragment(0x1234567)
                .clock(ClockSettings.of(clock, clock)).build());
        LocalityUuidGenerator generator = registered.generator();
        assertThat(generator.next().firstGroup()).isZero();

        registered.resource().beforeCheckpoint(Core.getGlobalContext());
        registered.resource().afterRestore(Core.getGlobalContext());

        assertThat(generator.next().firstGroup()).as("not the counter after 0").isNotEqualTo(1);
    }

    @Test
    void theGeneratorKeepsItsRegistrationAliveThroughCollections() throws Exception {
        Registered<UuidV1Generator> registered = Registered.build(() -> UuidV1Generator.builder().build());
        UuidV1Generator generator = registered.generator();

        // CRaC's contexts hold resources weakly; only the generator's own reference keeps its resource alive.
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        long node = generator.node();
        registered.resource().afterRestore(Core.getGlobalContext());

        assertThat(generator.node()).isNotEqualTo(node);
    }

    /** A generator built, and the live resources that were registered before it. */
    private record Registered<T>(T generator, Set<Resource> before) {

        static <T> Registered<T> build(Supplier<T> build) {
            Set<Resource> before = Collections.newSetFromMap(new IdentityHashMap<>());
            before.addAll(Core.registered());
            return new Registered<>(build.get(), before);
        }

        /** @return the one live resource registered since (no other test runs meanwhile) */
        Resource resource() {
            List<Resource> added = Core.registered().stream().filter(resource -> !before.contains(resource)).toList();
            assertThat(added).as("resources registered for %s (the test JVM needs -Dorg.crac.Core.Compat="
                    + "io.shardflake.snapshot.cracjdk, which the core's POM sets)", generator).hasSize(1);
            return added.get(0);
        }
    }
}
