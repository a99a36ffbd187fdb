package io.shardflake.publishing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bundle of a small build made here: a published jar module, a published BOM and an unpublished module, with
 * the files a release build leaves in their output folders.
 */
class CentralBundleTest {

    private static final Instant ENTRY_TIME = Instant.parse("2026-11-27T00:00:00Z");
    private static final String LIB = "io/example/lib/1.0/lib-1.0";

    @TempDir
    Path root;

    @BeforeEach
    void aBuild() throws IOException {
        write("pom.xml", """
                <project><groupId>io.example</groupId><artifactId>parent</artifactId><version>1.0</version>
                  <packaging>pom</packaging>
                  <properties><maven.deploy.skip>true</maven.deploy.skip></properties>
                  <modules><module>lib</module><module>bom</module><module>tools</module></modules>
                </project>""");
        write("lib/pom.xml", """
                <project><parent><groupId>io.example</groupId><artifactId>parent</artifactId><version>1.0</version>
                  </parent><artifactId>lib</artifactId>
                  <properties><maven.deploy.skip>false</maven.deploy.skip></properties></project>""");
        write("bom/pom.xml", """
                <project><parent><groupId>io.example</groupId><artifactId>parent</artifactId><version>1.0</version>
                  </parent><artifactId>bom</artifactId><packaging>pom</packaging>
                  <properties><maven.deploy.skip>false</maven.deploy.skip></properties></project>""");
        write("tools/pom.xml", """
                <project><parent><groupId>io.example</groupId><artifactId>parent</artifactId><version>1.0</version>
                  </parent><artifactId>tools</artifactId></project>""");
        for (String file : new String[] {"lib/target/.flattened-pom.xml", "lib/target/lib-1.0.jar",
                "lib/target/lib-1.0-sources.jar", "lib/target/lib-1.0-javadoc.jar", "lib/target/lib-1.0-tests.jar",
                "bom/target/.flattened-pom.xml", "tools/target/.flattened-pom.xml", "tools/target/tools-1.0.jar"}) {
            write(file, "the bytes of " + file);
        }
    }

    @Test
    void holdsEachPublishedFileInTheRepositoryLayoutWithItsChecksums() throws Exception {
        Path zip = root.resolve("out/bundle.zip");

        CentralBundle.Summary summary = new CentralBundle(Reactor.read(root), "target").write(zip, ENTRY_TIME);

        Map<String, String> entries = unzip(zip);
        assertThat(entries.keySet()).containsExactly(
                "io/example/bom/1.0/bom-1.0.pom",
                "io/example/bom/1.0/bom-1.0.pom.md5",
                "io/example/bom/1.0/bom-1.0.pom.sha1",
                "io/example/bom/1.0/bom-1.0.pom.sha256",
                "io/example/bom/1.0/bom-1.0.pom.sha512",
                LIB + "-javadoc.jar", LIB + "-javadoc.jar.md5", LIB + "-javadoc.jar.sha1",
                LIB + "-javadoc.jar.sha256", LIB + "-javadoc.jar.sha512",
                LIB + "-sources.jar", LIB + "-sources.jar.md5", LIB + "-sources.jar.sha1",
                LIB + "-sources.jar.sha256", LIB + "-sources.jar.sha512",
                LIB + ".jar", LIB + ".jar.md5", LIB + ".jar.sha1", LIB + ".jar.sha256", LIB + ".jar.sha512",
                LIB + ".pom", LIB + ".pom.md5", LIB + ".pom.sha1", LIB + ".pom.sha256", LIB + ".pom.sha512");
        assertThat(entries.get(LIB + ".pom")).isEqualTo("the bytes of lib/target/.flattened-pom.xml");
        assertThat(entries.get(LIB + ".jar")).isEqualTo("the bytes of lib/target/lib-1.0.jar");
        assertThat(entries.get(LIB + ".jar.md5")).isEqualTo(digest("MD5", "the bytes of lib/target/lib-1.0.jar"));
        assertThat(entries.get(LIB + ".jar.sha1")).isEqualTo(digest("SHA-1", "the bytes of lib/target/lib-1.0.jar"));
        assertThat(summary.components()).isEqualTo(2);
        assertThat(summary.signatures()).isZero();
        assertThat(summary.toString()).contains("nothing is signed");
    }

    @Test
    void theSameFilesGiveTheSameZip() throws Exception {
        CentralBundle bundle = new CentralBundle(Reactor.read(root), "target");

        bundle.write(root.resolve("first.zip"), ENTRY_TIME);
        bundle.write(root.resolve("second.zip"), ENTRY_TIME);

        assertThat(root.resolve("second.zip")).hasSameBinaryContentAs(root.resolve("first.zip"));
    }

