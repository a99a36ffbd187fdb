package io.shardflake.testdb;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A database server process that cannot outlive this JVM, and the folder it works in.
 *
 * <p>Each run of the server goes under a small shell ({@code io/shardflake/testdb/watchdog.sh}) holding a pipe from
 * this JVM: when the pipe closes - {@link #close()}, or the operating system closing it because the JVM ended, however
 * it ended, even {@code kill -9} - the shell stops the server with the given signal and deletes the folder. A server
 * may end by itself (crashed, killed, shut down) and be run again: every earlier run's shell keeps its pipe until
 * {@link #close()}, so the folder stays while it is in use.
 */
final class WatchedServer implements AutoCloseable {

    private static final String WATCHDOG = Tools.resource("watchdog.sh");
    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(30);

    private final Path folder;
    private final String stopSignal;
    private final List<Process> watchdogs = new ArrayList<>();
    private ProcessHandle server;

    /**
     * @param folder the server's folder, named {@code shardflake-*} (the shell deletes nothing else)
     * @param stopSignal how the shell stops the server cleanly: {@code TERM} for MariaDB, {@code INT} for PostgreSQL
     */
    WatchedServer(Path folder, String stopSignal) {
        this.folder = folder;
        this.stopSignal = stopSignal;
    }

    /**
     * Starts a run of the server; the previous one, if any, must have ended.
     *
     * @param command the server and its arguments
     * @param log where the server's standard output and error go
     * @throws IllegalStateException if the previous run is still going
     */
    synchronized void run(List<String> command, Path log) {
        if (isRunning()) {
            throw new IllegalStateException(command.get(0) + " is still running as pid " + server.pid());
        }
        List<String> watched = new ArrayList<>(List.of("sh", "-c", WATCHDOG, "watchdog", folder.toString(), stopSignal,
                log.toString()));
        watched.addAll(command);
        try {
            Process watchdog = new ProcessBuilder(watched).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            watchdogs.add(watchdog);
            // The shell prints the server's pid at once and closes its output; null only if the shell itself died.
            String pid = new BufferedReader(new InputStreamReader(watchdog.getInputStream(), StandardCharsets.US_ASCII))
                    .readLine();
            if (pid == null) {
                throw new IllegalStateException("the watchdog shell of " + command.get(0) + " ended at once");
            }
            server = ProcessHandle.of(Long.parseLong(pid.strip())).orElse(null);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + command.get(0), e);
        }
    }

    /** @return whether the current run's server process is alive */
    synchronized boolean isRunning() {
        return server != null && server.isAlive();
    }

    /**
     * @return the current (or last) run's server process id
     * @throws IllegalStateException if it never ran, or ended before its pid was seen
     */
    synchronized long pid() {
        if (server == null) {
            throw new IllegalStateException("no server process in " + folder);
        }
        return server.pid();
    }

    /**
     * Sends the server a signal, its processes included (their group is the server's own only for some servers).
     *
     * @param signal e.g. {@code KILL}, {@code QUIT}, {@code TERM}
     * @throws IllegalStateException if the server is not running or {@code kill} fails
     */
    void signal(String signal) {
        Tools.run(List.of("kill", "-" + signal, Long.toString(pid())), Duration.ofSeconds(10), "kill -" + signal);
    }

    /**
     * Waits until the server process, and every process it started, has ended.
     *
     * @throws IllegalStateException naming the pid if that takes longer than {@code timeout}
     */
    void awaitEnd(Duration timeout) {
        ProcessHandle process;
        synchronized (this) {
            process = server;
        }
        if (process == null) {
            return;
        }
        List<ProcessHandle> family = new ArrayList<>(process.descendants().toList());
        family.add(process);
        long deadline = System.nanoTime() + timeout.toNanos();
        for (ProcessHandle member : family) {
            while (member.isAlive()) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("pid " + member.pid() + " of the server in " + folder
                            + " still alive after " + timeout);
                }
                Tools.sleep(Duration.ofMillis(10));
            }
        }
    }

    /** @return the folder the server works in */
    Path folder() {
        return folder;
    }

    /**
     * Stops the current run cleanly (killed if it takes more than 30 s), lets go of the earlier ones and deletes the
     * folder. Waits at most about a minute in all.
     */
    @Override
    public synchronized void close() {
        for (int run = watchdogs.size() - 1; run >= 0; run--) {
            stop(watchdogs.get(run));
        }
        watchdogs.clear();
        Tools.deleteTree(folder);
    }

    private static void stop(Process watchdog) {
        try {
            watchdog.getOutputStream().close(); // the pipe: the server shuts down cleanly, the shell ends
            if (!watchdog.waitFor(STOP_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
                watchdog.descendants().forEach(ProcessHandle::destroyForcibly);
                watchdog.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        } catch (IOException e) {
            watchdog.descendants().forEach(ProcessHandle::destroyForcibly);
            watchdog.destroyForcibly();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            watchdog.descendants().forEach(ProcessHandle::destroyForcibly);
            watchdog.destroyForcibly();
        }
    }
}
