package io.shardflake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * Encoding and decoding over random layouts: random field order, random widths summing to at most 63, a random
 * epoch in the past and a random tick from 1 µs to 1 s, with every field's extremes drawn often.
 */
class IdLayoutProperties {

    /** 1900-01-01T00:00:00Z and 2025-01-01T00:00:00Z in µs: epochs are drawn between them. */
    private static final long EARLIEST_EPOCH_MICROS = -2_208_988_800_000_000L;
    private static final long LATEST_EPOCH_MICROS = 1_735_689_600_000_000L;

    /** A layout and a value for each of its four fields (0 for the fields it lacks). */
    record Sample(IdLayout layout, long tick, long shard, long worker, long sequence) {
    }

    /** A time-leading layout, a window [from, to] and an instant to place an id at. */
    record Window(IdLayout layout, Instant from, Instant to, Instant at, long shard, long worker, long sequence) {
    }

    // ---- properties -----------------------------------------------------------------------------------------

    @Property(tries = 500)
    void decodeOfEncodeGivesBackEveryField(@ForAll("samples") Sample s) {
        IdLayout layout = s.layout();

        long id = layout.encode(s.tick(), s.shard(), s.worker(), s.sequence());

        assertThat(id).isNotNegative();
        if (layout.totalBits() < 63) {
            assertThat(id >>> layout.totalBits()).as("nothing above the layout's bits").isZero();
        }
        Instant expected = layout.epoch().plus(s.tick() * layout.tickMicros(), ChronoUnit.MICROS);
        assertThat(layout.decode(id)).isEqualTo(new DecodedId(id, expected, s.tick(), (int) s.shard(),
                (int) s.worker(), s.sequence()));
        assertThat(layout.encode(expected, s.shard(), s.worker(), s.sequence())).isEqualTo(id);
        assertThat(layout.encode(instant(layout, s.tick(), layout.tickMicros() - 1), s.shard(), s.worker(),
                s.sequence())).as("the last microsecond of the tick").isEqualTo(id);
        for (IdField field : IdField.values()) {
            assertThat(layout.with(id, field, layout.extract(field, id))).isEqualTo(id);
        }
    }

    @Property(tries = 300)
    void theSmallestAndLargestIdOfEveryLayoutRoundTrip(@ForAll("layouts") IdLayout layout) {
        long largest = layout.encode(layout.maxTick(), layout.maxValue(IdField.SHARD),
                layout.maxValue(IdField.WORKER), layout.maxValue(IdField.SEQUENCE));

        assertThat(layout.encode(0, 0, 0, 0)).isZero();
        assertThat(layout.decode(0).timestamp()).isEqualTo(layout.epoch());
        assertThat(largest).isPositive();
        DecodedId decoded = layout.decode(largest);
        assertThat(decoded.tick()).isEqualTo(layout.maxTick());
        assertThat(decoded.shard()).isEqualTo(layout.maxValue(IdField.SHARD));
        assertThat(decoded.worker()).isEqualTo(layout.maxValue(IdField.WORKER));
        assertThat(decoded.sequence()).isEqualTo(layout.maxValue(IdField.SEQUENCE));
        assertThat(decoded.timestamp().plus(layout.tick())).isEqualTo(layout.endOfLife());
        if (layout.maxTick() == layout.maxValue(IdField.TIME)) {
            assertThat(largest).isEqualTo(layout.totalBits() == 63 ? Long.MAX_VALUE : (1L << layout.totalBits()) - 1);
        }
    }

    @Property(tries = 300)
    void encodeRefusesOneBeyondEitherEndOfEveryField(@ForAll("layouts") IdLayout layout) {
        for (IdField field : IdField.values()) {
            long max = field == IdField.TIME ? layout.maxTick() : layout.maxValue(field);
            for (long bad : new long[] {max + 1, -1}) {
                long[] values = {0, 0, 0, 0};
                values[field.ordinal()] = bad;
                assertThatThrownBy(() -> layout.encode(values[0], values[1], values[2], values[3]))
                        .as("%s = %d on %s", field, bad, layout)
                        .isInstanceOfSatisfying(FieldRangeException.class, e -> {
                            assertThat(e.field()).isEqualTo(field);
                            assertThat(e.value()).isEqualTo(bad);
                            assertThat(e.max()).isEqualTo(max);
                            assertThat(e.getMessage()).startsWith(field.label() + " = " + bad + " is out of range");
                        });
            }
        }
    }

    @Property(tries = 500)
    void idRangeHoldsExactlyTheIdsOfTheTicksTheWindowTouches(@ForAll("windows") Window w) {
        IdLayout layout = w.layout();
        long id = layout.encode(w.at(), w.shard(), w.worker(), w.sequence());

        IdRange range = layout.idRange(w.from(), w.to());

        long tick = layout.tickOf(w.at());
        boolean inWindowTicks = tick >= layout.tickOf(w.from()) && tick <= layout.tickOf(w.to());
        assertThat(range.contains(id)).as("id at %s for window [%s, %s]", w.at(), w.from(), w.to())
                .isEqualTo(inWindowTicks);
        if (!w.at().isBefore(w.from()) && !w.at().isAfter(w.to())) {
            assertThat(range.contains(id)).as("an instant inside the window").isTrue();
        }
        assertThat(range.min()).isLessThanOrEqualTo(range.max());
    }

    // ---- arbitraries ----------------------------------------------------------------------------------------

    @Provide
    Arbitrary<IdLayout> layouts() {
        return layouts(false);
    }

    @Provide
    Arbitrary<Sample> samples() {
        return layouts(false).flatMap(layout -> Combinators.combine(
                        upTo(layout.maxTick()), upTo(layout.maxValue(IdField.SHARD)),
                        upTo(layout.maxValue(IdField.WORKER)), upTo(layout.maxValue(IdField.SEQUENCE)))
                .as((tick, shard, worker, sequence) -> new Sample(layout, tick, shard, worker, sequence)));
    }

