package io.shardflake.publishing;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * The bundle the Central Publisher Portal takes: every published module's files in the Maven repository layout
 * ({@code io/shardflake/<artifactId>/<version>/}), each with its MD5, SHA-1, SHA-256 and SHA-512 checksum and, when
 * the build signed them, its {@code .asc} signature. A jar module gives its jar, sources jar, Javadoc jar and POM;
 * a {@code pom} module (the BOM) its POM. The POM is the one a user's build reads: the flattened one.
 *
 * <p>Refuses, naming the file, a published module whose jar, sources jar, Javadoc jar or flattened POM is missing
 * (the module was not built, or lost its configuration), a bundle where some files are signed and others not, and a
 * signature older than the file it signs (left by an earlier build).
 */
public final class CentralBundle {

    private static final Map<String, String> CHECKSUMS = checksums();

    private final Reactor reactor;
    private final String targetFolder;

    /**
     * A bundle of a build's published modules.
     *
     * @param reactor the build
     * @param targetFolder the name of every module's output folder ({@code sf.target})
     */
    public CentralBundle(Reactor reactor, String targetFolder) {
        this.reactor = reactor;
        this.targetFolder = targetFolder;
    }

    /**
     * Writes the bundle of the build below a root folder; run by the publishing module under {@code -Prelease}.
     *
     * @param args the root folder, the name of the output folders, the zip to write, and the time every entry
     *             carries (the build's {@code project.build.outputTimestamp}, so the same files give the same zip)
     * @throws IOException if a file cannot be read or written, or the bundle is refused
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 4) {
            throw new IllegalArgumentException("arguments: <root folder> <output folder name> <bundle zip> <timestamp>");
        }
        Reactor reactor = Reactor.read(Path.of(args[0]).toAbsolutePath().normalize());
        Summary summary = new CentralBundle(reactor, args[1]).write(Path.of(args[2]), Instant.parse(args[3]));
        System.out.println(summary);
    }

    /**
     * The files every published module must have, by their path inside the bundle: what a build without signing
     * makes, and what the default build checks (PublishedArtifactsTest).
     *
     * @return each bundle path with the file it is copied from, sorted by bundle path
     * @throws IOException if a published module lacks a file
     */
    public Map<String, Path> files() throws IOException {
        Map<String, Path> files = new TreeMap<>();
        for (ReactorModule module : reactor.published()) {
            files.putAll(filesOf(module));
        }
        return files;
    }

    /**
     * The signatures of the files, by their path inside the bundle: one for every file, or none at all.
     *
     * @param files the files, as {@link #files()} gives them
     * @return each signature's bundle path with its file; empty if the build signed nothing
     * @throws IOException if some files are signed and others not, or a signature is older than its file
     */
    public Map<String, Path> signatures(Map<String, Path> files) throws IOException {
        List<String> unsigned = new ArrayList<>();
        Map<String, Path> signatures = new TreeMap<>();
        for (Map.Entry<String, Path> file : files.entrySet()) {
            Path signature = file.getValue().resolveSibling(signatureSource(file.getKey(), file.getValue()));
            if (Files.isRegularFile(signature)) {
                if (Files.getLastModifiedTime(signature).compareTo(Files.getLastModifiedTime(file.getValue())) < 0) {
                    throw new IOException(signature + " is older than the file it signs, " + file.getValue()
                            + ": left by an earlier build. Build again from clean.");
                }
                signatures.put(file.getKey() + ".asc", signature);
            } else {
                unsigned.add(file.getKey());
            }
        }
        if (!signatures.isEmpty() && !unsigned.isEmpty()) {
            throw new IOException("some files are signed and these are not: " + unsigned
                    + ". Build again from clean, with the signing key in MAVEN_GPG_KEY.");
        }
        return signatures;
    }

