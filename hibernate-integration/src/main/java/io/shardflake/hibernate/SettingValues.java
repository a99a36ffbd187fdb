package io.shardflake.hibernate;

import io.shardflake.error.InvalidConfigurationException;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads {@code shardflake.*} values out of Hibernate's settings map. Values from a properties file are text;
 * values put in by code (the Spring starter) keep their type. Every error names the key.
 */
final class SettingValues {

    private static final Pattern DURATION = Pattern.compile("(\\d+)\\s*(ns|us|µs|ms|s|m|h|d)?");

    private final Map<String, Object> settings;

    SettingValues(Map<String, Object> settings) {
        this.settings = settings;
    }

    /** @return the raw value, or null when the key is absent or blank */
    Object raw(String key) {
        Object value = settings.get(key);
        if (value instanceof String text && text.isBlank()) {
            return null;
        }
        return value;
    }

    /** @return the value as an instance of {@code type}, or null when absent */
    <T> T object(String key, Class<T> type) {
        Object value = raw(key);
        if (value == null) {
            return null;
        }
        if (!type.isInstance(value)) {
            throw new InvalidConfigurationException(key, describe(value), "an instance of " + type.getName());
        }
        return type.cast(value);
    }

    String text(String key, String defaultValue) {
        Object value = raw(key);
        return value == null ? defaultValue : value.toString().trim();
    }

    int integer(String key, int defaultValue, String allowed) {
        Object value = raw(key);
        if (value == null) {
            return defaultValue;
        }
        if (value instanceof Integer || value instanceof Short || value instanceof Byte) {
            return ((Number) value).intValue();
        }
        if (value instanceof Long number && number == number.intValue()) {
            return number.intValue();
        }
        try {
            return Integer.parseInt(value.toString().trim());
        } catch (NumberFormatException notAnInt) {
            throw new InvalidConfigurationException(key, describe(value), allowed);
        }
    }

    boolean bool(String key, boolean defaultValue) {
        Object value = raw(key);
        if (value == null) {
            return defaultValue;
        }
        if (value instanceof Boolean flag) {
            return flag;
        }
        String text = value.toString().trim().toLowerCase(Locale.ROOT);
        if (text.equals("true") || text.equals("false")) {
            return Boolean.parseBoolean(text);
        }
        throw new InvalidConfigurationException(key, describe(value), "true or false");
    }

    /**
     * A duration: a {@link Duration}, a number of milliseconds, ISO-8601 text ({@code PT0.1S}) or a number with a
     * unit ({@code 100ms}, {@code 1s}, {@code 500us}, {@code 2m}); a bare number is milliseconds.
     */
    Duration duration(String key, Duration defaultValue) {
        Object value = raw(key);
        if (value == null) {
            return defaultValue;
        }
        Duration duration = parseDuration(value);
        if (duration == null || duration.isNegative()) {
            throw new InvalidConfigurationException(key, describe(value),
                    "a duration of zero or more, e.g. 100ms, 1s or PT0.1S (a bare number is milliseconds)");
        }
        return duration;
    }

    private static Duration parseDuration(Object value) {
        if (value instanceof Duration duration) {
            return duration;
        }
        if (value instanceof Integer || value instanceof Long) {
            return Duration.ofMillis(((Number) value).longValue());
        }
        String text = value.toString().trim();
        if (text.startsWith("P") || text.startsWith("p") || text.startsWith("-P")) {
            try {
                return Duration.parse(text);
            } catch (DateTimeParseException notIso) {
                return null;
            }
        }
        Matcher matcher = DURATION.matcher(text.toLowerCase(Locale.ROOT));
        if (!matcher.matches()) {
            return null;
        }
        long amount;
        try {
            amount = Long.parseLong(matcher.group(1));
        } catch (NumberFormatException tooLong) {
            return null;
        }
        String unit = matcher.group(2) == null ? "ms" : matcher.group(2);
        try {
            return switch (unit) {
                case "ns" -> Duration.ofNanos(amount);
                case "us", "µs" -> Duration.ofNanos(Math.multiplyExact(amount, 1000L));
                case "ms" -> Duration.ofMillis(amount);
                case "s" -> Duration.ofSeconds(amount);
                case "m" -> Duration.ofMinutes(amount);
                case "h" -> Duration.ofHours(amount);
                default -> Duration.ofDays(amount);
            };
        } catch (ArithmeticException tooLong) {
            return null;
        }
    }

    /** Plain values as they read; any other object by its type, which says more than its toString(). */
    static String describe(Object value) {
        if (value instanceof CharSequence || value instanceof Number || value instanceof Boolean
                || value instanceof Duration) {
            return value.toString();
        }
        return "a " + value.getClass().getName();
    }
}
