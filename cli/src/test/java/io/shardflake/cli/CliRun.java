package io.shardflake.cli;

import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;

/** One run of the command line in-process: its exit code and what it printed. */
record CliRun(int exitCode, String out, String err) {

    /** Runs with the clock every generator chooses for itself, as at the prompt. */
    static CliRun of(String... args) {
        return run(ClockSettings.DEFAULT, args);
    }

    /** Runs with every generator on a scripted clock, so the ids' times are known exactly. */
    static CliRun at(ManualClock clock, String... args) {
        return run(ClockSettings.of(clock, clock), args);
    }

    /** Runs with {@code input} on standard input. */
    static CliRun withInput(String input, String... args) {
        return run(new BufferedReader(new StringReader(input)), ClockSettings.DEFAULT, args);
    }

    private static CliRun run(ClockSettings clock, String... args) {
        return run(new BufferedReader(new StringReader("")), clock, args);
    }

    private static CliRun run(BufferedReader in, ClockSettings clock, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = ShardflakeCli.run(args, in, new PrintWriter(out), new PrintWriter(err), clock);
        return new CliRun(code, out.toString(), err.toString());
    }

    List<String> outLines() {
        return out.lines().toList();
    }
}
