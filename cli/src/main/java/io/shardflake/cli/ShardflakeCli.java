package io.shardflake.cli;

import io.shardflake.FieldRangeException;
import io.shardflake.InvalidConfigurationException;
import io.shardflake.InvalidIdException;
import io.shardflake.ShardflakeException;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The command line: {@code java -jar shardflake-core.jar COMMAND [OPTIONS]}.
 *
 * <pre>
 *  shardflake next   [--type snowflake|uuid-v1|uuid-v6|uuid-v7|locality|uniqid] [--count N]
 *                    snowflake: [--layout PRESET] [--worker N] [--shard N] [--format decimal|base32]
 *                    uuid-v1, uuid-v6: [--node HEX12]   locality: [--sequential]   uniqid: --shards N [--prefix]
 *  shardflake decode ID [--type TYPE] [--layout PRESET] [--epoch INSTANT] [--shards N]
 *  shardflake layout PRESET | --list
 *  shardflake plan   --nodes N --rate R --years Y [--shards S]
 * </pre>
 *
 * <p>Exit codes: {@value #OK} done (and for {@code --help}); {@value #FAILED} a valid request that failed, or a
 * plan with no layout that fits; {@value #USAGE} bad input, reported as one line on standard error, never a stack
 * trace.
 */
public final class ShardflakeCli {

    /** Done. */
    public static final int OK = 0;

    /** A valid request that could not be met: no layout fits, or the clock or layout refused an id. */
    public static final int FAILED = 1;

    /** Bad input: unknown command or option, missing or malformed value, out-of-range number, malformed id. */
    public static final int USAGE = 2;

    private static final Set<String> HELP = Set.of("-h", "--help");

    private final Map<String, Command> commands = new LinkedHashMap<>();

    private ShardflakeCli(List<Command> commands) {
        commands.forEach(command -> this.commands.put(command.name(), command));
    }

    private static ShardflakeCli standard() {
        return new ShardflakeCli(List.of(new NextCommand(), new DecodeCommand(), new LayoutCommand(),
                new PlanCommand()));
    }

    /**
     * Runs the command line and exits with its code.
     *
     * @param args the command and its arguments
     */
    public static void main(String[] args) {
        // UTF-8 whatever the platform's default: the output has →, − and µ in it. Buffered, flushed by run().
        PrintStream out = new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out)), false,
                StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        System.exit(run(args, out, err));
    }

    /**
     * Runs the command line without exiting, for tests and for embedding.
     *
     * @param args the command and its arguments
     * @param out where results and help go
     * @param err where the one-line error goes
     * @return the exit code: {@link #OK}, {@link #FAILED} or {@link #USAGE}
     */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        try {
            return standard().dispatch(Arrays.asList(args), out);
        } catch (UsageException | InvalidConfigurationException | InvalidIdException | FieldRangeException bad) {
            return fail(err, bad.getMessage(), USAGE);
        } catch (ShardflakeException failed) {
            return fail(err, failed.getMessage(), FAILED);
        } catch (RuntimeException bug) {
            // Still one line: a stack trace helps nobody at a prompt, and the class names the bug well enough.
            return fail(err, "internal error: " + bug, FAILED);
        } finally {
            out.flush();
        }
    }

    private int dispatch(List<String> args, PrintStream out) {
        if (args.isEmpty()) {
            throw new UsageException("no command given; try shardflake --help");
        }
        String name = args.get(0);
        if (HELP.contains(name)) {
            out.print(usage());
            return OK;
        }
        Command command = commands.get(name);
        if (command == null) {
            throw new UsageException((name.startsWith("-") ? "unknown option " : "unknown command ") + name
                    + "; commands: " + String.join(", ", commands.keySet()) + " (try shardflake --help)");
        }
        List<String> rest = args.subList(1, args.size());
        int endOfOptions = rest.indexOf("--");
        List<String> options = endOfOptions < 0 ? rest : rest.subList(0, endOfOptions);
        if (options.stream().anyMatch(HELP::contains)) {
            out.print(command.usage());
            return OK;
        }
        return command.run(Arguments.parse(name, rest, command.valueOptions(), command.flagOptions()), out);
    }

    private String usage() {
        StringBuilder usage = new StringBuilder("""
                Usage: shardflake COMMAND [OPTIONS]

                Makes, reads and plans 64-bit Shardflake ids; makes and reads UUIDs (RFC 9562
                versions 1, 6 and 7, Groupon Locality vB) and sharded PHP uniqids.

                Commands:
                """);
        commands.values().forEach(command ->
                usage.append(String.format(Locale.ROOT, "  %-8s %s\n", command.name(), command.summary())));
        return usage.append("""

                Run shardflake COMMAND --help for a command's options.
                Exit codes: 0 done, 1 failed or no layout fits, 2 bad input.
                """).toString();
    }

    private static int fail(PrintStream err, String message, int code) {
        // One line, always: an id or a value typed with a line break in it must not split the message.
        err.println("shardflake: " + message.replaceAll("[\\r\\n]+", " "));
        return code;
    }
}
