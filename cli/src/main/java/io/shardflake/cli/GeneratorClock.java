package io.shardflake.cli;

import io.shardflake.clock.Sleeper;
import io.shardflake.clock.WallClock;
import java.util.Objects;
import java.util.function.BiConsumer;
import org.jspecify.annotations.Nullable;

/**
 * The clock {@code next} hands the generator it builds. At the prompt that is each generator's own default (the
 * system clock, read as that generator reads it best); tests script it, so the time an id carries is known
 * exactly instead of being compared with the wall clock within a margin.
 */
final class GeneratorClock {

    private static final GeneratorClock DEFAULTS = new GeneratorClock(null, null);

    /** Both null for the generators' defaults. */
    private final @Nullable WallClock wallClock;
    private final @Nullable Sleeper sleeper;

    private GeneratorClock(@Nullable WallClock wallClock, @Nullable Sleeper sleeper) {
        this.wallClock = wallClock;
        this.sleeper = sleeper;
    }

    /** @return the clock every generator chooses for itself */
    static GeneratorClock defaults() {
        return DEFAULTS;
    }

    /**
     * @param wallClock where the generators read the time
     * @param sleeper how they wait for it
     * @return a clock given to every generator
     */
    static GeneratorClock scripted(WallClock wallClock, Sleeper sleeper) {
        return new GeneratorClock(Objects.requireNonNull(wallClock, "wallClock"),
                Objects.requireNonNull(sleeper, "sleeper"));
    }

    /**
     * @param builderClock a generator builder's {@code clock(WallClock, Sleeper)}, called only for a scripted
     *     clock
     */
    void applyTo(BiConsumer<WallClock, Sleeper> builderClock) {
        if (wallClock != null) {
            builderClock.accept(wallClock, sleeper);
        }
    }
}
