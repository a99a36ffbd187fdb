package io.shardflake.docscheck;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.cli.ShardflakeCli;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every shell block of the docs ({@code ```sh}, {@code ```shell}, {@code ```console}) that is not marked
 * {@code build} or {@code system} runs, line by line, in this JVM's working directory (the build gives it a folder of
 * its own): the command line — {@code java -jar cli/target/shardflake-cli-VERSION.jar ...}, or an alias of it — runs
 * in this JVM through its main class, pipes between its commands included; {@code echo}, {@code printf},
 * {@code openssl} and {@code cat} run in bash. A block in the {@code $ command} style shows what each command prints:
 * the printed lines (standard output, then standard error) must be exactly those. A command whose output is not shown
 * must exit with 0. Anything else is a block that must say why it is not run.
 */
class ShellBlocksTest {

    private static final Set<String> BASH_COMMANDS = Set.of("echo", "printf", "openssl", "cat");
    private static final Reactor REACTOR = Reactor.read();

    /** What one command printed. */
    private record Run(int exitCode, String out, String err) {
        List<String> lines() {
            return Stream.concat(out.lines(), err.lines()).toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyShellBlockRuns() {
        return DocsTree.blocks().stream()
                .filter(block -> BlockKinds.SHELL.contains(block.language()))
                .filter(block -> !block.has("build") && !block.has("system"))
                .map(block -> DynamicTest.dynamicTest(block.where(), () -> run(block)));
    }

    private void run(FencedBlock block) throws Exception {
        if (block.has("lease-history")) {
            LeaseHistoryExample.fill();
        }
        List<String> lines = block.text().lines().toList();
        boolean console = lines.stream().anyMatch(line -> line.startsWith("$ "));
        Map<String, List<String>> aliases = new HashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (console ? !line.startsWith("$ ") : line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String command = console ? line.substring(2) : line;
            List<String> expected = new ArrayList<>();
            for (int j = i + 1; console && j < lines.size() && !lines.get(j).startsWith("$ "); j++) {
                expected.add(lines.get(j));
            }
            String where = block.page() + ":" + block.pageLine(i) + ": " + command;
            if (command.startsWith("alias ")) {
                String[] alias = command.substring("alias ".length()).split("=", 2);
                String value = ShellWords.stages(alias[1]).get(0).get(0);
                List<String> words = ShellWords.stages(value).get(0);
                assertThat(cliArguments(words, Map.of())).as(where + ": an alias of the command line").isNotNull();
                aliases.put(alias[0], words);
                continue;
            }
            Run run = execute(command, aliases, where);
            if (expected.isEmpty()) {
                assertThat(run.exitCode()).as(where + " exits with 0; it printed " + run.lines()).isZero();
            } else {
                assertThat(run.lines()).as(where + " prints what the block shows").isEqualTo(expected);
            }
        }
    }

    private Run execute(String command, Map<String, List<String>> aliases, String where) throws Exception {
        List<List<String>> stages = ShellWords.stages(command);
        List<String[]> cli = stages.stream().map(words -> cliArguments(words, aliases)).toList();
        if (cli.stream().allMatch(arguments -> arguments != null)) {
            Run run = new Run(0, "", "");
            for (String[] arguments : cli) {
                run = cli(arguments, run.out());
            }
            return run;
        }
        String program = stages.get(0).isEmpty() ? "" : stages.get(0).get(0);
        assertThat(stages.size() == 1 && BASH_COMMANDS.contains(program))
                .as(where + ": not a command the docs check runs (the command line, or " + BASH_COMMANDS
                        + "): mark the block ```sh build or ```sh system and say why in the text")
                .isTrue();
        Process process = new ProcessBuilder("bash", "-c", command).directory(Path.of("").toAbsolutePath().toFile())
                .start();
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).as(where + " finishes").isTrue();
        return new Run(process.exitValue(), new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8),
                new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
    }

    /**
     * @return the command line's arguments if the words run it ({@code java -jar} of this build's jar, or an alias
     *     of that), else null
     */
    private static String[] cliArguments(List<String> words, Map<String, List<String>> aliases) {
        if (words.isEmpty()) {
            return null;
        }
        List<String> expanded = new ArrayList<>(aliases.getOrDefault(words.get(0), List.of(words.get(0))));
        expanded.addAll(words.subList(1, words.size()));
        String jar = "cli/target/shardflake-cli-" + REACTOR.version() + ".jar";
        if (expanded.size() >= 3 && expanded.get(0).equals("java") && expanded.get(1).equals("-jar")) {
            assertThat(expanded.get(2)).as("the command line's jar, as this build makes it").isEqualTo(jar);
            return expanded.subList(3, expanded.size()).toArray(String[]::new);
        }
        return null;
    }

    private static Run cli(String[] arguments, String input) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        InputStream in = System.in;
        System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
        try {
            int code = ShardflakeCli.run(arguments, new PrintWriter(out), new PrintWriter(err));
            return new Run(code, out.toString(), err.toString());
        } finally {
            System.setIn(in);
        }
    }
}
