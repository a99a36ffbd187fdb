package io.shardflake.shardingsphere;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.config.InvalidSettingException;
import io.shardflake.config.Setting;
import io.shardflake.config.ShardflakeConfig;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * The {@code props} of one algorithm in ShardingSphere's YAML, read with the checks every value needs: a wrong
 * value fails naming its key, the value and what is allowed ({@link InvalidConfigurationException}), and a key
 * nobody reads fails too, since a misspelt {@code worker_id} silently ignored would leave the worker id unset.
 */
final class AlgorithmProps {

    private final Properties props;

    /**
     * @param props the algorithm's properties, as ShardingSphere hands them to {@code init}
     * @param known every key the algorithm reads
     * @throws InvalidConfigurationException naming the first unknown key and the known ones
     */
    AlgorithmProps(@Nullable Properties props, List<String> known) {
        this.props = props == null ? new Properties() : props;
        Set<String> unknown = new TreeSet<>(this.props.stringPropertyNames());
        unknown.removeAll(known);
        if (!unknown.isEmpty()) {
            String key = unknown.iterator().next();
            String allowed = "one of " + String.join(", ", known);
            throw new InvalidConfigurationException(key, this.props.getProperty(key), allowed, key + " is unknown, and"
                    + " a misspelt property would be ignored: each property is " + allowed);
        }
    }

    /**
     * @return the props read by the core's settings model, as Hibernate's settings and Spring's properties are
     * @throws InvalidConfigurationException naming the prop, the value and what is allowed
     */
    ShardflakeConfig settings() {
        Map<String, String> values = new HashMap<>();
        props.stringPropertyNames().forEach(key -> values.put(key, props.getProperty(key)));
        return named(() -> ShardflakeConfig.readUnprefixed(values));
    }

    /**
     * Runs a step of the core's settings model, restating a refused setting under the prop's name (the key without
     * {@value Setting#PREFIX}), since ShardingSphere's props are written that way.
     */
    static <T> T named(Supplier<T> step) {
        try {
            return step.get();
        } catch (InvalidSettingException e) {
            InvalidConfigurationException error = new InvalidConfigurationException(unprefixed(e.parameter()),
                    e.value(), unprefixed(e.allowed()), unprefixed(e.getMessage()));
            error.initCause(e);
            throw error;
        }
    }

    private static String unprefixed(String text) {
        return text.replace(Setting.PREFIX, "");
    }

    /** @return the trimmed value, or null when the key is absent or blank */
    @Nullable String text(String key) {
        String value = props.getProperty(key);
        return value == null || value.isBlank() ? null : value.trim();
    }

    boolean has(String key) {
        return text(key) != null;
    }

    /**
     * @return the whole number under {@code key}, or null when absent
     * @throws InvalidConfigurationException if it is not a whole number in {@code [min, max]}
     */
    @Nullable Integer integer(String key, int min, int max, String meaning) {
        String value = text(key);
        if (value == null) {
            return null;
        }
        long number;
        try {
            number = Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new InvalidConfigurationException(key, value, "a whole number " + min + ".." + max + " (" + meaning
                    + ")");
        }
        if (number < min || number > max) {
            throw new InvalidConfigurationException(key, value, min + ".." + max + " (" + meaning + ")");
        }
        return (int) number;
    }
}