    @Provide
    Arbitrary<Window> windows() {
        return layouts(true).flatMap(layout -> {
            Arbitrary<Long> ticks = upTo(layout.maxTick());
            Arbitrary<Long> offsets = Arbitraries.longs().between(0, layout.tickMicros() - 1);
            return Combinators.combine(ticks, ticks, offsets, offsets, ticks, offsets,
                            Arbitraries.integers().between(0, 2), Arbitraries.integers().between(-1, 1))
                    .as((a, b, offsetA, offsetB, c, offsetC, near, delta) -> {
                        long first = Math.min(a, b);
                        long last = Math.max(a, b);
                        if (first == last && offsetA > offsetB) {
                            long swap = offsetA;
                            offsetA = offsetB;
                            offsetB = swap;
                        }
                        // Often put the id next to an end of the window, where an off-by-one would show.
                        long at = near == 0 ? c : clamp((near == 1 ? first : last) + delta, layout.maxTick());
                        return new Window(layout, instant(layout, first, offsetA), instant(layout, last, offsetB),
                                instant(layout, at, offsetC), layout.maxValue(IdField.SHARD),
                                layout.maxValue(IdField.WORKER), 0);
                    });
        });
    }

    /**
     * An instant {@code offsetMicros} into a tick, capped so that it lies at most {@code Long.MAX_VALUE} µs from
     * both 1970 and the epoch: beyond that IdLayout's arithmetic overflows (a reported bug, see
     * IdLayoutTest#extremeInstantsAreClampedOrRefusedWithTheProjectsExceptions).
     */
    private static Instant instant(IdLayout layout, long tick, long offsetMicros) {
        long sinceEpoch = tick * layout.tickMicros();
        long start = layout.epochMicros() + sinceEpoch;
        long room = Math.min(start < 0 ? Long.MAX_VALUE : Long.MAX_VALUE - start, Long.MAX_VALUE - sinceEpoch);
        return layout.instantOfTick(tick).plus(Math.min(offsetMicros, room), ChronoUnit.MICROS);
    }

    private static long clamp(long tick, long maxTick) {
        return Math.max(0, Math.min(maxTick, tick));
    }

    /** Values in {@code [0, max]}, with 0 and max drawn about one time in three each. */
    private static Arbitrary<Long> upTo(long max) {
        return Arbitraries.frequencyOf(
                Tuple.of(1, Arbitraries.just(0L)),
                Tuple.of(1, Arbitraries.just(max)),
                Tuple.of(1, Arbitraries.just(Math.max(0, max - 1))),
                Tuple.of(3, Arbitraries.longs().between(0, max)));
    }

    private static Arbitrary<IdLayout> layouts(boolean timeLeading) {
        Arbitrary<List<IdField>> order = Arbitraries.subsetOf(IdField.SHARD, IdField.WORKER, IdField.SEQUENCE)
                .flatMap(others -> {
                    List<IdField> fields = new ArrayList<>(others);
                    if (timeLeading) {
                        return Arbitraries.shuffle(fields).map(shuffled -> {
                            List<IdField> withTime = new ArrayList<>();
                            withTime.add(IdField.TIME);
                            withTime.addAll(shuffled);
                            return withTime;
                        });
                    }
                    fields.add(IdField.TIME);
                    return Arbitraries.shuffle(fields);
                });
        Arbitrary<Integer> width = Arbitraries.frequencyOf(
                Tuple.of(1, Arbitraries.of(1, 31, 63)),
                Tuple.of(3, Arbitraries.integers().between(1, 63)));
        Arbitrary<Long> epochMicros = Arbitraries.frequencyOf(
                Tuple.of(1, Arbitraries.of(0L, LATEST_EPOCH_MICROS)),
                Tuple.of(3, Arbitraries.longs().between(EARLIEST_EPOCH_MICROS, LATEST_EPOCH_MICROS)));
        Arbitrary<Long> tickMicros = Arbitraries.frequencyOf(
                Tuple.of(1, Arbitraries.of(1L, 1000L, 10_000L, 1_000_000L)),
                Tuple.of(3, Arbitraries.longs().between(1, 1_000_000)));
        return Combinators.combine(order, width.list().ofSize(4), epochMicros, tickMicros)
                .as((fields, wanted, epoch, tick) -> {
                    Map<IdField, Integer> widths = share(fields, wanted);
                    IdLayout.Builder builder = IdLayout.builder()
                            .epoch(Instant.EPOCH.plus(epoch, ChronoUnit.MICROS))
                            .tick(Duration.of(tick, ChronoUnit.MICROS));
                    for (IdField field : fields) {
                        builder.add(field, widths.get(field));
                    }
                    return builder.build();
                });
    }

    /**
     * Gives each field its wanted width, capped so that the widths add up to at most 63 with at least one bit
     * for every field still to come (time first, so that time gets the long ones).
     */
    private static Map<IdField, Integer> share(List<IdField> fields, List<Integer> wanted) {
        Map<IdField, Integer> widths = new EnumMap<>(IdField.class);
        int left = 63;
        List<IdField> timeFirst = new ArrayList<>(fields);
        timeFirst.remove(IdField.TIME);
        timeFirst.add(0, IdField.TIME);
        for (int i = 0; i < timeFirst.size(); i++) {
            IdField field = timeFirst.get(i);
            int cap = Math.min(field == IdField.TIME ? 63 : 31, left - (timeFirst.size() - 1 - i));
            int bits = Math.min(wanted.get(i), cap);
            widths.put(field, bits);
            left -= bits;
        }
        return widths;
    }
}
