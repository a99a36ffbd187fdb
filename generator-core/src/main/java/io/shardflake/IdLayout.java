package io.shardflake;

import io.shardflake.clock.Micros;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.InvalidIdException;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * How the 63 usable bits of an id are shared out between time, shard, worker and sequence.
 *
 * <p>Fields are laid out in the order they were added to the builder, most significant first. The sign bit
 * is always 0, so ids are positive {@code long}s. The Twitter layout, for example:
 *
 * <pre>
 *  63 62                                      22 21        12 11          0
 * +--+------------------------------------------+------------+-------------+
 * | 0|  time: 41 bits, ms since 2010-11-04      | worker: 10 | sequence: 12|
 * +--+------------------------------------------+------------+-------------+
 * </pre>
 *
 * <p>A layout is immutable and validated once, when built. It makes no ids: {@link SnowflakeGenerator} does.
 * It encodes fields into an id (checking every range) and decodes an id back ({@link #decode(long)}).
 * When time is the leading field, ids sort by time and {@link #idRange(Instant, Instant)} turns a time window
 * into a primary-key range.
 */
public final class IdLayout {

    /** The epoch used when none is given: 2026-01-01T00:00:00Z. */
    public static final Instant DEFAULT_EPOCH = Instant.parse("2026-01-01T00:00:00Z");

    private static final int MAX_TOTAL_BITS = 63;
    private static final int MAX_SMALL_FIELD_BITS = 31;
    private static final long MAX_TICK_MICROS = Duration.ofDays(1).toNanos() / 1000;
    private static final long MAX_SECONDS_IN_MICROS = Long.MAX_VALUE / 1_000_000L - 1;

    private final String name;
    private final Instant epoch;
    private final long epochMicros;
    private final long tickMicros;
    private final List<IdField> order;
    private final int[] width = new int[IdField.values().length];
    private final int[] shift = new int[IdField.values().length];
    private final long[] max = new long[IdField.values().length];
    private final long maxTick;
    private final Instant endOfLife;

    private IdLayout(Builder builder) {
        this.name = builder.name;
        this.epoch = builder.epoch;
        this.epochMicros = Micros.of(builder.epoch);
        this.tickMicros = builder.tickMicros;
        this.order = List.copyOf(builder.order);
        int position = 0;
        for (int i = order.size() - 1; i >= 0; i--) {
            IdField field = order.get(i);
            int bits = builder.widths.get(field);
            width[field.ordinal()] = bits;
            shift[field.ordinal()] = position;
            max[field.ordinal()] = bits == 0 ? 0 : (1L << bits) - 1;
            position += bits;
        }
        // The time field may hold more ticks than an Instant (or a long of microseconds) can; cap it there.
        long representable = (Long.MAX_VALUE - Math.max(0, epochMicros)) / tickMicros;
        this.maxTick = Math.min(max[IdField.TIME.ordinal()], representable);
        this.endOfLife = Micros.toInstant(epochMicros + maxTick * tickMicros).plusNanos(tickMicros * 1000);
    }

    /**
     * Starts a layout. Add fields in order, most significant first; time is required.
     *
     * @return a builder with the {@link #DEFAULT_EPOCH} and a 1 ms tick
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * A builder holding this layout's settings, to derive a variant (another epoch, say).
     *
     * @return a new builder initialised from this layout
     */
    public Builder toBuilder() {
        Builder builder = new Builder().name(name).epoch(epoch).tick(Duration.ofNanos(tickMicros * 1000));
        for (IdField field : order) {
            builder.add(field, width(field));
        }
        return builder;
    }

    // ---- encoding ---------------------------------------------------------------------------------------

    /**
     * Puts fields together into an id, checking each one's range.
     *
     * @param tick ticks since the epoch
     * @param shard the shard (0 when the layout has no shard field)
     * @param worker the worker (0 when the layout has no worker field)
     * @param sequence the sequence (0 when the layout has no sequence field)
     * @return the id, a non-negative long
     * @throws FieldRangeException if a value does not fit its field
     */
    public long encode(long tick, long shard, long worker, long sequence) {
        return place(IdField.TIME, tick) | place(IdField.SHARD, shard) | place(IdField.WORKER, worker)
                | place(IdField.SEQUENCE, sequence);
    }

    /**
     * Puts fields together into an id for an instant, checking each one's range.
     *
     * @param time when the id is said to be made; must lie in the layout's life
     * @param shard the shard (0 when the layout has no shard field)
     * @param worker the worker (0 when the layout has no worker field)
     * @param sequence the sequence (0 when the layout has no sequence field)
     * @return the id
     * @throws FieldRangeException if a value does not fit its field, or the instant is outside the layout's life
     */
    public long encode(Instant time, long shard, long worker, long sequence) {
        return encode(tickOf(time), shard, worker, sequence);
    }

    /**
     * Reads every field of an id.
     *
     * @param id an id made with this layout
     * @return its fields and the instant of its tick (UTC)
     * @throws InvalidIdException if the id is negative or its time lies beyond the layout's end
     */
    public DecodedId decode(long id) {
        if (id < 0) {
            throw new InvalidIdException(id, "ids are non-negative (the sign bit is always 0)");
        }
        int bits = totalBits();
        if (bits < MAX_TOTAL_BITS && (id >>> bits) != 0) {
            throw new InvalidIdException(id, "it has bits set above the " + bits + " bits of layout " + name);
        }
        long tick = extract(IdField.TIME, id);
        if (tick > maxTick) {
            throw new InvalidIdException(id, "its time field (" + tick + ") lies beyond the end of layout "
                    + name + " (" + endOfLife + ")");
        }
        return new DecodedId(id, instantOfTick(tick), tick, (int) extract(IdField.SHARD, id),
                (int) extract(IdField.WORKER, id), extract(IdField.SEQUENCE, id));
    }

    /**
     * The value of one field of an id, with no other checks.
     *
     * @param field the field
     * @param id the id
     * @return the field's bits as a number
     */
    public long extract(IdField field, long id) {
        return (id >>> shift[field.ordinal()]) & max[field.ordinal()];
    }

    /**
     * Replaces one field of an id.
     *
     * @param id the id
     * @param field the field to replace
     * @param value the new value
     * @return the id with the field replaced
     * @throws FieldRangeException if the value does not fit the field
     */
    public long with(long id, IdField field, long value) {
        long mask = max[field.ordinal()] << shift[field.ordinal()];
        return (id & ~mask) | place(field, value);
    }

    // ---- time -------------------------------------------------------------------------------------------

    /**
     * The tick an instant falls in.
     *
     * @param time an instant in the layout's life
     * @return ticks since the epoch, rounded down
     * @throws FieldRangeException if the instant is before the epoch or after the end of life
     */
    public long tickOf(Instant time) {
        long tick = ticksSinceEpoch(time);
        if (tick < 0 || tick > maxTick) {
            throw new FieldRangeException(IdField.TIME, tick, maxTick);
        }
        return tick;
    }

    /**
     * The instant a tick starts.
     *
     * @param tick ticks since the epoch, between 0 and {@link #maxTick()}
     * @return the instant, in UTC
     */
    public Instant instantOfTick(long tick) {
        if (tick < 0 || tick > maxTick) {
            throw new FieldRangeException(IdField.TIME, tick, maxTick);
        }
        return Micros.toInstant(epochMicros + tick * tickMicros);
    }

    /**
     * The smallest and the largest id that a generator can make at instants in {@code [from, to]}, for range
     * queries on the primary key instead of a timestamp column. Instants before the epoch or after the end of
     * life are clamped to it.
     *
     * @param from the start of the window (inclusive)
     * @param to the end of the window (inclusive)
     * @return the id range, inclusive at both ends; {@link IdRange#EMPTY} when the window lies wholly outside
     *     the layout's life
     * @throws UnsupportedOperationException if time is not the leading field (ids do not sort by time)
     * @throws IllegalArgumentException if {@code from} is after {@code to}
     */
    public IdRange idRange(Instant from, Instant to) {
        if (!isTimeOrdered()) {
            throw new UnsupportedOperationException("time is not the leading field of layout " + name
                    + " (" + describeFields() + "), so its ids do not sort by time");
        }
        if (from.isAfter(to)) {
            throw new IllegalArgumentException("from " + from + " is after to " + to);
        }
        long first = ticksSinceEpoch(from);
        long last = ticksSinceEpoch(to);
        if (last < 0 || first > maxTick) {
            return IdRange.EMPTY;
        }
        int timeShift = shift[IdField.TIME.ordinal()];
        long lowMask = timeShift == 0 ? 0 : (1L << timeShift) - 1;
        return new IdRange(Math.max(0, first) << timeShift, (Math.min(maxTick, last) << timeShift) | lowMask);
    }

    /** Ticks from the epoch to an instant, rounded down; saturates far outside any layout's life. */
    private long ticksSinceEpoch(Instant time) {
        long seconds = time.getEpochSecond() - epoch.getEpochSecond();
        long nanos = time.getNano() - epoch.getNano();
        if (nanos < 0) {
            // Borrow a second first, so the product below overflows only when the result really does.
            seconds--;
            nanos += 1_000_000_000L;
        }
        try {
            long micros = Math.addExact(Math.multiplyExact(seconds, 1_000_000L), nanos / 1000);
            return Math.floorDiv(micros, tickMicros);
        } catch (ArithmeticException beyondALongOfMicros) {
            // Rare: within a tick or so of the largest layouts' ends, or far outside any life. Exact, slowly.
            BigInteger micros = BigInteger.valueOf(seconds).multiply(BigInteger.valueOf(1_000_000L))
                    .add(BigInteger.valueOf(nanos / 1000));
            BigInteger ticks = micros.divide(BigInteger.valueOf(tickMicros));
            return ticks.bitLength() < 64 ? ticks.longValue() : seconds > 0 ? Long.MAX_VALUE : Long.MIN_VALUE;
        }
    }

    /** @return true when time is the most significant field, so that ids sort by time */
    public boolean isTimeOrdered() {
        return order.get(0) == IdField.TIME;
    }

    /** @return the layout's epoch: tick 0 */
    public Instant epoch() {
        return epoch;
    }

    /** @return the epoch in microseconds since 1970 */
    public long epochMicros() {
        return epochMicros;
    }

    /** @return the length of a tick */
    public Duration tick() {
        return Duration.ofNanos(tickMicros * 1000);
    }

    /** @return the length of a tick in microseconds */
    public long tickMicros() {
        return tickMicros;
    }

    /** @return the largest tick the time field holds (and an {@link Instant} can express) */
    public long maxTick() {
        return maxTick;
    }

    /** @return the first instant the layout cannot express: no id can be made from then on */
    public Instant endOfLife() {
        return endOfLife;
    }

    /**
     * How long the layout lasts from its epoch.
     *
     * @return the time from the epoch to the end of life
     */
    public Duration lifetime() {
        return Duration.between(epoch, endOfLife);
    }

    // ---- fields -----------------------------------------------------------------------------------------

    /** @return the fields present, most significant first */
    public List<IdField> fields() {
        return order;
    }

    /**
     * @param field a field
     * @return its width in bits, 0 when the layout does not have it
     */
    public int width(IdField field) {
        return width[field.ordinal()];
    }

    /**
     * @param field a field
     * @return how far its lowest bit sits from bit 0
     */
    public int shift(IdField field) {
        return shift[field.ordinal()];
    }

    /**
     * @param field a field
     * @return the largest value it holds, 0 when the layout does not have it
     */
    public long maxValue(IdField field) {
        return max[field.ordinal()];
    }

    /**
     * @param field a field
     * @return true when the layout has the field
     */
    public boolean has(IdField field) {
        return width[field.ordinal()] > 0;
    }

    /** @return how many ids one worker can make in one tick (for one shard value) */
    public long idsPerTick() {
        return max[IdField.SEQUENCE.ordinal()] + 1;
    }

    /** @return how many ids one worker can make per second at most without running ahead of the clock */
    public double idsPerSecond() {
        return idsPerTick() * 1_000_000.0 / tickMicros;
    }

    /** @return the total number of bits used (at most 63) */
    public int totalBits() {
        int total = 0;
        for (int bits : width) {
            total += bits;
        }
        return total;
    }

    /** @return the preset's name, or "custom" */
    public String name() {
        return name;
    }

    /** @return the fields and widths, e.g. {@code time 41 | worker 10 | sequence 12} */
    public String describeFields() {
        StringJoiner joiner = new StringJoiner(" | ");
        for (IdField field : order) {
            joiner.add(field.label() + " " + width(field));
        }
        return joiner.toString();
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof IdLayout)) {
            return false;
        }
        IdLayout that = (IdLayout) other;
        return epochMicros == that.epochMicros && tickMicros == that.tickMicros && order.equals(that.order)
                && java.util.Arrays.equals(width, that.width);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(epochMicros) * 31 * 31 + Long.hashCode(tickMicros) * 31
                + java.util.Arrays.hashCode(width);
    }

    @Override
    public String toString() {
        return "IdLayout[" + name + ": " + describeFields() + ", tick " + tick() + ", epoch " + epoch + "]";
    }

    private long place(IdField field, long value) {
        long limit = field == IdField.TIME ? maxTick : max[field.ordinal()];
        if (value < 0 || value > limit) {
            throw new FieldRangeException(field, value, limit);
        }
        return value << shift[field.ordinal()];
    }


    /**
     * Builds an {@link IdLayout}. Each field method adds a field after the ones added before it; time is
     * required, the others are optional.
     */
    public static final class Builder {

        private String name = "custom";
        private Instant epoch = DEFAULT_EPOCH;
        private long tickMicros = 1000;
        private final List<IdField> order = new ArrayList<>();
        private final Map<IdField, Integer> widths = new EnumMap<>(IdField.class);

        private Builder() {
        }

        /**
         * @param name a name shown in messages and by the command line
         * @return this builder
         */
        public Builder name(String name) {
            this.name = name;
            return this;
        }

        /**
         * @param epoch tick 0; must not be in the future and must be a whole number of microseconds
         * @return this builder
         */
        public Builder epoch(Instant epoch) {
            this.epoch = epoch;
            return this;
        }

        /**
         * @param tick the length of a tick: at least 1 µs, at most a day, a whole number of microseconds
         * @return this builder
         */
        public Builder tick(Duration tick) {
            if (tick == null || tick.isNegative() || tick.compareTo(Duration.ofDays(1)) > 0 || tick.getNano() % 1000 != 0) {
                throw new InvalidConfigurationException("tick", tick,
                        "a whole number of microseconds from 1 µs to 1 day");
            }
            this.tickMicros = tick.toNanos() / 1000;
            return this;
        }

        /**
         * @param bits width of the time field, 1 to 63
         * @return this builder
         */
        public Builder time(int bits) {
            return add(IdField.TIME, bits);
        }

        /**
         * @param bits width of the shard field, 1 to 31
         * @return this builder
         */
        public Builder shard(int bits) {
            return add(IdField.SHARD, bits);
        }

        /**
         * @param bits width of the worker field, 1 to 31
         * @return this builder
         */
        public Builder worker(int bits) {
            return add(IdField.WORKER, bits);
        }

        /**
         * @param bits width of the sequence field, 1 to 31
         * @return this builder
         */
        public Builder sequence(int bits) {
            return add(IdField.SEQUENCE, bits);
        }

        /**
         * Adds a field after those added so far.
         *
         * @param field the field
         * @param bits its width in bits (0 leaves the field out)
         * @return this builder
         */
        public Builder add(IdField field, int bits) {
            if (widths.containsKey(field)) {
                throw new InvalidConfigurationException(field.label() + " bits", bits,
                        "each field at most once; " + field.label() + " was already added with "
                                + widths.get(field) + " bits");
            }
            int limit = field == IdField.TIME ? MAX_TOTAL_BITS : MAX_SMALL_FIELD_BITS;
            int least = field == IdField.TIME ? 1 : 0;
            if (bits < least || bits > limit) {
                throw new InvalidConfigurationException(field.label() + " bits", bits, least + ".." + limit);
            }
            if (bits > 0) {
                widths.put(field, bits);
                order.add(field);
            }
            return this;
        }

        /**
         * Builds the layout, checking its epoch against the system clock: {@code build(InstantSource.system())}.
         *
         * @return the layout
         * @throws InvalidConfigurationException if there is no time field, the widths add up to more than 63
         *     bits, the tick is out of range, or the epoch is in the future or not a whole microsecond
         */
        public IdLayout build() {
            return build(InstantSource.system());
        }

        /**
         * Builds the layout, checking its epoch against the caller's clock (a test's scripted one, say). A generator
         * checks again, when it is built, that its own clock is past the epoch and before the end of life.
         *
         * @param clock the time the epoch must not be after
         * @return the layout
         * @throws InvalidConfigurationException if there is no time field, the widths add up to more than 63
         *     bits, the tick is out of range, or the epoch is after {@code clock}'s time or not a whole microsecond
         */
        public IdLayout build(InstantSource clock) {
            IdLayout layout = buildWithoutClock();
            if (epoch.isAfter(clock.instant())) {
                throw new InvalidConfigurationException("epoch", epoch, "an instant that is not in the future");
            }
            return layout;
        }

        /**
         * Builds a layout without reading any clock: for the presets, whose fixed epochs a class initializer must not
         * compare with the time (a machine whose clock is wrong would fail to load the class, not to build a
         * generator). The generator built on it checks its clock against the epoch.
         */
        IdLayout buildWithoutClock() {
            if (!widths.containsKey(IdField.TIME)) {
                throw new InvalidConfigurationException("time bits", 0, "1..63: every layout needs a time field");
            }
            int total = widths.values().stream().mapToInt(Integer::intValue).sum();
            if (total > MAX_TOTAL_BITS) {
                StringJoiner widthsText = new StringJoiner(" | ");
                order.forEach(field -> widthsText.add(field.label() + " " + widths.get(field)));
                throw new InvalidConfigurationException("total bits", total, "at most 63 (the sign bit stays 0); "
                        + "widths were " + widthsText);
            }
            if (tickMicros < 1 || tickMicros > MAX_TICK_MICROS) {
                throw new InvalidConfigurationException("tick", Duration.ofNanos(tickMicros * 1000),
                        "a whole number of microseconds from 1 µs to 1 day");
            }
            if (epoch == null) {
                throw new InvalidConfigurationException("epoch", null, "an instant in the past");
            }
            if (epoch.getEpochSecond() < -MAX_SECONDS_IN_MICROS || epoch.getEpochSecond() > MAX_SECONDS_IN_MICROS) {
                throw new InvalidConfigurationException("epoch", epoch, "an instant within 292,000 years of 1970");
            }
            if (epoch.getNano() % 1000 != 0) {
                throw new InvalidConfigurationException("epoch", epoch, "a whole number of microseconds");
            }
            return new IdLayout(this);
        }
    }
}
