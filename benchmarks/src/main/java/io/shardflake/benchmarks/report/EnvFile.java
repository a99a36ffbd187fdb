package io.shardflake.benchmarks.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What {@code run.sh} wrote into {@code env.txt}: machine, JDK, and each pass's command and load average. */
final class EnvFile {

    final Map<String, String> fields = new LinkedHashMap<>();
    final List<String> java = new ArrayList<>();
    /** Passes added to the folder later ({@code run.sh --into}). */
    final List<String> added = new ArrayList<>();
    /** Per pass ("threads 1", "latency threads 2", "drift"): before, command, after, during, waited. */
    final Map<String, Map<String, String>> passes = new LinkedHashMap<>();

    private static final Pattern PASS = Pattern.compile(
            "^(threads \\d+|latency threads \\d+|drift|idle|publicid): (load before|load after|waited|1-minute load during the run[^:]*): (.*)$");
    private static final Pattern MEAN = Pattern.compile("mean ([0-9.]+)");

    static EnvFile parse(String text) {
        EnvFile env = new EnvFile();
        String pass = null;
        boolean inJava = false;
        for (String line : text.split("\n")) {
            Matcher m = PASS.matcher(line);
            if (m.matches()) {
                pass = m.group(1);
                String what = m.group(2).startsWith("1-minute") ? "during" : m.group(2);
                env.passes.computeIfAbsent(pass, k -> new LinkedHashMap<>()).put(what, m.group(3).trim());
                inJava = false;
            } else if (line.startsWith("  command: ") && pass != null) {
                env.passes.get(pass).put("command", line.substring("  command: ".length()).trim());
            } else if (line.startsWith("  ") && inJava) {
                env.java.add(line.trim());
            } else if (line.startsWith("added: ")) {
                env.added.add(line.substring("added: ".length()).trim());
                inJava = false;
            } else if (line.equals("java:")) {
                inJava = true;
            } else {
                inJava = false;
                int colon = line.indexOf(": ");
                if (colon > 0 && !line.startsWith(" ")) {
                    env.fields.putIfAbsent(line.substring(0, colon), line.substring(colon + 2).trim());
                }
            }
        }
        return env;
    }

    String field(String name) {
        return fields.getOrDefault(name, "not recorded");
    }

    String pass(String pass, String what) {
        Map<String, String> p = passes.get(pass);
        return p == null ? null : p.get(what);
    }

    /**
     * @return the pass's 1-minute load during the run, and how much of it was not the pass's own threads: a
     *     neighbour's share of a 2-core machine is what makes a figure noisy
     */
    String loadNote(String pass) {
        String during = pass(pass, "during");
        if (during == null) {
            return "not recorded";
        }
        Matcher m = MEAN.matcher(during);
        String digits = pass.replaceAll("\\D+", "");
        int own = digits.isEmpty() ? 0 : Integer.parseInt(digits);
        if (!m.find() || own == 0) {
            return during;
        }
        double others = Double.parseDouble(m.group(1)) - own;
        return "mean " + m.group(1) + " with " + own + " own thread" + (own == 1 ? "" : "s") + (others >= 0.5
                ? ": **noisy**, others took ≈ " + Text.decimal(others, 1) + " core" + (others >= 1.5 ? "s" : "")
                : ": quiet");
    }

    /** @return the machine in one line: CPU, hypervisor, cores, memory */
    String machine() {
        if (!fields.containsKey("cpu")) {
            return "not recorded";
        }
        StringBuilder machine = new StringBuilder(field("cpu"));
        String hypervisor = fields.get("hypervisor");
        if (hypervisor != null && !hypervisor.isBlank()) {
            machine.append(" (").append(hypervisor).append(" guest)");
        }
        // run.sh writes "2 online; 1 thread(s) per core".
        machine.append(", ").append(field("cores").replace(" online;", " cores online,"));
        String memory = fields.get("memory");
        if (memory != null) {
            machine.append(", ").append(memory).append(" memory");
        }
        return machine.toString();
    }
}
