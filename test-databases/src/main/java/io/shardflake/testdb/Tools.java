package io.shardflake.testdb;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/** Running the database's own tools, and the files around them. */
final class Tools {

    private Tools() {
    }

    /**
     * Runs a tool to its end, its standard input empty.
     *
     * @return what it wrote (standard output and error), stripped
     * @throws IllegalStateException with its output if it fails or outlasts {@code timeout}
     */
    static String run(List<String> command, Duration timeout, String what) {
        return run(command, Path.of("/dev/null"), timeout, what);
    }

    /**
     * Runs a tool to its end, reading its standard input from a file.
     *
     * @return what it wrote (standard output and error), stripped
     * @throws IllegalStateException with its output if it fails or outlasts {@code timeout}
     */
    static String run(List<String> command, Path input, Duration timeout, String what) {
        try {
            Path output = Files.createTempFile("shardflake-tool-", ".log");
            try {
                Process tool = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile())
                        .redirectInput(ProcessBuilder.Redirect.from(input.toFile())).start();
                if (!tool.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                    tool.descendants().forEach(ProcessHandle::destroyForcibly);
                    tool.destroyForcibly();
                    throw new IllegalStateException(what + " did not finish within " + timeout + ": " + tail(output));
                }
                if (tool.exitValue() != 0) {
                    throw new IllegalStateException(what + " failed (exit " + tool.exitValue() + "): " + tail(output));
                }
                return Files.readString(output, StandardCharsets.UTF_8).strip();
            } finally {
                Files.deleteIfExists(output);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + command, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + what, e);
        }
    }

    /**
     * Runs one of the {@code ensure-installed.sh} scripts this module's jar carries (copies of the repository's
     * {@code build/<tool>/ensure-installed.sh}): quiet when the tool is there, otherwise it installs it.
     *
     * @param resource e.g. {@code mariadb/ensure-installed.sh}
     * @param timeout how long an install may take
     * @throws IllegalStateException with what the script said if it fails
     */
    static void runInstallScript(String resource, Duration timeout) {
        Path script;
        try {
            script = Files.createTempFile("shardflake-ensure-installed-", ".sh");
            Files.writeString(script, resource(resource), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + resource + " to a temporary file", e);
        }
        try {
            String said = run(List.of("sh", script.toString()), timeout, resource);
            if (!said.isEmpty()) {
                System.err.println(said); // the install, once per machine: worth seeing in the build's log
            }
        } finally {
            try {
                Files.deleteIfExists(script);
            } catch (IOException e) {
                // A leftover in the temporary directory.
            }
        }
    }

    /** @return a classpath resource beside this class, as text */
    static String resource(String name) {
        try (InputStream in = Tools.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("resource " + name + " missing beside " + Tools.class.getName()
                        + ": the shardflake-test-databases jar is incomplete");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read resource " + name, e);
        }
    }

    /** @return the last 60 lines of a file, or a note that it is missing */
    static String tail(Path file) {
        try {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 60), lines.size()));
        } catch (IOException e) {
            return "(no " + file.getFileName() + ")";
        }
    }

    /** Deletes a folder and what it holds, if it is still there. */
    static void deleteTree(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // Gone already (a watchdog deleted it), or a leftover in the temporary directory: nothing fails for it.
        }
    }

    /** @return a TCP port free on 127.0.0.1 a moment ago (a server binding it may still lose it to another) */
    static int freeLoopbackPort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free port on 127.0.0.1", e);
        }
    }

    /** @return true if this JVM runs as root, which mariadbd and mariadb-install-db must be told */
    static boolean isRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * @param names the tool's names, the preferred first (e.g. {@code mariadbd}, then {@code mysqld})
     * @return the first of them found on the {@code PATH} or in the system's binary folders
     * @throws IllegalStateException if none is found
     */
    static Path binary(String... names) {
        List<String> dirs = new ArrayList<>(List.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)));
        dirs.addAll(List.of("/usr/sbin", "/usr/bin", "/usr/local/sbin", "/usr/local/bin"));
        for (String name : names) {
            for (String dir : dirs) {
                Path candidate = Paths.get(dir.isEmpty() ? "." : dir, name);
                if (Files.isExecutable(candidate)) {
                    return candidate;
                }
            }
        }
        throw new IllegalStateException("none of " + List.of(names) + " found in " + dirs
                + " although ensure-installed.sh succeeded");
    }
}
