package io.shardflake.cli;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * Prints a layout for people: its fields with their bit positions, tick, epoch, capacity and end of life. Used by
 * {@code layout} for presets and by {@code plan} for the layout it proposes.
 */
final class LayoutReport {

    private LayoutReport() {
    }

    static void print(IdLayout layout, PrintWriter out) {
        out.println("layout: " + layout.name());
        out.println("fields: " + layout.describeFields() + " (most significant first; bit 63, the sign, is 0)");
        for (IdField field : layout.fields()) {
            int low = layout.shift(field);
            int high = low + layout.width(field) - 1;
            String values = field == IdField.TIME ? "ticks 0.." + CliText.grouped(layout.maxTick())
                    : "0.." + CliText.grouped(layout.maxValue(field));
            out.println(String.format(Locale.ROOT, "  %-8s  bits %2d..%-2d  %2d bits  %s", field.label(), high, low,
                    layout.width(field), values));
        }
        out.println("tick: " + CliText.tick(layout.tick()));
        out.println("epoch: " + layout.epoch());
        out.println("capacity: " + CliText.grouped(layout.idsPerTick()) + " ids per tick = "
                + CliText.grouped(Math.round(layout.idsPerSecond())) + " ids/s per generator");
        out.println("end of life: " + layout.endOfLife() + " (" + CliText.years(layout.lifetime())
                + " after the epoch)");
        out.println("sorts by time: " + (layout.isTimeOrdered() ? "yes" : "no, " + layout.fields().get(0).label()
                + " comes first"));
    }
}
