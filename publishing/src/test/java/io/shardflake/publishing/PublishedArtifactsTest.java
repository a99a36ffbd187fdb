package io.shardflake.publishing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What this build publishes, read from its own POMs and from the flattened POMs its published modules ship (the
 * reactor builds every published module before this one): each carries what Maven Central requires of a POM, the
 * BOM manages exactly the published artifacts, and every published jar module has its jar, sources jar and Javadoc
 * jar, which every build makes.
 */
class PublishedArtifactsTest {

    private static final Path ROOT = Path.of(System.getProperty("shardflake.root", "..")).toAbsolutePath().normalize();
    private static final String TARGET = System.getProperty("sf.target", "target");

    static Reactor reactor() throws Exception {
        return Reactor.read(ROOT);
    }

    static Stream<ReactorModule> published() throws Exception {
        return reactor().published().stream();
    }

    @ParameterizedTest
    @MethodSource("published")
    void itsPublishedPomCarriesWhatCentralRequires(ReactorModule module) throws Exception {
        Pom pom = Pom.read(module.target(TARGET).resolve(".flattened-pom.xml"));

        assertThat(pom.all("parent")).as("a parent, whose BOM would come along").isEmpty();
        assertThat(pom.text("groupId")).contains("io.shardflake");
        assertThat(pom.text("artifactId")).contains(module.artifactId());
        assertThat(pom.text("version")).contains(reactor().version());
        assertThat(pom.text("name")).isPresent();
        assertThat(pom.text("description")).isPresent();
        assertThat(pom.text("url")).contains("https://github.com/shardflake/shardflake");
        assertThat(pom.all("licenses", "license")).singleElement().satisfies(license -> {
            assertThat(license.text("name")).contains("Apache-2.0");
            assertThat(license.text("url")).contains("https://www.apache.org/licenses/LICENSE-2.0.txt");
        });
        assertThat(pom.all("developers", "developer")).isNotEmpty()
                .allSatisfy(developer -> assertThat(developer.text("name")).isPresent());
        assertThat(pom.text("scm", "url")).contains("https://github.com/shardflake/shardflake");
        assertThat(pom.text("scm", "connection")).contains("scm:git:https://github.com/shardflake/shardflake.git");
        assertThat(pom.text("scm", "developerConnection")).isPresent();
    }

    @Test
    void theBomManagesExactlyThePublishedArtifacts() throws Exception {
        Reactor reactor = reactor();
        Pom bom = Pom.read(reactor.module("shardflake-bom").target(TARGET).resolve(".flattened-pom.xml"));

        List<String> managed = bom.all("dependencyManagement", "dependencies", "dependency").stream()
                .peek(dependency -> {
                    assertThat(dependency.text("groupId")).contains(reactor.groupId());
                    assertThat(dependency.text("version")).as("the version written out").contains(reactor.version());
                    assertThat(dependency.all("scope")).isEmpty();
                })
                .map(dependency -> dependency.text("artifactId").orElseThrow())
                .toList();

        assertThat(managed).containsExactlyInAnyOrderElementsOf(artifactIdsBut("shardflake-bom"));
        assertThat(bom.all("dependencies")).as("dependencies of the BOM itself").isEmpty();
        assertThat(bom.all("properties")).isEmpty();
    }

    @Test
    void theUnpublishedModulesAreTheBuildsOwn() throws Exception {
        assertThat(reactor().modules()).filteredOn(module -> !module.published()).extracting(ReactorModule::artifactId)
                .containsExactlyInAnyOrder("shardflake-aot-check", "shardflake-benchmarks", "shardflake-docs-check",
                        "shardflake-line-boot-3.5", "shardflake-line-boot-4.0", "shardflake-lines",
                        "shardflake-publishing", "shardflake-quarkus-integration-tests", "shardflake-quarkus-parent",
                        "shardflake-reliability",
                        "shardflake-sample-app", "shardflake-test-databases");
    }

