package io.shardflake.benchmarks.persistence;

import java.util.Locale;

/** Number formats of the report, fixed to one locale so reports compare across machines. */
final class Fmt {

    private Fmt() {
    }

    /** @return e.g. {@code 12,345} */
    static String count(double value) {
        return String.format(Locale.ROOT, "%,.0f", value);
    }

    /** @return e.g. {@code 0.97×} */
    static String times(double ratio) {
        return String.format(Locale.ROOT, "%.2f×", ratio);
    }

    /** @return e.g. {@code 1.23} */
    static String millis(double value) {
        return String.format(Locale.ROOT, value < 10 ? "%.2f" : "%.1f", value);
    }

    /** @return e.g. {@code 21.4} */
    static String mebibytes(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }

    /** @return e.g. {@code 90.1%} */
    static String percent(double value) {
        return String.format(Locale.ROOT, "%.1f%%", value);
    }

    /** @return e.g. {@code 90.07%}, for figures compared with a threshold where the second decimal matters */
    static String percent2(double value) {
        return String.format(Locale.ROOT, "%.2f%%", value);
    }
}
