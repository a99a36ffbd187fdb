package io.shardflake.cli;

import io.shardflake.clock.ClockSettings;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * The command line: {@code java -jar shardflake-cli.jar COMMAND [OPTIONS]}.
 *
 * <pre>
 *  shardflake next   [--type snowflake|uuid-v1|uuid-v6|uuid-v7|locality|uniqid] [--count N]
 *                    snowflake: [--layout PRESET] [--worker N] [--shard N] [--format decimal|base32]
 *                    uuid-v1, uuid-v6: [--node HEX12]   locality: [--sequential]   uniqid: --shards N [--prefix]
 *  shardflake decode ID [--type TYPE] [--format FORM] [--layout PRESET] [--epoch INSTANT] [--shards N]
 *  shardflake layout PRESET | --list
 *  shardflake plan   --nodes N --rate R --years Y [--shards S]
 *  shardflake mask   --key-file FILE [--prefix TYPE] [--type TYPE] [--current-key N] [--format FORM] [ID...]
 *  shardflake unmask --key-file FILE [--prefix TYPE] [--type TYPE] [--format FORM] [TEXT...]
 *  shardflake whois  ID... --lease-url URL [--lease-username USER] [--lease-password-env NAME] [--table NAME]
 *                    [--layout PRESET] [--epoch INSTANT]
 *  shardflake audit  --lease-url URL [...] [--ids SQL | --ids-file FILE] [--layout PRESET] [--epoch INSTANT]
 *  shardflake --version
 * </pre>
 *
 * <p>picocli reads the command line (commands, options, help); each command checks its values and calls the core.
 * Exit codes: {@value #OK} done (and for {@code --help}); {@value #FAILED} a valid request that failed, or a plan
 * with no layout that fits; {@value #USAGE} bad input, reported as one line on standard error, never a stack trace.
 */
@Command(name = "shardflake", synopsisSubcommandLabel = "COMMAND", versionProvider = CliVersion.class,
        description = {"Makes, reads and plans 64-bit Shardflake ids; makes and reads UUIDs (RFC 9562 versions 1, 6 "
                + "and 7, Groupon Locality vB) and sharded PHP uniqids; masks ids as public ids and back; names the "
                + "process that made an id and audits the lease's history."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:done", "1:failed, no layout fits, or whois or audit found a fault", "2:bad input"},
        footer = {"", "Run shardflake COMMAND --help for a command's options."})
public final class ShardflakeCli implements Callable<Integer> {

    /** Done. */
    public static final int OK = 0;

    /** A valid request that could not be met: no layout fits, or the clock or layout refused an id. */
    public static final int FAILED = 1;

    /** Bad input: unknown command or option, missing or malformed value, out-of-range number, malformed id. */
    public static final int USAGE = 2;

    // Inherited: every command answers -h and --help, declared once.
    @Option(names = {"-h", "--help"}, usageHelp = true, scope = ScopeType.INHERIT, description = "show this help")
    private boolean help;

    @Option(names = {"-V", "--version"}, versionHelp = true,
            description = "show the version, and the commit and time it was built from")
    private boolean version;

    @Spec
    private CommandSpec spec;

    private ShardflakeCli() {
    }

    /**
     * Runs the command line and exits with its code.
     *
     * @param args the command and its arguments
     */
    public static void main(String[] args) {
        // UTF-8 whatever the platform's default: the output has →, − and µ in it. Buffered, flushed by run().
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(
                new FileOutputStream(FileDescriptor.out), StandardCharsets.UTF_8)));
        PrintWriter err = new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.err),
                StandardCharsets.UTF_8), true);
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
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), out, err,
                ClockSettings.DEFAULT);
    }

    /**
     * The same, with the standard input {@code mask} and {@code unmask} read and the clock {@code next} gives its
     * generators: the seams the tests feed input and script time through.
     */
    static int run(String[] args, BufferedReader in, PrintWriter out, PrintWriter err, ClockSettings clock) {
        try {
            return commandLine(in, clock, out, err).execute(args);
        } finally {
            out.flush();
            err.flush();
        }
    }

    /** The commands and their options, as picocli reads them (the tests read its options too). */
    static CommandLine commandLine(BufferedReader in, ClockSettings clock, PrintWriter out, PrintWriter err) {
        CommandLine commandLine = new CommandLine(new ShardflakeCli())
                .addSubcommand(new NextCommand(clock))
                .addSubcommand(new DecodeCommand())
                .addSubcommand(new LayoutCommand())
                .addSubcommand(new PlanCommand())
                .addSubcommand(new MaskCommand(in))
                .addSubcommand(new UnmaskCommand(in))
                .addSubcommand(new WhoisCommand())
                .addSubcommand(new AuditCommand());
        sameSections(commandLine);
        OneLineErrors errors = new OneLineErrors();
        // An argument starting with @ is an id or a value here, never a file of more arguments.
        return commandLine.setExpandAtFiles(false)
                .registerConverter(Long.class, WholeNumber::parse)
                .registerConverter(Long.TYPE, WholeNumber::parse)
                .setOut(out)
                .setErr(err)
                .setParameterExceptionHandler(errors)
                .setExecutionExceptionHandler(errors);
    }

    /** Gives every command's help the same headings and blank lines, set here once rather than on each. */
    private static void sameSections(CommandLine command) {
        command.getCommandSpec().usageMessage()
                .descriptionHeading("%n")
                .parameterListHeading("%nArguments:%n")
                .optionListHeading("%nOptions:%n")
                .commandListHeading("%nCommands:%n");
        command.getSubcommands().values().forEach(ShardflakeCli::sameSections);
    }

    /** Runs when no command is given: that is bad input, like an unknown command. */
    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "no command given");
    }
}
