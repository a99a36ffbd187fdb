package io.shardflake.benchmarks.report;

import static io.shardflake.benchmarks.report.Catalog.GREGORIAN_CEILING;
import static io.shardflake.benchmarks.report.Catalog.SNOWFLAKE_CEILING;
import static io.shardflake.benchmarks.report.Catalog.UNIQID_CEILING;

import io.shardflake.benchmarks.report.Catalog.Entry;
import java.util.List;
import java.util.Locale;

/** The report's chart (SVG): ids per second of every generator at 1 and 2 threads, on a log scale. */
public final class Chart {

    private Chart() {
    }

    /**
     * Horizontal bars, ops/s on a log scale, 1 thread and 2 threads side by side for each benchmark.
     *
     * @param run a run's results
     * @return its chart, an SVG document
     */
    public static String svg(RunResults run) {
        List<Entry> entries = Catalog.ENTRIES.stream()
                .filter(e -> run.tp(e.key(), 1) != null || run.tp(e.key(), 2) != null).toList();
        double min = Double.MAX_VALUE;
        double max = 0;
        for (Score s : run.throughput.values()) {
            if (s.score() > 0) {
                min = Math.min(min, s.score());
                max = Math.max(max, s.score());
            }
        }
        if (max == 0) {
            min = 1e5;
            max = 1e9;
        }
        // Below 1,000 ids/s a bar means a broken run, not a slow generator: keep the scale readable.
        // Half the smallest score, so that the shortest bar still shows.
        int lowExp = Math.max(3, (int) Math.floor(Math.log10(min / 2)));
        int highExp = (int) Math.ceil(Math.log10(max));
        if (highExp <= lowExp) {
            highExp = lowExp + 1;
        }
        int labelWidth = 250;
        int plotWidth = 600;
        int width = labelWidth + plotWidth + 110;
        int rowHeight = 26;
        int top = 84;
        int groups = (int) entries.stream().map(Entry::group).distinct().count();
        int height = top + entries.size() * rowHeight + groups * 24 + 76;
        StringBuilder svg = new StringBuilder();
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width).append("\" height=\"")
                .append(height).append("\" viewBox=\"0 0 ").append(width).append(' ').append(height)
                .append("\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">\n");
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        svg.append("<text x=\"10\" y=\"22\" font-size=\"16\" font-weight=\"bold\">Ids per second, one shared "
                + "generator (log scale)</text>\n");
        svg.append("<text x=\"10\" y=\"40\" fill=\"#555\">").append(escape("run " + run.runDir.getFileName() + " · "
                + run.date() + " · " + run.machine())).append("</text>\n");
        svg.append("<text x=\"10\" y=\"56\" fill=\"#555\">").append(escape(run.jdk()
                + " · higher is better · bars share one generator between the threads")).append("</text>\n");
        svg.append("<rect x=\"").append(labelWidth).append("\" y=\"66\" width=\"12\" height=\"10\" "
                + "fill=\"#3b6ea8\"/><text x=\"").append(labelWidth + 16).append("\" y=\"75\">1 thread</text>\n");
        svg.append("<rect x=\"").append(labelWidth + 90).append("\" y=\"66\" width=\"12\" height=\"10\" "
                + "fill=\"#e08a2c\"/><text x=\"").append(labelWidth + 106).append("\" y=\"75\">2 threads</text>\n");
        int plotTop = top;
        int plotBottom = height - 66;
        // Grid: one line per power of ten.
        for (int e = lowExp; e <= highExp; e++) {
            double x = labelWidth + plotWidth * (e - lowExp) / (double) (highExp - lowExp);
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" "
                    + "stroke=\"#ddd\"/>\n", x, plotTop, x, plotBottom));
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" "
                    + "fill=\"#555\">%s</text>\n", x, plotBottom + 16, powerLabel(e)));
        }
        double[] ceilings = {SNOWFLAKE_CEILING, GREGORIAN_CEILING, UNIQID_CEILING};
        String[] ceilingNames = {"4,096 ids/ms ceiling", "10/µs ceiling (v1, v6)", "1/µs ceiling (uniqid)"};
        for (int i = 0; i < ceilings.length; i++) {
            double x = xOf(ceilings[i], lowExp, highExp, labelWidth, plotWidth);
            if (x < labelWidth || x > labelWidth + plotWidth) {
                continue;
            }
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" "
                    + "stroke=\"#b33\" stroke-dasharray=\"4 3\"/>\n", x, plotTop, x, plotBottom));
            // Staggered, since 4,096,000 and 10,000,000 sit close together on a log scale.
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" fill=\"#b33\" "
                    + "font-size=\"10\">%s</text>\n", x, plotBottom + 30 + 12 * i, ceilingNames[i]));
        }
        int y = plotTop;
        String group = null;
        for (Entry e : entries) {
            if (!e.group().equals(group)) {
                group = e.group();
                y += 18;
                svg.append("<text x=\"10\" y=\"").append(y).append("\" font-weight=\"bold\">")
                        .append(group.equals("64") ? "64-bit ids" : group.equals("uuid") ? "UUIDs" : "Strings")
                        .append("</text>\n");
                y += 6;
            }
            svg.append("<text x=\"").append(labelWidth - 8).append("\" y=\"").append(y + 16)
                    .append("\" text-anchor=\"end\">").append(escape(e.label())).append("</text>\n");
            for (int t = 1; t <= 2; t++) {
                Score s = run.tp(e.key(), t);
                int barY = y + 3 + (t - 1) * 11;
                if (s == null || !(s.score() > 0)) {
                    continue;
                }
                double x = Math.max(labelWidth, xOf(s.score(), lowExp, highExp, labelWidth, plotWidth));
                svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"10\" "
                        + "fill=\"%s\"><title>%s, %d thread%s: %s ops/s</title></rect>\n", labelWidth, barY,
                        x - labelWidth, t == 1 ? "#3b6ea8" : "#e08a2c", escape(e.label()), t, t == 1 ? "" : "s",
                        Text.integer(s.score())));
                svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" font-size=\"10\" "
                        + "fill=\"#333\">%s</text>\n", x + 4, barY + 9, shortRate(s.score())));
            }
            y += rowHeight;
        }
        svg.append("</svg>\n");
        return svg.toString();
    }

    private static double xOf(double value, int lowExp, int highExp, int left, int width) {
        return left + width * (Math.log10(value) - lowExp) / (highExp - lowExp);
    }

    private static String powerLabel(int exponent) {
        switch (exponent) {
            case 3:
                return "1 k";
            case 4:
                return "10 k";
            case 5:
                return "100 k";
            case 6:
                return "1 M";
            case 7:
                return "10 M";
            case 8:
                return "100 M";
            case 9:
                return "1 G";
            default:
                return "1e" + exponent;
        }
    }

    private static String shortRate(double value) {
        if (value >= 1e6) {
            return String.format(Locale.ROOT, "%.2f M", value / 1e6);
        }
        if (value >= 1e3) {
            return String.format(Locale.ROOT, "%.0f k", value / 1e3);
        }
        return String.format(Locale.ROOT, "%.0f", value);
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
