package io.shardflake.spring;

import static io.shardflake.spring.PropertyErrors.under;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.LayoutPreset;
import java.time.Instant;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import org.springframework.boot.context.properties.PropertyMapper;

/** {@code shardflake.layout.*} → {@link IdLayout}: a preset, or field widths in an order; then epoch and tick. */
final class LayoutFactory {

    private LayoutFactory() {
    }

    /**
     * @param properties the layout properties
     * @param now the time the layout must still be alive at (the application's start)
     * @return the layout
     * @throws InvalidConfigurationException naming the property key, the value and what is allowed
     */
    static IdLayout layout(ShardflakeProperties.Layout properties, Instant now) {
        Map<IdField, Integer> widths = widths(properties);
        if (properties.getPreset() != null && !widths.isEmpty()) {
            throw new InvalidConfigurationException(PropertyKeys.PRESET, properties.getPreset(),
                    "a preset or field widths, not both; the widths " + describe(widths) + " were given too");
        }
        IdLayout.Builder builder = widths.isEmpty() ? presetBuilder(properties.getPreset())
                : widthsBuilder(widths, properties);
        PropertyMapper map = PropertyMapper.get();
        map.from(properties::getEpoch).to(epoch -> under(PropertyKeys.EPOCH, () -> builder.epoch(epoch)));
        map.from(properties::getTick).to(tick -> under(PropertyKeys.TICK, () -> builder.tick(tick)));
        IdLayout layout;
        try {
            layout = builder.build();
        } catch (InvalidConfigurationException e) {
            throw e.renamed(keyOf(e.parameter()));
        }
        requireAlive(layout, properties, widths, now);
        return layout;
    }

    private static IdLayout.Builder presetBuilder(String preset) {
        String name = preset != null ? preset : LayoutPreset.SHARDFLAKE.presetName();
        return under(PropertyKeys.PRESET, () -> LayoutPreset.named(name)).layout().toBuilder();
    }

    private static IdLayout.Builder widthsBuilder(Map<IdField, Integer> widths,
            ShardflakeProperties.Layout properties) {
        if (!widths.containsKey(IdField.TIME)) {
            throw new InvalidConfigurationException(PropertyKeys.TIME_BITS, null,
                    "1..63: a layout given by field widths (" + describe(widths) + ") needs a time field");
        }
        List<IdField> order = properties.getOrder();
        Set<IdField> seen = EnumSet.noneOf(IdField.class);
        for (IdField field : order) {
            if (field == null || !seen.add(field)) {
                throw new InvalidConfigurationException(PropertyKeys.ORDER, order,
                        "each of time, shard, worker, sequence at most once");
            }
        }
        for (IdField field : widths.keySet()) {
            if (!seen.contains(field) && widths.get(field) > 0) {
                throw new InvalidConfigurationException(PropertyKeys.ORDER, order,
                        "an order naming every field that has a width; " + PropertyKeys.bits(field.label()) + " = "
                                + widths.get(field) + " is not in it");
            }
        }
        IdLayout.Builder builder = IdLayout.builder();
        for (IdField field : order) {
            Integer bits = widths.get(field);
            if (bits != null) {
                under(PropertyKeys.bits(field.label()), () -> builder.add(field, bits));
            }
        }
        return builder;
    }

    /** The widths given, in the fields' natural order; empty when the layout is a preset. */
    private static Map<IdField, Integer> widths(ShardflakeProperties.Layout properties) {
        Map<IdField, Integer> widths = new EnumMap<>(IdField.class);
        PropertyMapper map = PropertyMapper.get();
        map.from(properties::getTimeBits).to(bits -> widths.put(IdField.TIME, bits));
        map.from(properties::getShardBits).to(bits -> widths.put(IdField.SHARD, bits));
        map.from(properties::getWorkerBits).to(bits -> widths.put(IdField.WORKER, bits));
        map.from(properties::getSequenceBits).to(bits -> widths.put(IdField.SEQUENCE, bits));
        return widths;
    }

    /**
     * A layout whose time ran out cannot make a single id; better to say so at startup, under the key that decided
     * its end, than at the first insert.
     */
    private static void requireAlive(IdLayout layout, ShardflakeProperties.Layout properties,
            Map<IdField, Integer> widths, Instant now) {
        if (now.isBefore(layout.endOfLife())) {
            return;
        }
        String why = "a layout that lasts past now (" + now + "): with " + layout.width(IdField.TIME)
                + " bits of " + layout.tick() + " ticks from " + layout.epoch() + ", it ended at "
                + layout.endOfLife();
        if (widths.containsKey(IdField.TIME)) {
            throw new InvalidConfigurationException(PropertyKeys.TIME_BITS, widths.get(IdField.TIME),
                    why + "; give it more time bits, a longer tick or a later epoch");
        }
        if (properties.getEpoch() != null) {
            throw new InvalidConfigurationException(PropertyKeys.EPOCH, properties.getEpoch(),
                    why + "; give it a later epoch");
        }
        throw new InvalidConfigurationException(PropertyKeys.TICK, properties.getTick(),
                why + "; give it a longer tick");
    }

    /** The key of a parameter named by {@link IdLayout.Builder#build()}. */
    private static String keyOf(String parameter) {
        return switch (parameter) {
            case "epoch" -> PropertyKeys.EPOCH;
            case "tick" -> PropertyKeys.TICK;
            case "total bits" -> PropertyKeys.ALL_BITS;
            default -> parameter.endsWith(" bits")
                    ? PropertyKeys.bits(parameter.substring(0, parameter.length() - " bits".length()))
                    : "shardflake.layout (" + parameter + ")";
        };
    }

    private static String describe(Map<IdField, Integer> widths) {
        StringJoiner joiner = new StringJoiner(", ");
        widths.forEach((field, bits) -> joiner.add(PropertyKeys.bits(field.label()) + "=" + bits));
        return joiner.toString();
    }
}
