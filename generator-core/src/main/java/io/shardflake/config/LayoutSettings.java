package io.shardflake.config;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.LayoutPreset;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * {@code shardflake.layout.*}: a preset, or field widths in an order; then epoch and tick for either.
 *
 * @param preset the preset's name, or null
 * @param epoch tick 0, or null for the preset's (or 2026-01-01 for widths)
 * @param tick the tick, or null for the preset's (or 1 ms for widths)
 * @param widths the field widths given, empty for a preset
 * @param order the order of the fields given by widths, most significant first
 */
public record LayoutSettings(@Nullable String preset, @Nullable Instant epoch, @Nullable Duration tick,
        Map<IdField, Integer> widths, List<IdField> order) {

    /** time | worker | sequence | shard, as the {@code shardflake} preset. */
    public static final List<IdField> DEFAULT_ORDER = List.of(IdField.TIME, IdField.WORKER, IdField.SEQUENCE,
            IdField.SHARD);

    private static final Map<IdField, Setting> WIDTH = Map.of(IdField.TIME, Setting.LAYOUT_TIME_BITS,
            IdField.SHARD, Setting.LAYOUT_SHARD_BITS, IdField.WORKER, Setting.LAYOUT_WORKER_BITS,
            IdField.SEQUENCE, Setting.LAYOUT_SEQUENCE_BITS);

    /** The four widths together, when their sum is what is wrong. */
    private static final String ALL_BITS = Setting.LAYOUT_TIME_BITS.key()
            + " + shard-bits + worker-bits + sequence-bits";

    public LayoutSettings {
        Map<IdField, Integer> copy = new EnumMap<>(IdField.class);
        copy.putAll(widths);
        widths = Collections.unmodifiableMap(copy);
        order = List.copyOf(order);
    }

    static LayoutSettings read(SettingReader reader) {
        Map<IdField, Integer> widths = new EnumMap<>(IdField.class);
        for (IdField field : IdField.values()) {
            Integer bits = reader.integer(width(field), "a whole number of bits");
            if (bits != null) {
                widths.put(field, bits);
            }
        }
        Instant epoch = reader.instant(Setting.LAYOUT_EPOCH);
        Duration tick = reader.has(Setting.LAYOUT_TICK) ? Durations.parse(Setting.LAYOUT_TICK,
                reader.raw(Setting.LAYOUT_TICK)) : null;
        return new LayoutSettings(reader.text(Setting.LAYOUT_PRESET, null), epoch, tick, widths, order(reader));
    }

    private static List<IdField> order(SettingReader reader) {
        List<String> labels = reader.list(Setting.LAYOUT_ORDER);
        if (labels == null) {
            return DEFAULT_ORDER;
        }
        List<IdField> order = new ArrayList<>();
        Set<IdField> seen = EnumSet.noneOf(IdField.class);
        for (String label : labels) {
            IdField field = field(label);
            if (field == null || !seen.add(field)) {
                throw new InvalidSettingException(Setting.LAYOUT_ORDER, String.join(",", labels),
                        "each of time, shard, worker, sequence at most once, most significant first");
            }
            order.add(field);
        }
        return order;
    }

    private static @Nullable IdField field(String label) {
        for (IdField field : IdField.values()) {
            if (field.label().equals(label.toLowerCase(Locale.ROOT)) || field.name().equals(label)) {
                return field;
            }
        }
        return null;
    }

    /**
     * @param field a field
     * @return the setting of its width, e.g. {@link Setting#LAYOUT_WORKER_BITS}
     */
    public static Setting width(IdField field) {
        return WIDTH.get(field);
    }

    /** @return whether the layout is a preset (named, or the default) rather than field widths */
    public boolean isPreset() {
        return widths.isEmpty();
    }

    /**
     * @param now the time the layout must still be alive at (the application's start)
     * @return the layout
     * @throws InvalidSettingException naming the setting, the value and what is allowed
     */
    public IdLayout build(Instant now) {
        if (preset != null && !widths.isEmpty()) {
            throw new InvalidSettingException(Setting.LAYOUT_PRESET, preset,
                    "a preset or field widths, not both; the widths " + describe(widths) + " were given too");
        }
        IdLayout.Builder builder = widths.isEmpty() ? presetBuilder() : widthsBuilder();
        if (epoch != null) {
            apply(Setting.LAYOUT_EPOCH, () -> builder.epoch(epoch));
        }
        if (tick != null) {
            apply(Setting.LAYOUT_TICK, () -> builder.tick(tick));
        }
        // Widths, their sum and the tick are checked above: what build() can still refuse is the epoch.
        IdLayout layout = apply(Setting.LAYOUT_EPOCH, builder::build);
        requireAlive(layout, now);
        return layout;
    }

    private IdLayout.Builder presetBuilder() {
        String name = preset != null ? preset : LayoutPreset.SHARDFLAKE.presetName();
        return apply(Setting.LAYOUT_PRESET, () -> LayoutPreset.named(name)).layout().toBuilder();
    }

    private IdLayout.Builder widthsBuilder() {
        if (!widths.containsKey(IdField.TIME)) {
            throw new InvalidSettingException(Setting.LAYOUT_TIME_BITS, null,
                    "1..63: a layout given by field widths (" + describe(widths) + ") needs a time field");
        }
        for (IdField field : widths.keySet()) {
            if (!order.contains(field) && widths.get(field) > 0) {
                throw new InvalidSettingException(Setting.LAYOUT_ORDER, describe(order),
                        "an order naming every field that has a width; " + width(field).key() + " = "
                                + widths.get(field) + " is not in it");
            }
        }
        IdLayout.Builder builder = IdLayout.builder();
        StringJoiner given = new StringJoiner(" | ");
        int total = 0;
        for (IdField field : order) {
            Integer bits = widths.get(field);
            if (bits != null) {
                apply(width(field), () -> builder.add(field, bits));
                if (bits > 0) {
                    total += bits;
                    given.add(field.label() + " " + bits);
                }
            }
        }
        if (total > 63) {
            throw new InvalidSettingException(Setting.LAYOUT_TIME_BITS, ALL_BITS, total,
                    "at most 63 (the sign bit stays 0); widths were " + given);
        }
        return builder;
    }

    /**
     * A layout whose time ran out cannot make a single id; better to say so at startup, under the setting that
     * decided its end, than at the first insert.
     */
    private void requireAlive(IdLayout layout, Instant now) {
        if (now.isBefore(layout.endOfLife())) {
            return;
        }
        String why = "a layout that lasts past now (" + now + "): with " + layout.width(IdField.TIME)
                + " bits of " + layout.tick() + " ticks from " + layout.epoch() + ", it ended at "
                + layout.endOfLife();
        if (widths.containsKey(IdField.TIME)) {
            throw new InvalidSettingException(Setting.LAYOUT_TIME_BITS, widths.get(IdField.TIME),
                    why + "; give it more time bits, a longer tick or a later epoch");
        }
        if (epoch != null) {
            throw new InvalidSettingException(Setting.LAYOUT_EPOCH, epoch, why + "; give it a later epoch");
        }
        throw new InvalidSettingException(Setting.LAYOUT_TICK, tick, why + "; give it a longer tick");
    }

    /** Runs a builder step that applies one setting: its error is that setting's. */
    static <T> T apply(Setting setting, Supplier<T> step) {
        try {
            return step.get();
        } catch (InvalidConfigurationException e) {
            throw InvalidSettingException.of(setting, e);
        }
    }

    private static String describe(Map<IdField, Integer> widths) {
        StringJoiner joiner = new StringJoiner(", ");
        widths.forEach((field, bits) -> joiner.add(width(field).key() + "=" + bits));
        return joiner.toString();
    }

    private static String describe(List<IdField> order) {
        StringJoiner joiner = new StringJoiner(",");
        order.forEach(field -> joiner.add(field.label()));
        return joiner.toString();
    }
}