    @ParameterizedTest
    @MethodSource("published")
    void itsJarSourcesJarAndJavadocJarAreBuilt(ReactorModule module) throws Exception {
        if (module.packaging().equals("pom")) {
            return;
        }
        Path target = module.target(TARGET);
        String name = module.artifactId() + "-" + reactor().version();
        boolean code = Files.isDirectory(module.dir().resolve("src/main/java"));

        assertThat(target.resolve(name + ".jar")).isRegularFile();
        assertThat(entries(target.resolve(name + "-sources.jar"))).as("the sources of " + name)
                .anyMatch(entry -> code ? entry.endsWith(".java") : entry.equals("README.txt"));
        assertThat(entries(target.resolve(name + "-javadoc.jar"))).as("the Javadoc of " + name)
                .anyMatch(entry -> code ? entry.equals("index.html") : entry.equals("README.txt"));
    }

    @Test
    void theCentralBundleFindsEveryFileOfEveryPublishedModule() throws Exception {
        Reactor reactor = reactor();
        long jars = reactor.published().stream().filter(module -> module.packaging().equals("jar")).count();

        assertThat(new CentralBundle(reactor, TARGET).files()).as("a POM for each, and a jar, sources and Javadoc each jar")
                .hasSize((int) (reactor.published().size() + 3 * jars));
    }

    @Test
    void theCommandLineJarCarriesTheLicenceAndNoticeOfWhatItBundles() throws Exception {
        Path cli = reactor().module("shardflake-cli").target(TARGET)
                .resolve("shardflake-cli-" + reactor().version() + ".jar");

        try (JarFile jar = new JarFile(cli.toFile())) {
            assertThat(jar.stream().map(ZipEntry::getName).filter(name -> name.endsWith(".class")))
                    .as("the code inside: Shardflake's, and the libraries the NOTICE names")
                    .allMatch(name -> name.startsWith("io/shardflake/") || name.startsWith("picocli/")
                            || name.startsWith("org/h2/") || name.startsWith("org/postgresql/"))
                    .anyMatch(name -> name.startsWith("picocli/"))
                    .anyMatch(name -> name.startsWith("org/h2/"))
                    .anyMatch(name -> name.startsWith("org/postgresql/"));
            assertThat(jar.getInputStream(jar.getEntry("META-INF/LICENSE")).readAllBytes())
                    .isEqualTo(Files.readAllBytes(ROOT.resolve("LICENSE")));
            assertThat(new String(jar.getInputStream(jar.getEntry("META-INF/NOTICE")).readAllBytes(),
                    StandardCharsets.UTF_8))
                    .contains("picocli", "Copyright 2017 Remko Popma", "Apache License, Version 2.0")
                    .contains("H2 database engine", "Mozilla Public License 2.0", "PostgreSQL JDBC driver",
                            "BSD 2-Clause", "META-INF/LICENSE.pgjdbc");
            assertThat(new String(jar.getInputStream(jar.getEntry("META-INF/LICENSE.pgjdbc")).readAllBytes(),
                    StandardCharsets.UTF_8)).startsWith("Copyright (c) 1997, PostgreSQL Global Development Group");
            assertThat(new String(jar.getInputStream(jar.getEntry("META-INF/services/java.sql.Driver"))
                    .readAllBytes(), StandardCharsets.UTF_8)).contains("org.h2.Driver", "org.postgresql.Driver");
        }
    }

    @Test
    void thisModuleIsBuiltAfterEveryPublishedModule() throws Exception {
        Pom publishing = Pom.read(ROOT.resolve("publishing/pom.xml"));

        List<String> after = publishing.all("dependencies", "dependency").stream()
                .filter(dependency -> dependency.text("groupId").orElseThrow().equals("io.shardflake"))
                .map(dependency -> dependency.text("artifactId").orElseThrow())
                .toList();

        assertThat(after).containsExactlyInAnyOrderElementsOf(artifactIdsBut());
    }

    private static List<String> entries(Path jar) throws Exception {
        try (JarFile file = new JarFile(jar.toFile())) {
            return file.stream().map(ZipEntry::getName).toList();
        }
    }

    private static List<String> artifactIdsBut(String... left) throws Exception {
        List<String> leftOut = List.of(left);
        return published().map(ReactorModule::artifactId).filter(id -> !leftOut.contains(id)).toList();
    }
}
