package io.shardflake.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

/** One run of the command line in-process: its exit code and what it printed. */
record CliRun(int exitCode, String out, String err) {

    static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = ShardflakeCli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new CliRun(code, out.toString(), err.toString());
    }

    List<String> outLines() {
        return out.lines().toList();
    }
}
