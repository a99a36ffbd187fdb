package io.shardflake.micrometer;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.TimeGauge;
import io.shardflake.clock.ClockStatistics;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * The meters every generator has, whatever it makes: ids made and what its logical clock did, read from its
 * {@link ClockStatistics} when the registry asks (nothing is added to the path of an id). Tagged
 * {@value #GENERATOR_TAG} with the kind of generator only: a fixed, small set of series per application.
 *
 * <p>The generator itself is each meter's state object, which Micrometer holds weakly: a meter lives as long as its
 * generator (a bean), where a lambda made here would be collected at the next GC and the meter read 0.
 */
final class ClockMeters {

    /** The tag naming the kind of generator, e.g. {@code snowflake} or {@code uuid-v7}. */
    static final String GENERATOR_TAG = "generator";

    private static final double NANOS_PER_SECOND = 1e9;

    private ClockMeters() {
    }

    /**
     * @param registry where the meters go
     * @param kind the kind of generator, the value of the {@value #GENERATOR_TAG} tag
     * @param generator the generator
     * @param statistics how to read its counters, at each scrape
     * @param <T> its type
     */
    static <T> void register(MeterRegistry registry, String kind, T generator,
            Function<T, ClockStatistics> statistics) {
        Tags tags = Tags.of(GENERATOR_TAG, kind);
        counter(registry, tags, generator, statistics, "shardflake.ids.generated", "Ids made",
                ClockStatistics::issued);
        counter(registry, tags, generator, statistics, "shardflake.clock.borrowed.ticks",
                "Ticks borrowed ahead of the wall clock because a tick's sequence was used up",
                ClockStatistics::borrowedTicks);
        counter(registry, tags, generator, statistics, "shardflake.clock.waits",
                "Ids that had to wait for the wall clock", ClockStatistics::waits);
        counter(registry, tags, generator, statistics, "shardflake.clock.backward.steps",
                "Times the wall clock was seen to go back", ClockStatistics::backwardSteps);
        TimeGauge.builder("shardflake.clock.largest.backward.step", generator, TimeUnit.SECONDS,
                g -> seconds(statistics.apply(g).largestBackwardStep())).tags(tags)
                .description("The largest backward step of the wall clock").register(registry);
        TimeGauge.builder("shardflake.clock.largest.lead", generator, TimeUnit.SECONDS,
                g -> seconds(statistics.apply(g).largestLead())).tags(tags)
                .description("The furthest the logical clock ran ahead of the wall clock").register(registry);
    }

    /** Not {@code toNanos()}: it overflows past 292 years, and a 63-bit layout lasts far longer. */
    static double seconds(Duration duration) {
        return duration.getSeconds() + duration.getNano() / NANOS_PER_SECOND;
    }

    private static <T> void counter(MeterRegistry registry, Tags tags, T generator,
            Function<T, ClockStatistics> statistics, String name, String description,
            ToDoubleFunction<ClockStatistics> value) {
        FunctionCounter.builder(name, generator, g -> value.applyAsDouble(statistics.apply(g))).tags(tags)
                .description(description).register(registry);
    }
}
