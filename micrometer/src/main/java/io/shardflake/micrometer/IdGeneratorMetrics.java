package io.shardflake.micrometer;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;
import io.shardflake.clock.ClockStatistics;
import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.uniqid.UniqidGenerator;
import io.shardflake.uuid.UuidV1Generator;
import io.shardflake.uuid.UuidV6Generator;
import io.shardflake.uuid.UuidV7Generator;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The meters of the UUID, Locality and uniqid generators: for each, ids made and what its clock did (waits, borrowed
 * ticks, backward steps), the same meters as the Snowflake generator's, tagged {@code generator} with its kind:
 * {@code uuid-v1}, {@code uuid-v6}, {@code uuid-v7}, {@code locality}, {@code uniqid}.
 */
public final class IdGeneratorMetrics implements MeterBinder {

    private final List<Metered<?>> generators = new ArrayList<>();

    /**
     * @param v1 the UUID v1 generator to meter, or null
     * @param v6 the UUID v6 generator to meter, or null
     * @param v7 the UUID v7 generator to meter, or null
     * @param locality the Locality vB generator to meter, or null
     * @param uniqid the uniqid generator to meter, or null
     */
    public IdGeneratorMetrics(@Nullable UuidV1Generator v1, @Nullable UuidV6Generator v6,
            @Nullable UuidV7Generator v7, @Nullable LocalityUuidGenerator locality,
            @Nullable UniqidGenerator uniqid) {
        add("uuid-v1", v1, UuidV1Generator::statistics);
        add("uuid-v6", v6, UuidV6Generator::statistics);
        add("uuid-v7", v7, UuidV7Generator::statistics);
        add("locality", locality, LocalityUuidGenerator::statistics);
        add("uniqid", uniqid, UniqidGenerator::statistics);
    }

    /** @return the values of the {@code generator} tag this binder registers, in order */
    public List<String> kinds() {
        return generators.stream().map(Metered::kind).toList();
    }

    @Override
    public void bindTo(MeterRegistry registry) {
        generators.forEach(metered -> metered.register(registry));
    }

    private <T> void add(String kind, @Nullable T generator, Function<T, ClockStatistics> statistics) {
        if (generator != null) {
            generators.add(new Metered<>(kind, generator, statistics));
        }
    }

    /** One generator and how to read its counters. */
    private record Metered<T>(String kind, T generator, Function<T, ClockStatistics> statistics) {

        void register(MeterRegistry registry) {
            ClockMeters.register(registry, kind, generator, statistics);
        }
    }
}
