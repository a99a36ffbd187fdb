package io.shardflake.benchmarks;

import io.shardflake.benchmarks.results.ResultFiles;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs a check's measurement in a fresh JVM with this one's class path, like a JMH fork: what one generator's JIT
 * decisions, heap layout or clock thread did cannot carry over to the next. The child prints its result as one
 * marked line of JSON ({@link #handBack}); every other line it prints is echoed, indented.
 */
final class ChildJvm {

    private static final String RESULT = "RESULT ";

    private ChildJvm() {
    }

    /**
     * @param main the class whose {@code main} the child runs
     * @param heap the child's heap, e.g. {@code 1g} (both {@code -Xms} and {@code -Xmx}, so it never resizes)
     * @param args the child's arguments
     * @param echoPrefix put before each line of the child's output that is not its result
     * @param type the result's type
     * @param <T> that type
     * @return the result the child handed back
     * @throws IOException if the child cannot be started or read
     * @throws InterruptedException if interrupted while waiting for it
     * @throws IllegalStateException if it exits with an error or without a result
     */
    static <T> T run(Class<?> main, String heap, List<String> args, String echoPrefix, Class<T> type)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xms" + heap, "-Xmx" + heap, "-cp", System.getProperty("java.class.path"),
                main.getName()));
        command.addAll(args);
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String result = null;
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.startsWith(RESULT)) {
                    result = line.substring(RESULT.length());
                } else {
                    System.out.println(echoPrefix + line);
                }
            }
        }
        int exit = process.waitFor();
        if (exit != 0 || result == null) {
            throw new IllegalStateException(main.getSimpleName() + " " + String.join(" ", args)
                    + ": child JVM exited with " + exit + (result == null ? " and no result" : ""));
        }
        return ResultFiles.parse(result, type);
    }

    /**
     * In the child: prints the result as the line {@link #run} looks for.
     *
     * @param result a record
     */
    static void handBack(Object result) {
        System.out.println(RESULT + ResultFiles.line(result));
    }
}