    /**
     * Writes the bundle.
     *
     * @param zip the file to write
     * @param entryTime the time every entry carries
     * @return what went in
     * @throws IOException if a file cannot be read or written, or the bundle is refused
     */
    public Summary write(Path zip, Instant entryTime) throws IOException {
        Map<String, Path> files = files();
        files.putAll(signatures(files));
        Map<String, byte[]> entries = new TreeMap<>();
        for (Map.Entry<String, Path> file : files.entrySet()) {
            byte[] bytes = Files.readAllBytes(file.getValue());
            entries.put(file.getKey(), bytes);
            if (!file.getKey().endsWith(".asc")) {
                for (Map.Entry<String, String> checksum : CHECKSUMS.entrySet()) {
                    entries.put(file.getKey() + checksum.getKey(), hex(checksum.getValue(), bytes));
                }
            }
        }
        Files.createDirectories(zip.toAbsolutePath().getParent());
        try (OutputStream out = Files.newOutputStream(zip); ZipOutputStream bundle = new ZipOutputStream(out)) {
            for (Map.Entry<String, byte[]> entry : entries.entrySet()) {
                ZipEntry zipEntry = new ZipEntry(entry.getKey());
                zipEntry.setLastModifiedTime(FileTime.from(entryTime));
                bundle.putNextEntry(zipEntry);
                bundle.write(entry.getValue());
                bundle.closeEntry();
            }
        }
        long signatures = entries.keySet().stream().filter(name -> name.endsWith(".asc")).count();
        return new Summary(zip, reactor.version(), reactor.published().size(), entries.size(), signatures);
    }

    private Map<String, Path> filesOf(ReactorModule module) throws IOException {
        String base = reactor.groupId().replace('.', '/') + "/" + module.artifactId() + "/" + reactor.version() + "/";
        String name = module.artifactId() + "-" + reactor.version();
        Path target = module.target(targetFolder);
        Map<String, Path> files = new LinkedHashMap<>();
        files.put(base + name + ".pom", target.resolve(".flattened-pom.xml"));
        switch (module.packaging()) {
            case "pom" -> { }
            case "jar" -> {
                for (String suffix : List.of(".jar", "-sources.jar", "-javadoc.jar")) {
                    files.put(base + name + suffix, target.resolve(name + suffix));
                }
            }
            default -> throw new IOException(module.artifactId() + ": packaging " + module.packaging()
                    + " is not one a published module may have: jar or pom");
        }
        for (Path file : files.values()) {
            if (!Files.isRegularFile(file)) {
                throw new IOException(module.artifactId() + " is published but " + reactor.root().relativize(file)
                        + " is missing: every build of a published module makes it (mvn -B -DskipTests package;"
                        + " the parent POM says how)");
            }
        }
        return files;
    }

    /** The signer signs the POM under its bundle name (a copy beside the flattened one), every other file as is. */
    private static String signatureSource(String bundlePath, Path file) {
        String name = bundlePath.substring(bundlePath.lastIndexOf('/') + 1);
        return (name.endsWith(".pom") ? name : file.getFileName().toString()) + ".asc";
    }

    private static byte[] hex(String algorithm, byte[] bytes) {
        try {
            byte[] digest = MessageDigest.getInstance(algorithm).digest(bytes);
            return HexFormat.of().formatHex(digest).getBytes(StandardCharsets.US_ASCII);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has " + algorithm, e);
        }
    }

    private static Map<String, String> checksums() {
        Map<String, String> checksums = new LinkedHashMap<>();
        checksums.put(".md5", "MD5");
        checksums.put(".sha1", "SHA-1");
        checksums.put(".sha256", "SHA-256");
        checksums.put(".sha512", "SHA-512");
        return checksums;
    }

    /**
     * What a bundle holds.
     *
     * @param zip where it was written
     * @param version the version of every artifact in it
     * @param components how many published modules it holds
     * @param files how many files it holds, checksums and signatures included
     * @param signatures how many of them are signatures
     */
    public record Summary(Path zip, String version, int components, int files, long signatures) {

        @Override
        public String toString() {
            StringBuilder text = new StringBuilder("Central bundle " + zip + ": " + components + " components at "
                    + version + ", " + files + " files");
            if (signatures == 0) {
                text.append("\nWARNING: nothing is signed, and the Publisher Portal refuses unsigned files: build"
                        + " with the signing key in MAVEN_GPG_KEY (CONTRIBUTING.md; docs/decisions/0060).");
            }
            if (version.endsWith("-SNAPSHOT")) {
                text.append("\nWARNING: ").append(version).append(" is a snapshot; the Publisher Portal takes"
                        + " bundles of release versions only.");
            }
            return text.toString();
        }
    }
}
