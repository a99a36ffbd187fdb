package io.shardflake.benchmarks.report;

import java.nio.file.Path;
import java.util.Locale;

/** How the report writes numbers: the same figure reads the same in every table. "–" stands for not measured. */
final class Text {

    private Text() {
    }

    static String integer(double value) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%,d", Math.round(value)) : "–";
    }

    static String decimal(double value, int places) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%,." + places + "f", value) : "–";
    }

    static String ratio(double value) {
        if (!Double.isFinite(value)) {
            return "–";
        }
        return String.format(Locale.ROOT, value >= 100 ? "%.0f×" : value >= 10 ? "%.1f×" : "%.2f×", value);
    }

    static String bytes(Double value) {
        return value == null || !Double.isFinite(value) ? "–" : String.format(Locale.ROOT, "%.2f", value);
    }

    static String seconds(double value) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%s", value == Math.rint(value)
                ? Long.toString((long) value) : Double.toString(value)) : "–";
    }

    static String percent(double value) {
        return String.format(Locale.ROOT, "%+.1f%%", value * 100);
    }

    static String threads(int t) {
        return t + " thread" + (t == 1 ? "" : "s");
    }

    /** @return the value, or NaN for null (not measured) */
    static double orNaN(Number value) {
        return value == null ? Double.NaN : value.doubleValue();
    }

    /** @return {@code target} relative to the folder of {@code from}, with forward slashes */
    static String link(Path from, Path target) {
        Path base = from.toAbsolutePath().normalize().getParent();
        String relative = base.relativize(target.toAbsolutePath().normalize()).toString().replace('\\', '/');
        return relative.isEmpty() ? "." : relative;
    }
}
