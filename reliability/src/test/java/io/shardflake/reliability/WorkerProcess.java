package io.shardflake.reliability;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * An {@link InsertWorker} in a JVM of its own, started with this JVM's {@code java} and classpath, and what it has
 * reported so far: rows acknowledged, duplicate keys, the worker id it leased.
 */
final class WorkerProcess {

    private final InsertJob job;
    private final Process process;
    private final Thread reader;
    private final Path errors;
    private final AtomicLong acknowledged = new AtomicLong();
    private final AtomicInteger duplicates = new AtomicInteger();
    private final AtomicInteger workerId = new AtomicInteger(-1);
    private final AtomicLong claimMillis = new AtomicLong(-1);
    private final List<String> unusual = new CopyOnWriteArrayList<>();
    private volatile boolean done;

    private WorkerProcess(InsertJob job, Process process, Path errors) {
        this.job = job;
        this.process = process;
        this.errors = errors;
        this.reader = new Thread(this::readReports, "reports-of-" + job.process());
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * @param job what the worker is to do
     * @param logs where its standard error goes ({@code <process>.err})
     * @return the running worker
     */
    static WorkerProcess start(InsertJob job, Path logs) {
        List<String> command = ChildJava.command(InsertWorker.class);
        command.addAll(List.of(job.toArgs()));
        Path errors = logs.resolve(job.process() + ".err");
        try {
            Process process = new ProcessBuilder(command).redirectError(errors.toFile()).start();
            return new WorkerProcess(job, process, errors);
        } catch (IOException e) {
            throw new UncheckedIOException("could not start " + command, e);
        }
    }

    private void readReports() {
        try (BufferedReader lines = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                switch (WorkerReport.event(line)) {
                    case WorkerReport.ACK -> acknowledged.addAndGet(Long.parseLong(WorkerReport.word(line, 0)));
                    case WorkerReport.CLAIMED -> {
                        workerId.set(Integer.parseInt(WorkerReport.word(line, 0)));
                        claimMillis.set(Long.parseLong(WorkerReport.word(line, 2)));
                    }
                    case WorkerReport.DONE -> done = true;
                    case WorkerReport.DUPLICATE -> {
                        duplicates.incrementAndGet();
                        unusual.add(line);
                    }
                    default -> unusual.add(line);
                }
            }
        } catch (IOException e) {
            // The pipe breaks only if this JVM closes it; a killed child just ends the stream.
            unusual.add("report stream failed: " + e);
        }
    }

    /** Sends SIGKILL (on Linux), then reads whatever the worker wrote before it died. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor();
        reader.join();
    }

    /**
     * @param timeout how long to wait
     * @return the exit status, after every report has been read
     * @throws AssertionError if the worker is still running after the timeout (it is then killed)
     */
    int awaitExit(Duration timeout) throws InterruptedException {
        if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            kill();
            throw new AssertionError(job.process() + " still running after " + timeout + "; " + describe());
        }
        reader.join();
        return process.exitValue();
    }

    boolean isAlive() {
        return process.isAlive();
    }

    InsertJob job() {
        return job;
    }

    long acknowledged() {
        return acknowledged.get();
    }

    int duplicates() {
        return duplicates.get();
    }

    int workerId() {
        return workerId.get();
    }

    /** @return how long the worker took to win its lease, in ms, or -1 before it has */
    long claimMillis() {
        return claimMillis.get();
    }

    boolean done() {
        return done;
    }

    /** @return its label, acknowledgements, unexpected output and the end of its standard error, for failures */
    String describe() {
        String tail;
        try {
            List<String> lines = Files.exists(errors) ? Files.readAllLines(errors) : List.of();
            tail = String.join("\n", lines.subList(Math.max(0, lines.size() - 20), lines.size()));
        } catch (IOException e) {
            tail = "(" + e + ")";
        }
        return job.process() + ": acknowledged " + acknowledged() + ", unexpected output " + unusual
                + ", stderr:\n" + tail;
    }
}
