package io.shardflake.plan;

import io.shardflake.IdLayout;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes the planner's arithmetic out the way seed 003 does by hand, so that a reader can check every step:
 * {@code 1,024 nodes → 10 worker bits}, {@code 63 − 10 − 7 = 46 time bits → 2,230 years}.
 */
final class PlanExplanation {

    private PlanExplanation() {
    }

    /** The lines of a successful plan. */
    static List<String> lines(PlanRequest request, BitBudget chosen, BitBudget millisecond, IdLayout layout) {
        List<String> lines = new ArrayList<>();
        lines.add(PlanText.count(request.nodes(), "node") + " → "
                + field(chosen.workerBits(), "worker", "worker ids"));
        if (request.hasShards()) {
            lines.add(PlanText.count(request.shards(), "shard") + " → "
                    + field(chosen.shardBits(), "shard", "shard values"));
        }
        lines.add(rate(request, chosen) + " → " + field(chosen.sequenceBits(), "sequence", "per tick"));
        double lifetimeMicros = PlanText.micros(layout.lifetime());
        int timeBits = chosen.timeBitsAvailable();
        lines.add(subtraction(chosen) + " = " + PlanText.count(timeBits, "time bit") + " → "
                + PlanText.span(lifetimeMicros) + " (" + PlanText.years(request.years())
                + (request.years() == 1 ? " needs " : " need ") + chosen.timeBitsNeeded() + " bits: "
                + chosen.spareBits() + " spare)");
        if (lifetimeMicros < chosen.lifetimeMicros(timeBits)) {
            lines.add("(the time field holds more, but a layout ends where a long of microseconds since 1970 does)");
        }
        lines.add("capacity: " + PlanText.count(chosen.idsPerTick(), "id") + " per tick = "
                + PlanText.grouped(chosen.idsPerTick() * chosen.tick().perSecond()) + " ids/s per node");
        if (chosen != millisecond) {
            lines.add(millisecond.tick().label() + " ticks do not fit (" + shortfall(millisecond) + "), so "
                    + chosen.tick().label() + " ticks, the fit with the most spare bits");
        }
        lines.add("layout: " + layout.describeFields() + ", " + chosen.tick().label() + " ticks from "
                + layout.epoch());
        return lines;
    }

    /** The message of a request that fits no tick, describing the closest attempt. */
    static String failure(PlanRequest request, BitBudget closest, int shortfallBits) {
        StringBuilder message = new StringBuilder("no layout fits in 63 bits: ")
                .append(needs(PlanText.count(request.nodes(), "node"), request.nodes(), closest.workerBits(), "worker"))
                .append(", ");
        if (request.hasShards()) {
            message.append(needs(PlanText.count(request.shards(), "shard"), request.shards(), closest.shardBits(),
                    "shard")).append(", ");
        }
        message.append(needs(perSecond(request.peakIdsPerSecondPerNode()) + " per node",
                request.peakIdsPerSecondPerNode(), closest.sequenceBits(), "sequence"))
                .append(" at ").append(closest.tick().label()).append(" ticks (")
                .append(PlanText.grouped(closest.peakIdsPerTick())).append(" per tick)");
        if (!closest.sequenceFitsAField()) {
            return message.append(", more than the ").append(BitBudget.MAX_SMALL_FIELD_BITS)
                    .append(" bits a field holds even at the finest tick; the request is short by ")
                    .append(PlanText.count(shortfallBits, "bit")).append(": spread the rate over more nodes")
                    .toString();
        }
        int available = closest.timeBitsAvailable();
        message.append(", leaving ").append(subtraction(closest)).append(" = ").append(available)
                .append(" bits of time");
        if (available > 0) {
            message.append(" = ").append(PlanText.span(closest.lifetimeMicros(available))).append(" at ")
                    .append(closest.tick().label()).append(" ticks");
        }
        return message.append(", short of ").append(PlanText.years(request.years())).append(" (")
                .append(closest.timeBitsNeeded()).append(" bits) by ").append(PlanText.count(shortfallBits, "bit"))
                .append(". No tick from 1 µs to 1 s comes closer (a longer tick moves bits from time to sequence")
                .append(" about one for one): it takes fewer nodes, a lower rate or fewer years").toString();
    }

    /** @return e.g. {@code 1,024 nodes need 10 worker bits}, {@code 1 node needs 0 worker bits} */
    private static String needs(String subject, long count, int bits, String field) {
        return subject + (count == 1 ? " needs " : " need ") + bits + " " + field + " bits";
    }

    /** @return {@code 1 id/s} or {@code 100,000 ids/s} */
    private static String perSecond(long rate) {
        return PlanText.count(rate, "id") + "/s";
    }

    /** @return e.g. {@code 100,000 ids/s per node at 1 ms ticks → 100 per tick} */
    private static String rate(PlanRequest request, BitBudget budget) {
        return perSecond(request.peakIdsPerSecondPerNode()) + " per node at " + budget.tick().label()
                + " ticks → " + PlanText.grouped(budget.peakIdsPerTick()) + " per tick";
    }

    /** @return e.g. {@code 7 sequence bits (2^7 = 128 per tick)}, or {@code 0 worker bits (no worker field)} */
    private static String field(int bits, String name, String unit) {
        if (bits == 0) {
            return "0 " + name + " bits (no " + name + " field)";
        }
        return PlanText.count(bits, name + " bit") + " (2^" + bits + " = " + PlanText.grouped(1L << bits) + " "
                + unit + ")";
    }

    /** @return e.g. {@code 63 − 10 − 7}, in the order the lines above named the fields */
    private static String subtraction(BitBudget budget) {
        StringBuilder text = new StringBuilder().append(BitBudget.USABLE_BITS)
                .append(" − ").append(budget.workerBits());
        if (budget.shardBits() > 0) {
            text.append(" − ").append(budget.shardBits());
        }
        return text.append(" − ").append(budget.sequenceBits()).toString();
    }

    /** @return why a tick does not fit, e.g. {@code 38 time bits left, 42 needed} */
    private static String shortfall(BitBudget budget) {
        if (!budget.sequenceFitsAField()) {
            return budget.sequenceBits() + " sequence bits, more than a field holds";
        }
        return Math.max(0, budget.timeBitsAvailable()) + " time bits left, " + budget.timeBitsNeeded() + " needed";
    }
}
