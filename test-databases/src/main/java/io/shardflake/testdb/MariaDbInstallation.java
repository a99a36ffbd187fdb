package io.shardflake.testdb;

import java.nio.file.Path;
import java.time.Duration;

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
            Tools.runInstallScript("mariadb/ensure-installed.sh", INSTALL_TIMEOUT);
            installed = new MariaDbInstallation(Tools.binary("mariadbd", "mysqld"),
                    Tools.binary("mariadb-install-db", "mysql_install_db"));
        }
        return installed;
    }
}
