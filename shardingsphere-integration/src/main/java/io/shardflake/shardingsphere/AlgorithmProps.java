package io.shardflake.shardingsphere;

import io.shardflake.error.InvalidConfigurationException;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;

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
    AlgorithmProps(Properties props, List<String> known) {
        this.props = props == null ? new Properties() : props;
        Set<String> unknown = new TreeSet<>(this.props.stringPropertyNames());
        unknown.removeAll(known);
        if (!unknown.isEmpty()) {
            String key = unknown.iterator().next();
            throw new InvalidConfigurationException(key, this.props.getProperty(key), "no such property; known are "
                    + String.join(", ", known));
        }
    }

    /** @return the trimmed value, or null when the key is absent or blank */
    String text(String key) {
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
    Integer integer(String key, int min, int max, String meaning) {
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

    /**
     * @return true or false; {@code absent} when the key is absent
     * @throws InvalidConfigurationException if the value is neither {@code true} nor {@code false}
     */
    boolean flag(String key, boolean absent) {
        String value = text(key);
        if (value == null) {
            return absent;
        }
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new InvalidConfigurationException(key, value, "true or false");
        };
    }

    /**
     * @return the duration under {@code key} ({@link DurationText}), or {@code absent} when the key is absent
     * @throws InvalidConfigurationException if it is not a duration of zero or more
     */
    Duration duration(String key, Duration absent) {
        String value = text(key);
        return value == null ? absent : DurationText.parse(key, value);
    }
}
