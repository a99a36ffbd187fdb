package io.shardflake.plan;

import java.util.Locale;

/** Number and duration wording shared by plans and the exception, so both read alike. */
final class PlanText {

    /** A Julian year: 365.25 days, the year astronomers (and seed 003's "2,230 years" for 2^46 ms) count in. */
    static final long MICROS_PER_YEAR = 31_557_600_000_000L;

    private static final long MICROS_PER_DAY = 86_400_000_000L;
    private static final long MICROS_PER_HOUR = 3_600_000_000L;
    private static final long MICROS_PER_MINUTE = 60_000_000L;
    private static final long MICROS_PER_SECOND = 1_000_000L;

    private PlanText() {
    }

    /** @return the duration in microseconds, as a double: a layout's life overflows a long of nanoseconds */
    static double micros(java.time.Duration duration) {
        return duration.getSeconds() * 1e6 + duration.getNano() / 1e3;
    }

    /** @return e.g. {@code 1,024}; always with commas, whatever the machine's locale */
    static String grouped(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }

    /**
     * A span of time in the largest unit that keeps it at 1 or more: {@code 2,230 years}, {@code 69.7 years},
     * {@code 6.1 days}. Three significant figures are plenty for a lifetime and keep the arithmetic readable.
     */
    static String span(double micros) {
        if (micros >= MICROS_PER_YEAR) {
            return amount(micros / MICROS_PER_YEAR, "year");
        }
        if (micros >= MICROS_PER_DAY) {
            return amount(micros / MICROS_PER_DAY, "day");
        }
        if (micros >= MICROS_PER_HOUR) {
            return amount(micros / MICROS_PER_HOUR, "hour");
        }
        if (micros >= MICROS_PER_MINUTE) {
            return amount(micros / MICROS_PER_MINUTE, "minute");
        }
        if (micros >= MICROS_PER_SECOND) {
            return amount(micros / MICROS_PER_SECOND, "second");
        }
        if (micros >= 1_000) {
            return amount(micros / 1_000, "millisecond");
        }
        return amount(micros, "microsecond");
    }

    /** @return {@code 1 year} or {@code 12 years}: years are whole numbers in a request */
    static String years(long years) {
        return grouped(years) + (years == 1 ? " year" : " years");
    }

    private static String amount(double value, String unit) {
        String number = value >= 100 ? String.format(Locale.ROOT, "%,.0f", value)
                : String.format(Locale.ROOT, "%.1f", value).replaceAll("\\.0$", "");
        return number + " " + unit + (number.equals("1") ? "" : "s");
    }

    /** @return {@code "1 node"} or {@code "1,024 nodes"} */
    static String count(long value, String noun) {
        return grouped(value) + " " + noun + (value == 1 ? "" : "s");
    }
}
