package io.shardflake.shardingsphere;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.LayoutPreset;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The layout of the ids, from an algorithm's props, in the Spring starter's words ({@code shardflake.layout.*}
 * without the prefix): a preset, {@code layout: shardflake} (the default), or field widths
 * ({@code time-bits}, {@code shard-bits}, {@code worker-bits}, {@code sequence-bits}, in {@code order}); then
 * {@code epoch} and {@code tick} for either. The sharding algorithm and the key generator must read ids alike,
 * so both take exactly these keys.
 */
final class LayoutProps {

    static final String LAYOUT = "layout";
    static final String EPOCH = "epoch";
    static final String TICK = "tick";
    static final String ORDER = "order";
    /** The keys this class reads. */
    static final List<String> KEYS = List.of(LAYOUT, EPOCH, TICK, bits(IdField.TIME), bits(IdField.SHARD),
            bits(IdField.WORKER), bits(IdField.SEQUENCE), ORDER);

    private static final List<IdField> DEFAULT_ORDER = List.of(IdField.TIME, IdField.WORKER, IdField.SEQUENCE,
            IdField.SHARD);

    private LayoutProps() {
    }

    /**
     * @param props the algorithm's props
     * @return the layout
     * @throws InvalidConfigurationException naming the key, the value and what is allowed
     */
    static IdLayout layout(AlgorithmProps props) {
        Map<IdField, Integer> widths = widths(props);
        String preset = props.text(LAYOUT);
        if (preset != null && !widths.isEmpty()) {
            throw new InvalidConfigurationException(LAYOUT, preset, "a preset or field widths, not both; "
                    + widths.keySet().stream().map(LayoutProps::bits).toList() + " were given too");
        }
        IdLayout.Builder builder = widths.isEmpty() ? presetBuilder(preset) : widthsBuilder(widths, props);
        String epoch = props.text(EPOCH);
        if (epoch != null) {
            Instant instant;
            try {
                instant = Instant.parse(epoch);
            } catch (DateTimeParseException e) {
                throw new InvalidConfigurationException(EPOCH, epoch, "an ISO-8601 instant such as"
                        + " 2026-01-01T00:00:00Z, not in the future");
            }
            renamed(() -> builder.epoch(instant));
        }
        if (props.has(TICK)) {
            renamed(() -> builder.tick(props.duration(TICK, null)));
        }
        return renamed(builder::build);
    }

    private static IdLayout.Builder presetBuilder(String preset) {
        String name = preset != null ? preset : LayoutPreset.SHARDFLAKE.presetName();
        try {
            return LayoutPreset.named(name).layout().toBuilder();
        } catch (InvalidConfigurationException e) {
            throw new InvalidConfigurationException(LAYOUT, name, "a preset: one of " + LayoutPreset.names()
                    + "; or no " + LAYOUT + " and the field widths " + bits(IdField.TIME) + ", "
                    + bits(IdField.SHARD) + ", " + bits(IdField.WORKER) + ", " + bits(IdField.SEQUENCE));
        }
    }

    private static IdLayout.Builder widthsBuilder(Map<IdField, Integer> widths, AlgorithmProps props) {
        if (!widths.containsKey(IdField.TIME)) {
            throw new InvalidConfigurationException(bits(IdField.TIME), null, "1..63: a layout given by field widths"
                    + " needs a time field");
        }
        List<IdField> order = order(props);
        for (IdField field : widths.keySet()) {
            if (!order.contains(field) && widths.get(field) > 0) {
                throw new InvalidConfigurationException(ORDER, props.text(ORDER), "an order naming every field that"
                        + " has a width; " + bits(field) + " = " + widths.get(field) + " is not in it");
            }
        }
        IdLayout.Builder builder = IdLayout.builder();
        for (IdField field : order) {
            Integer width = widths.get(field);
            if (width != null) {
                renamed(() -> builder.add(field, width));
            }
        }
        return builder;
    }

    private static List<IdField> order(AlgorithmProps props) {
        String text = props.text(ORDER);
        if (text == null) {
            return DEFAULT_ORDER;
        }
        List<IdField> order = new ArrayList<>();
        Set<IdField> seen = EnumSet.noneOf(IdField.class);
        for (String part : text.split(",")) {
            IdField field = field(part.trim());
            if (field == null || !seen.add(field)) {
                throw new InvalidConfigurationException(ORDER, text, "a comma-separated list of time, shard, worker,"
                        + " sequence, each at most once, most significant first");
            }
            order.add(field);
        }
        return order;
    }

    private static IdField field(String label) {
        for (IdField field : IdField.values()) {
            if (field.label().equals(label.toLowerCase(Locale.ROOT))) {
                return field;
            }
        }
        return null;
    }

    private static Map<IdField, Integer> widths(AlgorithmProps props) {
        Map<IdField, Integer> widths = new EnumMap<>(IdField.class);
        for (IdField field : IdField.values()) {
            Integer width = props.integer(bits(field), 0, 63, "bits of the " + field.label() + " field");
            if (width != null) {
                widths.put(field, width);
            }
        }
        return widths;
    }

    static String bits(IdField field) {
        return field.label() + "-bits";
    }

    /** Runs a core builder step, restating its parameter ({@code worker bits}) as the key ({@code worker-bits}). */
    private static <T> T renamed(java.util.function.Supplier<T> step) {
        try {
            return step.get();
        } catch (InvalidConfigurationException e) {
            String parameter = e.parameter();
            String key = switch (parameter) {
                case "epoch" -> EPOCH;
                case "tick" -> TICK;
                case "total bits" -> String.join(" + ", bits(IdField.TIME), bits(IdField.SHARD),
                        bits(IdField.WORKER), bits(IdField.SEQUENCE));
                default -> parameter.endsWith(" bits")
                        ? parameter.substring(0, parameter.length() - " bits".length()) + "-bits" : parameter;
            };
            throw key.equals(parameter) ? e : e.renamed(key);
        }
    }
}
