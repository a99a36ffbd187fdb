package io.shardflake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.testing.Gen;
import io.shardflake.testing.Gens;
import io.shardflake.testing.Property;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

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

    @Test
    void decodeOfEncodeGivesBackEveryField() {
        Property.forAll(samples()).tries(500).check(IdLayoutProperties::decodeOfEncodeGivesBackEveryField);
    }

    private static void decodeOfEncodeGivesBackEveryField(Sample s) {
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

    @Test
    void theSmallestAndLargestIdOfEveryLayoutRoundTrip() {
        Property.forAll(layouts(false)).tries(300)
                .check(IdLayoutProperties::theSmallestAndLargestIdOfEveryLayoutRoundTrip);
    }

    private static void theSmallestAndLargestIdOfEveryLayoutRoundTrip(IdLayout layout) {
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

    @Test
    void encodeRefusesOneBeyondEitherEndOfEveryField() {
        Property.forAll(layouts(false)).tries(300)
                .check(IdLayoutProperties::encodeRefusesOneBeyondEitherEndOfEveryField);
    }

    private static void encodeRefusesOneBeyondEitherEndOfEveryField(IdLayout layout) {
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

    @Test
    void idRangeHoldsExactlyTheIdsOfTheTicksTheWindowTouches() {
        Property.forAll(windows()).tries(500)
                .check(IdLayoutProperties::idRangeHoldsExactlyTheIdsOfTheTicksTheWindowTouches);
    }

    private static void idRangeHoldsExactlyTheIdsOfTheTicksTheWindowTouches(Window w) {
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

    // ---- generators -----------------------------------------------------------------------------------------

    private static Gen<Sample> samples() {
        return layouts(false).flatMap(layout -> {
            Gen<Long> ticks = upTo(layout.maxTick());
            Gen<Long> shards = upTo(layout.maxValue(IdField.SHARD));
            Gen<Long> workers = upTo(layout.maxValue(IdField.WORKER));
            Gen<Long> sequences = upTo(layout.maxValue(IdField.SEQUENCE));
            return s -> new Sample(layout, ticks.next(s), shards.next(s), workers.next(s), sequences.next(s));
        });
    }

    private static Gen<Window> windows() {
        return layouts(true).flatMap(layout -> {
            Gen<Long> ticks = upTo(layout.maxTick());
            Gen<Long> offsets = Gens.longs(0, layout.tickMicros() - 1);
            Gen<Integer> nears = Gens.ints(0, 2);
            Gen<Integer> deltas = Gens.ints(-1, 1);
            return s -> {
                long a = ticks.next(s);
                long b = ticks.next(s);
                long offsetA = offsets.next(s);
                long offsetB = offsets.next(s);
                long c = ticks.next(s);
                long offsetC = offsets.next(s);
                int near = nears.next(s);
                int delta = deltas.next(s);
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
            };
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
    private static Gen<Long> upTo(long max) {
        return Gens.frequency(
                Gens.weight(1, Gens.constant(0L)),
                Gens.weight(1, Gens.constant(max)),
                Gens.weight(1, Gens.constant(Math.max(0, max - 1))),
                Gens.weight(3, Gens.longs(0, max)));
    }

    /** Random field order (time first if {@code timeLeading}), widths, epoch and tick. */
    private static Gen<IdLayout> layouts(boolean timeLeading) {
        Gen<Boolean> include = Gens.booleans();
        Gen<List<IdField>> order = s -> {
            List<IdField> fields = new ArrayList<>();
            for (IdField field : List.of(IdField.SHARD, IdField.WORKER, IdField.SEQUENCE)) {
                if (include.next(s)) {
                    fields.add(field);
                }
            }
            if (!timeLeading) {
                fields.add(IdField.TIME);
            }
            shuffle(fields, s.random());
            if (timeLeading) {
                fields.add(0, IdField.TIME);
            }
            return fields;
        };
        Gen<Integer> width = Gens.frequency(
                Gens.weight(1, Gens.of(1, 31, 63)),
                Gens.weight(3, Gens.ints(1, 63)));
        Gen<Long> epochMicros = Gens.frequency(
                Gens.weight(1, Gens.of(0L, LATEST_EPOCH_MICROS)),
                Gens.weight(3, Gens.longs(EARLIEST_EPOCH_MICROS, LATEST_EPOCH_MICROS)));
        Gen<Long> tickMicros = Gens.frequency(
                Gens.weight(1, Gens.of(1L, 1000L, 10_000L, 1_000_000L)),
                Gens.weight(3, Gens.longs(1, 1_000_000)));
        Gen<List<Integer>> widths = width.list(4, 4);
        return s -> {
            List<IdField> fields = order.next(s);
            Map<IdField, Integer> shares = share(fields, widths.next(s));
            IdLayout.Builder builder = IdLayout.builder()
                    .epoch(Instant.EPOCH.plus(epochMicros.next(s), ChronoUnit.MICROS))
                    .tick(Duration.of(tickMicros.next(s), ChronoUnit.MICROS));
            for (IdField field : fields) {
                builder.add(field, shares.get(field));
            }
            return builder.build();
        };
    }

    private static void shuffle(List<IdField> fields, SplittableRandom random) {
        for (int i = fields.size() - 1; i > 0; i--) {
            Collections.swap(fields, i, random.nextInt(i + 1));
        }
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
