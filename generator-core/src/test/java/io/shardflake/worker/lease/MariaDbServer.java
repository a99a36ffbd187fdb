package io.shardflake.worker.lease;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A private MariaDB server for one test JVM: Debian's {@code mariadbd} (installed, if missing, by
 * {@code build/mariadb/ensure-installed.sh}) on a fresh data directory in a temporary folder, listening on
 * 127.0.0.1 only, on a free port, with its own socket and pid file, so it touches no system database and no other
 * build's server.
 *
 * <p>It holds database {@value #DATABASE}, reachable over TCP by user {@value #USER} (password {@value #PASSWORD})
 * with every privilege (the tests create schemas, i.e. databases). Its time zone is {@value #TIME_ZONE}, not this
 * machine's, so a lease that read the database's clock through a time zone would show it.
 *
 * <p>{@link #close()} stops it and deletes its folder. Should the JVM die without closing it, the server stops and
 * its folder goes anyway: it runs under a small shell that holds a pipe from this JVM and does both when the pipe
 * closes, which the operating system does when the JVM ends, however it ends.
 */
final class MariaDbServer implements AutoCloseable {

    static final String DATABASE = "shardflake";
    static final String USER = "shardflake";
    static final String PASSWORD = "shardflake-test";
    static final String TIME_ZONE = "+05:30";

    private static final Duration START_TIMEOUT = Duration.ofSeconds(60);
    private static final Duration INSTALL_TIMEOUT = Duration.ofMinutes(15);
    private static final int PORT_ATTEMPTS = 3;
    // Runs the server ("$@" after the folder, $1), and when this shell's stdin — a pipe from the JVM — reaches its
    // end, stops the server and deletes its folder: the JVM closing the pipe, or dying, is the signal. Background
    // jobs of a non-interactive shell get /dev/null as stdin, hence the copy of the pipe on descriptor 3.
    private static final String WATCHDOG = String.join("\n",
            "folder=$1; shift",
            "exec 3<&0",
            "\"$@\" 3<&- </dev/null &",
            "server=$!",
            "(",
            "  cat <&3 >/dev/null",
            "  kill -TERM \"$server\" 2>/dev/null",
            "  while kill -0 \"$server\" 2>/dev/null; do sleep 0.2; done",
            "  case \"$folder\" in */shardflake-mariadb-*) rm -rf \"$folder\" ;; esac",
            ") &",
            "exec 3<&-",
            "wait \"$server\"",
            "");

    private final Path folder;
    private final Process process;
    private final int port;
    private final Duration startup;

    private MariaDbServer(Path folder, Process process, int port, Duration startup) {
        this.folder = folder;
        this.process = process;
        this.port = port;
        this.startup = startup;
    }

    /**
     * Installs MariaDB if it is missing, then starts a private server.
     *
     * @throws IllegalStateException naming the step that failed and what the tools said
     */
    static MariaDbServer start() {
        long begin = System.nanoTime();
        ensureInstalled();
        Path server = binary("mariadbd", "mysqld");
        Path installDb = binary("mariadb-install-db", "mysql_install_db");
        IllegalStateException failure = null;
        for (int attempt = 0; attempt < PORT_ATTEMPTS; attempt++) {
            Path folder = createFolder(installDb);
            int port = freeLoopbackPort();
            Process process = launch(server, folder, port);
            try {
                awaitReady(process, folder, port);
                MariaDbServer started = new MariaDbServer(folder, process, port,
                        Duration.ofNanos(System.nanoTime() - begin));
                started.requireLoopbackOnly();
                return started;
            } catch (RuntimeException e) {
                stop(process);
                deleteFolder(folder);
                if (!(e instanceof IllegalStateException tooEarly && tooEarly.getMessage()
                        .contains("Address already in use"))) {
                    throw e;
                }
                // Another process took the port between our probe and the server's bind: another port.
                failure = failure == null ? tooEarly : failure;
            }
        }
        throw failure;
    }

    /** @return a new folder under the temporary directory, holding a fresh data directory and the init file */
    private static Path createFolder(Path installDb) {
        Path folder;
        try {
            // Short, under /tmp: a Unix socket's path may be at most 107 bytes.
            folder = Files.createTempDirectory(Paths.get(System.getProperty("java.io.tmpdir")), "shardflake-mariadb-");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a folder for MariaDB", e);
        }
        try {
            createDataDirectory(installDb, folder);
            Files.writeString(folder.resolve("init.sql"), String.join("\n",
                    "CREATE DATABASE " + DATABASE + ";",
                    "CREATE USER '" + USER + "'@'127.0.0.1' IDENTIFIED BY '" + PASSWORD + "';",
                    "GRANT ALL PRIVILEGES ON *.* TO '" + USER + "'@'127.0.0.1';", ""), StandardCharsets.UTF_8);
            return folder;
        } catch (IOException | RuntimeException e) {
            deleteFolder(folder);
            throw e instanceof IOException io ? new UncheckedIOException(io) : (RuntimeException) e;
        }
    }

    /** @return the server's TCP port on 127.0.0.1 */
    int port() {
        return port;
    }

    /** @return the server process's id, from its pid file */
    long pid() {
        try {
            return Long.parseLong(Files.readString(folder.resolve("mariadb.pid"), StandardCharsets.US_ASCII).strip());
        } catch (IOException | NumberFormatException e) {
            throw new IllegalStateException("mariadbd wrote no readable pid file in " + folder, e);
        }
    }

    /** @return how long installing (if needed), creating the data directory and starting took */
    Duration startup() {
        return startup;
    }

    /** @return e.g. {@code jdbc:mariadb://127.0.0.1:41234/shardflake} for the scheme {@code mariadb} */
    String url(String scheme) {
        return "jdbc:" + scheme + "://127.0.0.1:" + port + "/" + DATABASE;
    }

    /** Stops the server (a clean shutdown, killed if it takes longer than 30 s) and deletes its folder. */
    @Override
    public void close() {
        stop(process);
        deleteFolder(folder);
    }

    private static void ensureInstalled() {
        Path script = scripts().resolve("ensure-installed.sh");
        run(List.of("sh", script.toString()), INSTALL_TIMEOUT, "build/mariadb/ensure-installed.sh");
    }

    /**
     * The folder of the MariaDB scripts: given by the build ({@code shardflake.mariadb.scripts}), else found above
     * the working directory, as when a test runs from an IDE.
     */
    private static Path scripts() {
        String configured = System.getProperty("shardflake.mariadb.scripts");
        if (configured != null) {
            return Paths.get(configured);
        }
        for (Path dir = Paths.get("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("build/mariadb");
            if (Files.isRegularFile(candidate.resolve("ensure-installed.sh"))) {
                return candidate;
            }
        }
        throw new IllegalStateException("build/mariadb/ensure-installed.sh not found above " + Paths.get("")
                .toAbsolutePath() + "; set -Dshardflake.mariadb.scripts=<the repository>/build/mariadb");
    }

    private static Path binary(String... names) {
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
                + " although build/mariadb/ensure-installed.sh succeeded");
    }

    private static void createDataDirectory(Path installDb, Path folder) {
        List<String> command = new ArrayList<>(List.of(installDb.toString(), "--no-defaults",
                "--datadir=" + folder.resolve("data"), "--auth-root-authentication-method=normal", "--skip-test-db",
                "--skip-name-resolve"));
        if (isRoot()) {
            command.add("--user=root");
        }
        run(command, START_TIMEOUT, "mariadb-install-db");
    }

    private static Process launch(Path server, Path folder, int port) {
        List<String> command = new ArrayList<>(List.of("sh", "-c", WATCHDOG, "mariadb-watchdog", folder.toString(),
                server.toString(),
                "--no-defaults",
                "--datadir=" + folder.resolve("data"),
                "--socket=" + folder.resolve("mariadb.sock"),
                "--pid-file=" + folder.resolve("mariadb.pid"),
                "--log-error=" + folder.resolve("error.log"),
                "--init-file=" + folder.resolve("init.sql"),
                "--port=" + port,
                // TCP on the loopback address only: nothing on this machine's other addresses.
                "--bind-address=127.0.0.1",
                "--skip-name-resolve",
                "--default-time-zone=" + TIME_ZONE,
                "--character-set-server=utf8mb4",
                "--max-connections=500",
                // Throwaway data: no fsync per commit, no doublewrite. Locking and isolation are unchanged.
                "--innodb-flush-log-at-trx-commit=0",
                "--innodb-doublewrite=0",
                "--innodb-buffer-pool-size=64M"));
        if (isRoot()) {
            command.add("--user=root"); // mariadbd refuses to run as root unless told to
        }
        try {
            return new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(folder.resolve("mariadbd.out").toFile()).start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + server, e);
        }
    }

    /** Polls until the test user can log in, or the server died, or the deadline passed. */
    private static void awaitReady(Process process, Path folder, int port) {
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        String url = "jdbc:mariadb://127.0.0.1:" + port + "/" + DATABASE;
        SQLException last = null;
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("mariadbd exited with " + process.exitValue() + " on port " + port
                        + ": " + tail(folder.resolve("error.log")) + tail(folder.resolve("mariadbd.out")));
            }
            try {
                DriverManager.getConnection(url, USER, PASSWORD).close();
                return;
            } catch (SQLException e) {
                last = e;
            }
            sleep(Duration.ofMillis(50));
        }
        throw new IllegalStateException("mariadbd on port " + port + " did not accept " + USER + " within "
                + START_TIMEOUT + " (last: " + last + "): " + tail(folder.resolve("error.log")));
    }

    /**
     * Fails unless every socket the server listens on is on 127.0.0.1, read from the kernel's own table: the
     * tests' database must not be reachable from outside this machine.
     */
    private void requireLoopbackOnly() {
        List<String> listening = ListeningSockets.of(pid());
        if (!listening.equals(List.of("127.0.0.1:" + port))) {
            throw new IllegalStateException("mariadbd (pid " + pid() + ") listens on " + listening
                    + ", expected 127.0.0.1:" + port + " only");
        }
    }

    private static void stop(Process process) {
        try {
            process.getOutputStream().close(); // the watchdog's pipe: the server shuts down cleanly
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        } catch (IOException e) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
    }

    private static int freeLoopbackPort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free port on 127.0.0.1", e);
        }
    }

    private static boolean isRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    /** Runs a tool to its end; fails with its output if it fails or outlasts {@code timeout}. */
    private static void run(List<String> command, Duration timeout, String what) {
        try {
            Path output = Files.createTempFile("shardflake-mariadb-tool-", ".log");
            try {
                Process tool = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile())
                        .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
                if (!tool.waitFor(timeout.toSeconds(), TimeUnit.SECONDS)) {
                    tool.descendants().forEach(ProcessHandle::destroyForcibly);
                    tool.destroyForcibly();
                    throw new IllegalStateException(what + " did not finish within " + timeout + ": " + tail(output));
                }
                if (tool.exitValue() != 0) {
                    throw new IllegalStateException(what + " failed (exit " + tool.exitValue() + "): " + tail(output));
                }
                String said = Files.readString(output, StandardCharsets.UTF_8).strip();
                if (!said.isEmpty() && what.endsWith(".sh")) {
                    System.err.println(said); // the install, once per machine: worth seeing in the build's log
                }
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

    private static String tail(Path file) {
        try {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
        } catch (IOException e) {
            return "(no " + file.getFileName() + ")";
        }
    }

    /** Deletes the folder if the watchdog has not already. */
    private static void deleteFolder(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // Gone already (the watchdog deleted it), or a leftover in the temporary directory: no test fails for it.
        }
    }

    private static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "MariaDbServer[127.0.0.1:%d, %s]", port, folder);
    }
}
