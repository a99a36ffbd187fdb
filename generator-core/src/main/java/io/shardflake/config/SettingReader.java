package io.shardflake.config;

import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Reads settings out of a key → value source: Hibernate's settings map, the properties Spring Boot bound, or a
 * ShardingSphere algorithm's props. Values may be text (a properties file) or objects of the right type
 * ({@code Integer}, {@code Boolean}, {@code Duration}, {@code Instant}). Every error is an
 * {@link InvalidSettingException} naming the setting.
 */
final class SettingReader {

    private final Map<String, ?> source;
    private final String prefix;

    /**
     * @param source the settings
     * @param prefix what the source's keys start with: {@value Setting#PREFIX}, or "" for ShardingSphere's props
     */
    SettingReader(Map<String, ?> source, String prefix) {
        this.source = source;
        this.prefix = prefix;
        RetiredSettings.refuseLayout(source.get(prefix + "layout"));
    }

    /** @return the value as given, blank text included, or null when absent */
    @Nullable Object given(Setting setting) {
        return source.get(prefix + setting.path());
    }

    /** @return the raw value, or null when absent or blank */
    @Nullable Object raw(Setting setting) {
        Object value = given(setting);
        if (value instanceof CharSequence text && text.toString().isBlank()) {
            return null;
        }
        return value;
    }

    boolean has(Setting setting) {
        return raw(setting) != null;
    }

    /** @return the trimmed text, or {@code absent} */
    @Nullable String text(Setting setting, @Nullable String absent) {
        Object value = raw(setting);
        return value == null ? absent : value.toString().trim();
    }

    /** @return the whole number, or null when absent */
    @Nullable Integer integer(Setting setting, String allowed) {
        Object value = raw(setting);
        if (value == null) {
            return null;
        }
        if (value instanceof Integer || value instanceof Short || value instanceof Byte) {
            return ((Number) value).intValue();
        }
        try {
            return Integer.parseInt(value.toString().trim());
        } catch (NumberFormatException notAnInt) {
            throw new InvalidSettingException(setting, describe(value), allowed);
        }
    }

    boolean flag(Setting setting, boolean absent) {
        Object value = raw(setting);
        if (value == null) {
            return absent;
        }
        if (value instanceof Boolean flag) {
            return flag;
        }
        return switch (value.toString().trim().toLowerCase(Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new InvalidSettingException(setting, describe(value), "true or false");
        };
    }

    /** @return a duration of zero or more ({@link Durations}), or {@code absent} */
    Duration duration(Setting setting, Duration absent) {
        Object value = raw(setting);
        if (value == null) {
            return absent;
        }
        Duration duration = Durations.parse(setting, value);
        if (duration.isNegative()) {
            throw new InvalidSettingException(setting, duration, "a duration of zero or more");
        }
        return duration;
    }

    /** @return an ISO-8601 instant, or null */
    @Nullable Instant instant(Setting setting) {
        Object value = raw(setting);
        if (value == null || value instanceof Instant) {
            return (Instant) value;
        }
        try {
            return Instant.parse(value.toString().trim());
        } catch (DateTimeParseException e) {
            throw new InvalidSettingException(setting, describe(value), "an ISO-8601 instant such as"
                    + " 2026-01-01T00:00:00Z, not in the future");
        }
    }

    /**
     * @return the constant whose name, lower case with {@code -} for {@code _}, is the value (an enum constant
     *     itself is taken as it is); {@code absent} when there is none
     */
    <E extends Enum<E>> E choice(Setting setting, Class<E> type, E absent) {
        Object value = raw(setting);
        if (value == null) {
            return absent;
        }
        String wanted = value instanceof Enum<?> constant ? constant.name() : value.toString().trim();
        for (E constant : type.getEnumConstants()) {
            if (spelled(constant).equals(wanted.toLowerCase(Locale.ROOT).replace('_', '-'))) {
                return constant;
            }
        }
        throw new InvalidSettingException(setting, describe(value), oneOf(Arrays.stream(type.getEnumConstants())
                .map(SettingReader::spelled).toList()));
    }

    /** @return a list given as a collection or as comma-separated text, or null */
    @Nullable List<String> list(Setting setting) {
        Object value = raw(setting);
        if (value == null) {
            return null;
        }
        if (value instanceof Collection<?> items) {
            return items.stream().map(item -> item == null ? "" : item.toString().trim()).toList();
        }
        return Arrays.stream(value.toString().split(",")).map(String::trim).toList();
    }

    /** @return e.g. {@code a, b or c} */
    static String oneOf(List<String> values) {
        String all = String.join(", ", values);
        int comma = all.lastIndexOf(", ");
        return comma < 0 ? all : all.substring(0, comma) + " or " + all.substring(comma + 2);
    }

    static String spelled(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Plain values as they read; any other object by its type, which says more than its toString(). */
    static String describe(Object value) {
        if (value instanceof CharSequence || value instanceof Number || value instanceof Boolean
                || value instanceof Duration || value instanceof Instant || value instanceof Enum<?>) {
            return value.toString();
        }
        return "a " + value.getClass().getName();
    }
}
