package io.shardflake.shardingsphere;

import io.shardflake.error.InvalidConfigurationException;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Durations written as the Spring starter takes them, so one setting reads the same in {@code application.yaml}
 * and in ShardingSphere's YAML: a whole number with a unit ({@code 100ms}, {@code 1s}, {@code 30s}, {@code 5m};
 * {@code ns}, {@code us}, {@code ms}, {@code s}, {@code m}, {@code h}, {@code d}; no unit means milliseconds) or
 * ISO-8601 ({@code PT0.1S}).
 */
final class DurationText {

    private static final Pattern SIMPLE = Pattern.compile("(\\d+)([a-zA-Z]{0,2})");
    private static final String ALLOWED = "a duration of zero or more: a whole number with a unit (ns, us, ms, s, m,"
            + " h, d; e.g. 100ms or 1s; none means ms) or ISO-8601 (e.g. PT0.1S)";

    private DurationText() {
    }

    /**
     * @param key the property, for the message
     * @param text the value
     * @return the duration
     * @throws InvalidConfigurationException naming {@code key} if the text is not a duration of zero or more
     */
    static Duration parse(String key, String text) {
        Matcher simple = SIMPLE.matcher(text);
        try {
            if (simple.matches()) {
                long amount = Long.parseLong(simple.group(1));
                return Duration.of(amount, unit(simple.group(2).toLowerCase(Locale.ROOT)));
            }
            Duration iso = Duration.parse(text);
            if (!iso.isNegative()) {
                return iso;
            }
        } catch (DateTimeParseException | ArithmeticException | IllegalArgumentException e) {
            // Reported below with the allowed forms: the parser's own words name no property.
        }
        throw new InvalidConfigurationException(key, text, ALLOWED);
    }

    private static ChronoUnit unit(String suffix) {
        return switch (suffix) {
            case "ns" -> ChronoUnit.NANOS;
            case "us" -> ChronoUnit.MICROS;
            case "", "ms" -> ChronoUnit.MILLIS;
            case "s" -> ChronoUnit.SECONDS;
            case "m" -> ChronoUnit.MINUTES;
            case "h" -> ChronoUnit.HOURS;
            case "d" -> ChronoUnit.DAYS;
            default -> throw new IllegalArgumentException("unit " + suffix);
        };
    }
}
