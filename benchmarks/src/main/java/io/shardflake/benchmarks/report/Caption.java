package io.shardflake.benchmarks.report;

import java.util.ArrayList;
import java.util.List;

/** What heads each table: machine, JDK, date, the passes' commands and their load averages. */
final class Caption {

    private Caption() {
    }

    static void append(StringBuilder md, RunResults run, String... passes) {
        md.append("Machine: ").append(run.machine()).append(". JDK: ").append(run.jdk()).append(". Date: ")
                .append(run.date()).append(".\n\n");
        List<String> commands = new ArrayList<>();
        List<String> loads = new ArrayList<>();
        for (String pass : passes) {
            String command = run.env.pass(pass, "command");
            if (command != null) {
                commands.add(command);
            }
            String before = run.env.pass(pass, "load before");
            if (before != null) {
                String after = run.env.pass(pass, "load after");
                String during = run.env.pass(pass, "during");
                String waited = run.env.pass(pass, "waited");
                loads.add(pass + ": before " + first(before) + ", after " + (after == null ? "–" : first(after))
                        + (during == null ? "" : "; during " + during) + (waited == null ? "" : "; " + waited));
            }
        }
        if (!commands.isEmpty()) {
            md.append("```\n");
            commands.forEach(c -> md.append(c).append('\n'));
            md.append("```\n\n");
        }
        if (!loads.isEmpty()) {
            md.append("Load average (1 min; the run's own threads count in \"after\" and \"during\"): ")
                    .append(String.join("; ", loads)).append(".\n\n");
        }
    }

    private static String first(String loadTriple) {
        return loadTriple.split("\\s+")[0];
    }
}
