package io.shardflake.benchmarks.report;

import static io.shardflake.benchmarks.report.Text.decimal;
import static io.shardflake.benchmarks.report.Text.integer;
import static io.shardflake.benchmarks.report.Text.orNaN;

import io.shardflake.benchmarks.results.DriftResult;
import java.util.ArrayList;
import java.util.List;

/** The drift-and-order check's table, and the generators it found out of order, too far ahead or stalled. */
final class DriftTable {

    private DriftTable() {
    }

    static void append(StringBuilder md, RunResults run) {
        if (run.drift.isEmpty()) {
            return;
        }
        md.append("## Drift and order (outside JMH)\n\n");
        Caption.append(md, run, "drift");
        md.append("Each generator flat out for ").append(Text.seconds(run.driftFile.secondsPerRun()))
                .append(" s per thread count, ").append(run.driftFile.jvmPerRun()
                        ? "each in a fresh JVM" : "all in one JVM").append(". Lead = the time written in the id minus the wall "
                        + "clock (`Instant.now()`), sampled every ")
                .append(decimal(run.driftFile.samplePeriodMs(), 1))
                .append(" ms; final = the last id's. Backward / repeats = ids smaller than / equal to the same "
                        + "thread's previous id, in the order named. \"2nd half\" is the rate over the run's second "
                        + "half, after any bounded lead is spent.\n\n");
        md.append("| generator | threads | ids/s | 2nd half ids/s | max lead ms | final lead ms | lead bound | "
                + "backward | repeats | order |\n");
        md.append("|---|---:|---:|---:|---:|---:|---|---:|---:|---|\n");
        for (DriftResult r : run.drift) {
            boolean checked = r.orderChecked();
            String order = r.order();
            if (r.wraps() > 0) {
                order += "; " + r.wraps() + " counter wrap(s), allowed by the format";
            }
            md.append("| ").append(r.label()).append(" | ").append(integer(r.threads())).append(" | ")
                    .append(integer(r.idsPerSecond())).append(" | ")
                    .append(integer(orNaN(r.sustainedIdsPerSecond()))).append(" | ")
                    .append(decimal(orNaN(r.maxLeadMs()), 3)).append(" | ")
                    .append(decimal(orNaN(r.finalLeadMs()), 3)).append(" | ")
                    .append(r.leadBound() == null ? "–" : r.leadBound()).append(" | ")
                    .append(checked ? integer(orNaN(r.backward())) : "n/a").append(" | ")
                    .append(checked ? integer(orNaN(r.repeats())) : "n/a").append(" | ").append(order)
                    .append(" |\n");
        }
        List<String> broken = new ArrayList<>();
        List<String> ahead = new ArrayList<>();
        List<String> stalled = new ArrayList<>();
        for (DriftResult r : run.drift) {
            String label = r.label() + " (" + integer(r.threads()) + " thread" + (r.threads() == 1 ? "" : "s");
            if (r.orderChecked() && orNaN(r.backward()) + orNaN(r.repeats()) > 0) {
                broken.add(label + ": " + integer(orNaN(r.backward())) + " backward, " + integer(orNaN(r.repeats()))
                        + " repeats)");
            }
            if (orNaN(r.maxLeadMs()) > 100 + Targets.LEAD_TOLERANCE_MS) {
                ahead.add(label + ": " + decimal(orNaN(r.maxLeadMs()), 1) + " ms)");
            }
            if (orNaN(r.sustainedIdsPerSecond()) < 0.1 * r.idsPerSecond()) {
                stalled.add(label + ": " + integer(orNaN(r.sustainedIdsPerSecond())) + " ids/s in the second "
                        + "half, " + integer(r.idsPerSecond()) + " over the run, largest lead "
                        + decimal(orNaN(r.maxLeadMs()), 0) + " ms)");
            }
        }
        md.append('\n');
        if (!broken.isEmpty()) {
            md.append("**Per-thread order broken:** ").append(String.join("; ", broken)).append(".\n\n");
        }
        if (!ahead.isEmpty()) {
            md.append("**More than 100 ms ahead of the wall clock:** ").append(String.join("; ", ahead))
                    .append(".\n\n");
        }
        if (!stalled.isEmpty()) {
            md.append("**Stalled** (under a tenth of the run's rate in its second half: a call waited for the wall "
                    + "clock to catch up with time borrowed earlier): ").append(String.join("; ", stalled))
                    .append(".\n\n");
        }
        md.append("`UUID.randomUUID()` carries no time and no order, so it is not checked. Shardflake's own "
                + "counters (largest lead, waits) are in `drift.json` as `self*`.\n\n");
    }
}
