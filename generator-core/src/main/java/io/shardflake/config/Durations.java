package io.shardflake.config;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The one duration parser of every integration, taking what Spring Boot takes for a {@link Duration}: a whole
 * number with a unit ({@code 100ms}, {@code 10s}; {@code ns}, {@code us}, {@code ms}, {@code s}, {@code m},
 * {@code h}, {@code d}), a plain number of milliseconds, or ISO-8601 ({@code PT10S}).
 */
public final class Durations {

    /** The forms accepted, for messages. */
    public static final String FORMS = "a whole number with a unit (ns, us, ms, s, m, h, d; e.g. 100ms or 10s; none"
            + " means ms) or ISO-8601 (e.g. PT10S)";

    private static final Pattern SIMPLE = Pattern.compile("([+-]?\\d+)([a-zA-Z]{0,2})");
    private static final Pattern ISO = Pattern.compile("[+-]?[pP].*");

    private Durations() {
    }

    /**
     * @param setting the setting, for the message
     * @param value a {@link Duration}, an {@link Integer} or {@link Long} of milliseconds, or text
     * @return the duration (possibly negative: whether that is allowed is the setting's rule)
     * @throws InvalidSettingException naming the setting if the value is none of the accepted forms
     */
    public static Duration parse(Setting setting, Object value) {
        Duration duration = parseOrNull(value);
        if (duration == null) {
            throw new InvalidSettingException(setting, value.toString().trim(), "a duration: " + FORMS);
        }
        return duration;
    }

    /** @return the duration (possibly negative), or null if the value is none of the accepted forms */
    private static @Nullable Duration parseOrNull(Object value) {
        if (value instanceof Duration duration) {
            return duration;
        }
        if (value instanceof Integer || value instanceof Long) {
            return Duration.ofMillis(((Number) value).longValue());
        }
        String text = value.toString().trim();
        try {
            Matcher simple = SIMPLE.matcher(text);
            if (simple.matches()) {
                ChronoUnit unit = unit(simple.group(2).toLowerCase(Locale.ROOT));
                return unit == null ? null : Duration.of(Long.parseLong(simple.group(1)), unit);
            }
            return ISO.matcher(text).matches() ? Duration.parse(text) : null;
        } catch (DateTimeParseException | ArithmeticException | NumberFormatException notADuration) {
            return null;
        }
    }

    private static @Nullable ChronoUnit unit(String suffix) {
        return switch (suffix) {
            case "ns" -> ChronoUnit.NANOS;
            case "us" -> ChronoUnit.MICROS;
            case "", "ms" -> ChronoUnit.MILLIS;
            case "s" -> ChronoUnit.SECONDS;
            case "m" -> ChronoUnit.MINUTES;
            case "h" -> ChronoUnit.HOURS;
            case "d" -> ChronoUnit.DAYS;
            default -> null;
        };
    }
}
