package io.shardflake.benchmarks.report;

import static io.shardflake.benchmarks.report.Text.bytes;
import static io.shardflake.benchmarks.report.Text.integer;
import static io.shardflake.benchmarks.report.Text.ratio;

import java.util.List;

/**
 * Public ids (issue 24): the time to mask and unmask one id, beside Sqids and Hashids encoding and decoding the same
 * ids in the same run ({@code PublicIdBenchmark}, JMH average time, one thread).
 */
final class PublicIdTable {

    /** Issue 24's goal: at most 1 µs per 64-bit mask on this machine, judged on the worst fork. */
    static final double GOAL_NS = 1_000;

    private static final String PREFIX = "PublicIdBenchmark.";

    /** A row: the benchmark, what it does, and whether it encodes (compared with encoding) or decodes. */
    private record Row(String method, String label, boolean encodes) {
    }

    private static final List<Row> ROWS = List.of(
            new Row("maskText", "Shardflake `PublicIdText.mask`: id → `ord_` + 14 characters", true),
            new Row("unmaskText", "Shardflake `PublicIdText.unmask`", false),
            new Row("mask", "Shardflake `IdPermutation.mask`: 63 bits → 63 bits, no text", true),
            new Row("unmask", "Shardflake `IdPermutation.unmask`", false),
            new Row("maskUuidText", "Shardflake `PublicUuidText.mask`: UUID v7 → `ord_` + 26 characters", true),
            new Row("unmaskUuidText", "Shardflake `PublicUuidText.unmask`", false),
            new Row("maskUuid", "Shardflake `UuidMask.mask`: UUID v7 → version 4 UUID", true),
            new Row("unmaskUuid", "Shardflake `UuidMask.unmask`", false),
            new Row("sqidsEncode", "Sqids `encode`", true),
            new Row("sqidsDecode", "Sqids `decode`", false),
            new Row("hashidsEncode", "Hashids `encode` of the id's two 32-bit halves", true),
            new Row("hashidsDecode", "Hashids `decode`", false));

    private PublicIdTable() {
    }

    static void append(StringBuilder md, RunResults run) {
        if (run.publicIds.isEmpty()) {
            return;
        }
        md.append("## Public ids: mask and unmask per id\n\n");
        Caption.append(md, run, "publicid");
        md.append("Nanoseconds per id, one thread, each call on the next of 1,024 consecutive ids of one generator "
                + "(Twitter layout; UUID v7 for the UUID rows). The ratios set each row's median beside Sqids' and "
                + "Hashids' in this run: masking beside their encoding, unmasking beside their decoding; below 1× "
                + "is faster. Hashids refuses numbers above 2^53, and a Snowflake id of today is about 2^60, so it "
                + "encodes the id as two numbers. Neither Sqids nor Hashids is encryption, by their own account.\n\n");
        md.append("| operation | forks | median ns/op | worst fork | ± (99.9%) | B/op | × Sqids | × Hashids |\n");
        md.append("|---|---:|---:|---:|---:|---:|---:|---:|\n");
        for (Row row : ROWS) {
            Score s = score(run, row.method());
            if (s == null) {
                continue;
            }
            md.append("| ").append(row.label()).append(" | ").append(s.forks().count()).append(" | ")
                    .append(integer(s.forks().median())).append(" | ").append(integer(s.forks().highest()))
                    .append(" | ").append(integer(s.error())).append(" | ").append(bytes(s.worstBytesPerOp()))
                    .append(" | ").append(ratio(versus(run, s, row.encodes() ? "sqidsEncode" : "sqidsDecode")))
                    .append(" | ").append(ratio(versus(run, s, row.encodes() ? "hashidsEncode" : "hashidsDecode")))
                    .append(" |\n");
        }
        md.append('\n');
        Score mask = score(run, "mask");
        if (mask != null) {
            double worst = mask.forks().highest();
            md.append("**Goal (issue 24): at most 1 µs per 64-bit mask.** `IdPermutation.mask`, worst fork: ")
                    .append(integer(worst)).append(" ns, ").append(worst <= GOAL_NS ? "**met**" : "**missed**")
                    .append(" (").append(integer(GOAL_NS - worst)).append(" ns to spare); ")
                    .append(bytes(mask.worstBytesPerOp())).append(" B/op.\n\n");
        }
    }

    private static Score score(RunResults run, String method) {
        return run.publicIds.get(PREFIX + method + "@1");
    }

    private static double versus(RunResults run, Score s, String anchor) {
        Score other = score(run, anchor);
        return other == null ? Double.NaN : s.forks().median() / other.forks().median();
    }
}
