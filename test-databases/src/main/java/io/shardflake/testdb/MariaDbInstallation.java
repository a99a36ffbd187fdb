package io.shardflake.testdb;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The MariaDB binaries on this machine: installed first, if missing, by {@code ensure-installed.sh}.
 *
 * <p>The script is the repository's {@code build/mariadb/ensure-installed.sh}, carried in this module's jar as the
 * resource {@code io/shardflake/testdb/mariadb/ensure-installed.sh}: it runs the same from any module, from an IDE
 * or from a jar, with no path to configure. It is quiet and quick when MariaDB is there; otherwise it installs
 * Debian's {@code mariadb-server} with {@code apt-get} (root only) and fails naming what is missing elsewhere.
 */
final class MariaDbInstallation {

    private static final Duration INSTALL_TIMEOUT = Duration.ofMinutes(15);

    private static MariaDbInstallation installed;

    final Path server;
    final Path installDb;

    private MariaDbInstallation(Path server, Path installDb) {
        this.server = server;
        this.installDb = installDb;
    }

    /**
     * Once per JVM, whatever the number of threads asking (two {@code apt-get} at once would fight over its lock).
     *
     * @return the server and data-directory tools, after installing them if they were missing
     * @throws IllegalStateException if the install fails, naming what the script said
     */
    static synchronized MariaDbInstallation ensure() {
        if (installed == null) {
            runInstallScript();
            installed = new MariaDbInstallation(binary("mariadbd", "mysqld"),
                    binary("mariadb-install-db", "mysql_install_db"));
        }
        return installed;
    }

    private static void runInstallScript() {
        Path script;
        try {
            script = Files.createTempFile("shardflake-ensure-mariadb-", ".sh");
            Files.writeString(script, Tools.resource("mariadb/ensure-installed.sh"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the MariaDB install script to a temporary file", e);
        }
        try {
            String said = Tools.run(List.of("sh", script.toString()), INSTALL_TIMEOUT, "ensure-installed.sh");
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
                + " although ensure-installed.sh succeeded");
    }
}
