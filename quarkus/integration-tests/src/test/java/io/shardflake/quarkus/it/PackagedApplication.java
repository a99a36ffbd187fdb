package io.shardflake.quarkus.it;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The packaged application ({@code target/quarkus-app/quarkus-run.jar}, which the build's {@code package} phase
 * made) started as a user starts it: {@code java [-D...] -jar quarkus-run.jar}, in a process of its own, on a free
 * port. Every wait is bounded; {@link #close()} kills what a test left running.
 */
final class PackagedApplication implements AutoCloseable {

    private static final Duration START = Duration.ofSeconds(90);
    private static final Duration STOP = Duration.ofSeconds(30);
    private static final Pattern LISTENING = Pattern.compile("Listening on: http://[^:]+:(\\d+)");

    private final Process process;
    private final StringBuffer output = new StringBuffer();
    private final CompletableFuture<Integer> port = new CompletableFuture<>();

    private PackagedApplication(Process process) {
        this.process = process;
        Thread reader = new Thread(this::read, "output of " + process.pid());
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Starts the jar on {@code database} with the given {@code -D} options (each {@code name=value}).
     *
     * @return the running application, or one that already stopped (see {@link #awaitExit()})
     */
    static PackagedApplication start(Postgres database, String... options) {
        return start(database, Map.of(), options);
    }

    /**
     * Starts the jar on {@code database} with environment variables besides the {@code -D} options.
     *
     * @return the running application, or one that already stopped (see {@link #awaitExit()})
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
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
            builder.environment().putAll(environment);
            return new PackagedApplication(builder.start());
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
    int awaitStarted() {
        try {
            return port.get(START.toSeconds(), TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("the application did not start; its output:\n" + output, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * Waits for the process to end by itself (a refused start).
     *
     * @return its exit code
     */
    int awaitExit() throws InterruptedException {
        if (!process.waitFor(START.toSeconds(), TimeUnit.SECONDS)) {
            throw new IllegalStateException("still running after " + START + "; its output:\n" + output);
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
            throw new IllegalStateException("did not stop within " + STOP + " of SIGTERM; its output:\n" + output);
        }
        return process.exitValue();
    }

    /** @return the process id */
    long pid() {
        return process.pid();
    }

    /** @return what the application printed so far */
    String output() {
        return output.toString();
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }

    private void read() {
        try (BufferedReader lines = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                output.append(line).append('\n');
                Matcher listening = LISTENING.matcher(line);
                if (listening.find()) {
                    port.complete(Integer.parseInt(listening.group(1)));
                }
            }
        } catch (IOException e) {
            output.append("(output no longer readable: ").append(e).append(")\n");
        }
        port.completeExceptionally(new IllegalStateException("the process ended"));
    }
}
