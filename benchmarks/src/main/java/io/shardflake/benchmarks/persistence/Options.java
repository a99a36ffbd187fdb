package io.shardflake.benchmarks.persistence;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What one run of the persistence benchmark does, from the command line.
 *
 * @param rows rows per strategy per timed round
 * @param rounds timed rounds per database
 * @param warmupRows rows per strategy in the untimed first run on each database (0: none)
 * @param indexRows rows per strategy for the PostgreSQL index sizes (0: skip)
 * @param readRows rows in the PostgreSQL time-window table (0: skip)
 * @param queries timed queries per window length and way
 * @param databases the databases, in the order they run
 * @param out the folder for results.json and report.md
 * @param env a file of {@code key: value} lines about the machine for the report (null: none)
 * @param mode a name for the settings, e.g. full or quick
 * @param command the command that started the run, for the report
 */
public record Options(int rows, int rounds, int warmupRows, int indexRows, int readRows, int queries,
        List<Database.Kind> databases, Path out, Path env, String mode, String command) {

    /** The defaults: the full run. */
    static final String USAGE = "options: --rows 100000 --rounds 7 --warmup-rows 200000 --index-rows 1000000 "
            + "--read-rows 1000000 --queries 100 --databases h2-mem,h2-file,postgres --out DIR [--env FILE] "
            + "[--mode NAME] [--command TEXT]";

    /** Checks the values. */
    public Options {
        if (rows <= 0 || rounds <= 0 || warmupRows < 0 || indexRows < 0 || readRows < 0 || queries <= 0) {
            throw new IllegalArgumentException("rows, rounds and queries must be positive, the others not negative");
        }
        if (databases.isEmpty()) {
            throw new IllegalArgumentException("no database to run on");
        }
        if (out == null) {
            throw new IllegalArgumentException("--out is required");
        }
        databases = List.copyOf(databases);
    }

    /**
     * @param args {@code --name value} pairs; see {@link #USAGE}
     * @return the options, defaults where not given
     * @throws IllegalArgumentException for an unknown option or a bad value
     */
    public static Options parse(String... args) {
        int rows = 100_000;
        int rounds = 7;
        int warmupRows = 200_000;
        int indexRows = 1_000_000;
        int readRows = 1_000_000;
        int queries = 100;
        List<Database.Kind> databases = List.of(Database.Kind.values());
        Path out = null;
        Path env = null;
        String mode = "custom";
        String command = "";
        for (int i = 0; i < args.length; i += 2) {
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(args[i] + " needs a value; " + USAGE);
            }
            String value = args[i + 1];
            switch (args[i]) {
                case "--rows" -> rows = Integer.parseInt(value);
                case "--rounds" -> rounds = Integer.parseInt(value);
                case "--warmup-rows" -> warmupRows = Integer.parseInt(value);
                case "--index-rows" -> indexRows = Integer.parseInt(value);
                case "--read-rows" -> readRows = Integer.parseInt(value);
                case "--queries" -> queries = Integer.parseInt(value);
                case "--databases" -> databases = kinds(value);
                case "--out" -> out = Path.of(value);
                case "--env" -> env = Path.of(value);
                case "--mode" -> mode = value;
                case "--command" -> command = value;
                default -> throw new IllegalArgumentException("unknown option " + args[i] + "; " + USAGE);
            }
        }
        return new Options(rows, rounds, warmupRows, indexRows, readRows, queries, databases, out, env, mode,
                command);
    }

    private static List<Database.Kind> kinds(String list) {
        List<Database.Kind> kinds = new ArrayList<>();
        for (String key : list.split(",")) {
            kinds.add(Database.Kind.of(key.trim()));
        }
        return kinds;
    }

    /** @return whether PostgreSQL is among the databases */
    boolean includesPostgres() {
        return databases.contains(Database.Kind.POSTGRES);
    }
}