    @Test
    void carriesTheSignatureOfEveryFileWhenTheBuildSignedThem() throws Exception {
        for (String file : new String[] {"lib/target/lib-1.0.pom.asc", "lib/target/lib-1.0.jar.asc",
                "lib/target/lib-1.0-sources.jar.asc", "lib/target/lib-1.0-javadoc.jar.asc",
                "bom/target/bom-1.0.pom.asc"}) {
            write(file, "signature " + file);
        }

        CentralBundle bundle = new CentralBundle(Reactor.read(root), "target");

        assertThat(bundle.signatures(bundle.files()))
                .containsEntry(LIB + ".pom.asc", root.resolve("lib/target/lib-1.0.pom.asc"))
                .containsEntry(LIB + ".jar.asc", root.resolve("lib/target/lib-1.0.jar.asc"))
                .containsEntry("io/example/bom/1.0/bom-1.0.pom.asc", root.resolve("bom/target/bom-1.0.pom.asc"))
                .hasSize(5);
    }

    @Test
    void refusesAPublishedJarModuleWithoutItsJavadocJar() throws Exception {
        Files.delete(root.resolve("lib/target/lib-1.0-javadoc.jar"));

        assertThatThrownBy(() -> new CentralBundle(Reactor.read(root), "target").files())
                .isInstanceOf(IOException.class)
                .hasMessage("lib is published but lib/target/lib-1.0-javadoc.jar is missing: every build of a"
                        + " published module makes it (mvn -B -DskipTests package; the parent POM says how)");
    }

    @Test
    void refusesAPublishedModuleWithoutItsFlattenedPom() throws Exception {
        Files.delete(root.resolve("bom/target/.flattened-pom.xml"));

        assertThatThrownBy(() -> new CentralBundle(Reactor.read(root), "target").files())
                .hasMessageStartingWith("bom is published but bom/target/.flattened-pom.xml is missing");
    }

    @Test
    void refusesABundleWithSomeFilesSignedAndOthersNot() throws Exception {
        write("lib/target/lib-1.0.jar.asc", "signature");
        CentralBundle bundle = new CentralBundle(Reactor.read(root), "target");

        assertThatThrownBy(() -> bundle.signatures(bundle.files()))
                .hasMessageStartingWith("some files are signed and these are not: [io/example/bom/1.0/bom-1.0.pom, "
                        + LIB + "-javadoc.jar, ");
    }

    @Test
    void refusesASignatureOlderThanTheFileItSigns() throws Exception {
        write("lib/target/lib-1.0.jar.asc", "signature");
        Files.setLastModifiedTime(root.resolve("lib/target/lib-1.0.jar.asc"), FileTime.from(ENTRY_TIME));
        Files.setLastModifiedTime(root.resolve("lib/target/lib-1.0.jar"), FileTime.from(ENTRY_TIME.plusSeconds(1)));
        CentralBundle bundle = new CentralBundle(Reactor.read(root), "target");

        assertThatThrownBy(() -> bundle.write(root.resolve("bundle.zip"), ENTRY_TIME))
                .hasMessageContaining("lib-1.0.jar.asc is older than the file it signs");
    }

    @Test
    void refusesAModuleThatDoesNotSayWhetherItIsPublished() throws Exception {
        write("pom.xml", Files.readString(root.resolve("pom.xml"))
                .replace("<properties><maven.deploy.skip>true</maven.deploy.skip></properties>", ""));

        assertThatThrownBy(() -> Reactor.read(root))
                .hasMessage(root.resolve("tools") + " does not say whether it is published: set maven.deploy.skip"
                        + " in its POM or its parent's");
    }

    private void write(String file, String text) throws IOException {
        Path path = root.resolve(file);
        Files.createDirectories(path.getParent());
        Files.writeString(path, text);
    }

    private static Map<String, String> unzip(Path zip) throws IOException {
        Map<String, String> entries = new LinkedHashMap<>();
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                assertThat(entry.getLastModifiedTime().toInstant()).isEqualTo(ENTRY_TIME);
                entries.put(entry.getName(), new String(in.readAllBytes(), StandardCharsets.UTF_8));
            }
        }
        return entries;
    }

    private static String digest(String algorithm, String text) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance(algorithm).digest(text.getBytes(StandardCharsets.UTF_8)));
    }
}
