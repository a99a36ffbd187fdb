package io.shardflake.cli;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.codec.IdCodec;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.PrintableText;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.util.Locale;

/** The wording every command shares: numbers, ticks, spans, ranges and rejected options. */
final class CliText {

    private static final double SECONDS_PER_YEAR = 365.25 * 86_400;

    /** Instants with 0 to 9 fractional digits, whatever the machine's zone and locale. */
    private static final DateTimeFormatter[] INSTANTS = new DateTimeFormatter[10];

    static {
        for (int digits = 0; digits < INSTANTS.length; digits++) {
            INSTANTS[digits] = new DateTimeFormatterBuilder().appendInstant(digits).toFormatter(Locale.ROOT);
        }
    }

    private CliText() {
    }

    /** @return e.g. {@code 4,096,000}, whatever the machine's locale */
    static String grouped(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }

    /**
     * @param time an instant
     * @param fractionDigits how many digits after the second, 0 to 9: the precision of the id's time field, so
     *     that {@code .0000000} says "exact to 100 ns" where {@link Instant#toString()} would drop the zeros
     * @return e.g. {@code 2022-02-22T19:22:22.0000000Z}, always UTC
     */
    static String instant(Instant time, int fractionDigits) {
        return INSTANTS[fractionDigits].format(time);
    }

    /** @return the value as lower-case hex, zero-padded to {@code digits} */
    static String hex(long value, int digits) {
        return String.format(Locale.ROOT, "%0" + digits + "x", value);
    }

    /** @return e.g. {@code 1 ms}, {@code 10 ms}, {@code 100 µs}, {@code 1 s} */
    static String tick(Duration tick) {
        long micros = tick.toNanos() / 1_000;
        if (micros % 1_000_000 == 0) {
            return grouped(micros / 1_000_000) + " s";
        }
        if (micros % 1_000 == 0) {
            return grouped(micros / 1_000) + " ms";
        }
        return grouped(micros) + " µs";
    }

    /** @return e.g. {@code 69.7 years}, {@code 2,230 years}: how long a layout lives */
    static String years(Duration span) {
        double years = (span.getSeconds() + span.getNano() / 1e9) / SECONDS_PER_YEAR;
        return years >= 100 ? String.format(Locale.ROOT, "%,.0f years", years)
                : String.format(Locale.ROOT, "%.1f years", years);
    }

    /** @return the values a field takes, e.g. {@code 0..1023 (10 bits)}, or why only 0 is allowed */
    static String range(IdLayout layout, IdField field) {
        long max = layout.maxValue(field);
        return max == 0 ? "0 (layout " + layout.name() + " has no " + field.label() + " field)"
                : "0.." + max + " (" + layout.width(field) + " bits)";
    }

    /** @return e.g. {@code --worker 1024 is out of range: allowed 0..1023 (10 bits)} */
    static String outOfRange(String option, String typed, String allowed) {
        return option + " " + shown(typed) + " is out of range: allowed " + allowed;
    }

    /**
     * @return the value as typed, with control characters escaped ({@link PrintableText}), or {@code ""} for an empty
     *     one, which would otherwise vanish from the message
     */
    static String shown(String typed) {
        return typed.isEmpty() ? "\"\"" : PrintableText.of(typed);
    }

    /**
     * @param option the option that names a codec, e.g. {@code --format}
     * @param name its value as typed
     * @return the codec of that name
     * @throws UsageException listing the names, if no codec has that one
     */
    static IdCodec codec(String option, String name) {
        try {
            return IdCodec.named(name);
        } catch (InvalidConfigurationException unknown) {
            throw rejected(option, name, unknown);
        }
    }

    /**
     * Restates a core configuration error under the option the user typed, with the value as typed.
     *
     * @param option the command-line option, e.g. {@code --years}
     * @param typed the value as typed
     * @param error the core's error, whose allowed range is kept
     * @return the one-line error for the user
     */
    static UsageException rejected(String option, String typed, InvalidConfigurationException error) {
        String allowed = error.allowed();
        // A range ("1..100,000") reads as a range; a list of names or a rule reads as a rule.
        boolean isRange = !allowed.isEmpty() && Character.isDigit(allowed.charAt(0));
        return new UsageException(isRange ? outOfRange(option, typed, allowed)
                : option + " " + shown(typed) + " is not allowed: " + allowed);
    }
}
