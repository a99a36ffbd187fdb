package io.shardflake.snapshot;

import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.uniqid.UniqidFormat;
import io.shardflake.uniqid.UniqidGenerator;
import io.shardflake.uuid.UuidV1Generator;
import io.shardflake.uuid.UuidV6Generator;
import io.shardflake.uuid.UuidV7Generator;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

/**
 * Run by {@link WithoutCracTest} inside a class loader that has the core's classes and no {@code org.crac}: builds
 * every generator with random state, makes an id, restores it, makes another, and asks {@link Crac} to register it.
 * Uses the core's public API only, and nothing but the JDK besides.
 */
public final class GeneratorsWithoutCrac implements Callable<List<String>> {

    /** @return one line per generator: its class, two ids, and whether {@code org.crac} took a registration */
    @Override
    public List<String> call() {
        List<String> lines = new ArrayList<>();
        UuidV7Generator v7 = UuidV7Generator.builder().build();
        lines.add(exercise(v7, () -> v7.next().toString()));
        UuidV7Generator fast = UuidV7Generator.builder().fastRandom().build();
        lines.add(exercise(fast, () -> fast.next().toString()));
        UuidV1Generator v1 = UuidV1Generator.builder().build();
        lines.add(exercise(v1, () -> v1.next().toString()));
        UuidV6Generator v6 = UuidV6Generator.builder().build();
        lines.add(exercise(v6, () -> v6.next().toString()));
        LocalityUuidGenerator locality = LocalityUuidGenerator.builder().processId(77).macFragment(0x1234567).build();
        lines.add(exercise(locality, locality::nextString));
        UniqidGenerator uniqid = UniqidGenerator.builder(UniqidFormat.withPrefix(4)).build();
        lines.add(exercise(uniqid, uniqid::nextString));
        return lines;
    }

    private static String exercise(SnapshotAware generator, Supplier<String> nextId) {
        String before = nextId.get();
        generator.beforeSnapshot();
        generator.afterRestore();
        String after = nextId.get();
        return generator.getClass().getSimpleName() + " " + before + " " + after + " registered="
                + Crac.register(generator).isPresent();
    }
}
