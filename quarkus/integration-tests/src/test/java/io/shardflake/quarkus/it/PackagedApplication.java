package io.shardflake.quarkus.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The packaged application ({@code target/quarkus-app/quarkus-run.jar}, which the build's {@code package} phase
 * made) started as a user starts it: {@code java [-D...] -jar quarkus-run.jar}, in a process of its own, on a free
 * port, its output in a file beside the jar. Every wait is bounded; {@link #close()} kills what a test left running.
 */
final class PackagedApplication implements AutoCloseable {

    private static final Duration START = Duration.ofSeconds(90);
    private static final Duration STOP = Duration.ofSeconds(30);
    private static final Pattern LISTENING = Pattern.compile("Listening on: http://[^:]+:(\\d+)");

    private final Process process;
    private final Path output;

    private PackagedApplication(Process process, Path output) {
        this.process = process;
        this.output = output;
    }

    /**
     * Starts the jar on {@code database} with the given {@code -D} options (each {@code name=value}).
     *
     * @return the application, starting
     */
    static PackagedApplication start(Postgres database, String... options) {
        return start(database, Map.of(), options);
    }

    /**
     * Starts the jar on {@code database} with environment variables besides the {@code -D} options.
     *
     * @return the application, starting
     */
    static PackagedApplication start(Postgres database, Map<String, String> environment, String... options) {
        Path jar = Path.of(System.getProperty("quarkus.run.jar", "target/quarkus-app/quarkus-run.jar"));
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException(jar + " is missing: the package phase builds it (mvn verify)");
        }
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-XX:TieredStopAtLevel=1", "-Xmx256m", "-Dquarkus.http.port=0",
                "-Dquarkus.http.host=127.0.0.1", "-Dquarkus.datasource.jdbc.url=" + database.url(),
                "-Dquarkus.datasource.username=" + database.user()));
        for (String option : options) {
            command.add("-D" + option);
        }
        command.addAll(List.of("-jar", jar.toString()));
        try {
            Path output = Files.createTempFile(jar.getParent().getParent(), "quarkus-run-", ".log");
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(output.toFile());
            builder.environment().putAll(environment);
            return new PackagedApplication(builder.start(), output);
        } catch (IOException e) {
            throw new UncheckedIOException("could not start " + command, e);
        }
    }

    /**
     * Waits until the application listens.
     *
     * @return its HTTP port
     * @throws IllegalStateException if it stopped instead, or did not start in time (with its output)
     */
    int awaitStarted() throws InterruptedException {
        long deadline = System.nanoTime() + START.toNanos();
        for (OptionalInt port = port(); System.nanoTime() < deadline; port = port()) {
            if (port.isPresent()) {
                return port.getAsInt();
            }
            if (!process.isAlive()) {
                throw new IllegalStateException("the application stopped (exit code " + process.exitValue()
                        + "); its output:\n" + output());
            }
            Thread.sleep(50);
        }
        throw new IllegalStateException("the application did not start within " + START + "; its output:\n"
                + output());
    }

    /**
     * Waits for the process to end by itself, as a refused start does.
     *
     * @return its exit code
     * @throws IllegalStateException if it started listening instead, or neither in time (with its output)
     */
    int awaitRefusal() throws InterruptedException {
        long deadline = System.nanoTime() + START.toNanos();
        while (process.isAlive() && System.nanoTime() < deadline) {
            if (port().isPresent()) {
                throw new IllegalStateException("the application started; its output:\n" + output());
            }
            process.waitFor(50, TimeUnit.MILLISECONDS);
        }
        if (process.isAlive()) {
            throw new IllegalStateException("still running after " + START + "; its output:\n" + output());
        }
        return process.exitValue();
    }

    /**
     * Sends SIGTERM, as a container runtime or {@code kill} does, and waits for the process to end.
     *
     * @return its exit code
     */
    int terminate() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(STOP.toSeconds(), TimeUnit.SECONDS)) {
            throw new IllegalStateException("did not stop within " + STOP + " of SIGTERM; its output:\n" + output());
        }
        return process.exitValue();
    }

    /** @return the process id */
    long pid() {
        return process.pid();
    }

    /** @return what the application printed so far */
    String output() {
        try {
            return Files.readString(output, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }

    private OptionalInt port() {
        Matcher listening = LISTENING.matcher(output());
        return listening.find() ? OptionalInt.of(Integer.parseInt(listening.group(1))) : OptionalInt.empty();
    }
}
