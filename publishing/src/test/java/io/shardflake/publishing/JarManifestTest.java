package io.shardflake.publishing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every published jar says which build it is (docs/decisions/0078): its manifest carries the version, the git commit
 * it was built from and the build's time, and {@code shardflake --version} prints them. A checkout with {@code .git}
 * names its commit; only a source tree without one may say {@code unknown}.
 */
class JarManifestTest {

    private static final Path ROOT = Path.of(System.getProperty("shardflake.root", "..")).toAbsolutePath().normalize();
    private static final String TARGET = System.getProperty("sf.target", "target");
    private static final String COMMIT = Files.exists(ROOT.resolve(".git")) ? "[0-9a-f]{40}" : "unknown";

    static Stream<ReactorModule> publishedJars() throws Exception {
        return Reactor.read(ROOT).published().stream().filter(module -> module.packaging().equals("jar"));
    }

    @ParameterizedTest
    @MethodSource("publishedJars")
    void itsManifestNamesTheVersionCommitAndBuildTime(ReactorModule module) throws Exception {
        String version = Reactor.read(ROOT).version();

        try (JarFile jar = new JarFile(module.target(TARGET).resolve(module.artifactId() + "-" + version + ".jar")
                .toFile())) {
            Attributes manifest = jar.getManifest().getMainAttributes();

            assertThat(manifest.getValue("Implementation-Version")).isEqualTo(version);
            assertThat(manifest.getValue("Shardflake-Commit")).matches(COMMIT);
            assertThat(manifest.getValue("Shardflake-Build-Time"))
                    .matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ");
        }
    }

    @Test
    void theCommandLinePrintsItsVersionAndCommit() throws Exception {
        String version = Reactor.read(ROOT).version();
        Path cli = Reactor.read(ROOT).module("shardflake-cli").target(TARGET)
                .resolve("shardflake-cli-" + version + ".jar");
        Process java = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar",
                cli.toString(), "--version").redirectErrorStream(true).start();
        String out = new String(java.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(java.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(java.exitValue()).as(out).isZero();
        assertThat(out.lines()).hasSize(3).satisfies(lines -> {
            assertThat(lines.get(0)).isEqualTo("shardflake " + version);
            assertThat(lines.get(1)).matches("commit " + COMMIT);
            assertThat(lines.get(2)).startsWith("built ");
        });
    }
}
