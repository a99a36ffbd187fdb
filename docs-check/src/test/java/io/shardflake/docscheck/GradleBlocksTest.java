package io.shardflake.docscheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.nio.file.Path;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every {@code ```kotlin gradle} block of the docs is a {@code build.gradle.kts} fragment of the lines a user pastes:
 * repositories, and dependencies in Gradle's {@code "group:artifact:version"} form, held to the reactor as
 * {@link MavenBlocksTest} holds Maven's. Gradle does not run here, so each line must be one of the forms below, and
 * a Shardflake module without a version needs the BOM imported as a platform in the same block.
 */
class GradleBlocksTest {

    // implementation("io.shardflake:shardflake-core") or implementation(platform("io.shardflake:shardflake-bom:1.0"))
    private static final Pattern DEPENDENCY = Pattern.compile(
            "(?:implementation|api|runtimeOnly|compileOnly|testImplementation)"
                    + "\\((platform\\()?\"([^\":]+):([^\":]+)(?::([^\":]+))?\"\\)?\\)");
    private static final List<String> PLAIN = List.of("repositories {", "dependencies {", "}", "mavenLocal()",
            "mavenCentral()");

    @TestFactory
    Stream<DynamicTest> everyGradleBlockNamesWhatExists() {
        return DocsTree.blocks("kotlin").stream()
                .map(block -> DynamicTest.dynamicTest(block.where(), () -> check(block)));
    }

    @Test
    void aModuleWithoutVersionOrBomAWrongVersionAndAnUnknownModuleAreRefused() {
        FencedBlock wrong = new FencedBlock(Path.of("example.md"), 1, "kotlin", List.of("gradle"), """
                dependencies {
                    implementation("io.shardflake:shardflake-core")
                    implementation("io.shardflake:shardflake-hibernate:0.0.9")
                    implementation("io.shardflake:shardflake-spring-starter:0.1.0-SNAPSHOT")
                    kapt("io.shardflake:shardflake-core")
                }
                """);

        assertThatThrownBy(() -> check(wrong))
                .hasMessageContaining("[shardflake-core] without a version, and no platform")
                .hasMessageContaining("shardflake-hibernate 0.0.9: the build is at")
                .hasMessageContaining("shardflake-spring-starter is not a published module")
                .hasMessageContaining("kapt(");
    }

    private static void check(FencedBlock block) {
        List<String> problems = new ArrayList<>();
        boolean bom = false;
        List<String> versionless = new ArrayList<>();
        int dependencies = 0;
        for (String line : block.text().lines().map(GradleBlocksTest::withoutComment).toList()) {
            Matcher dependency = DEPENDENCY.matcher(line);
            if (dependency.matches()) {
                dependencies++;
                String group = dependency.group(2);
                String artifact = dependency.group(3);
                String version = dependency.group(4);
                problems.addAll(Coordinates.problems(group, artifact, version));
                if (dependency.group(1) != null) {
                    bom |= artifact.equals("shardflake-bom");
                    if (version == null) {
                        problems.add(line + ": a platform needs its version");
                    }
                } else if (version == null && group.equals("io.shardflake")) {
                    versionless.add(artifact);
                }
            } else if (!line.isEmpty() && !PLAIN.contains(line)) {
                problems.add(line + ": not a line of the forms this check reads: " + PLAIN + " or "
                        + DEPENDENCY.pattern());
            }
        }
        if (!bom && !versionless.isEmpty()) {
            problems.add(versionless + " without a version, and no platform(\"io.shardflake:shardflake-bom:...\")");
        }
        assertThat(problems).as(block.where()).isEmpty();
        assertThat(dependencies).as(block.where() + ": a Gradle block without a dependency").isPositive();
    }

    private static String withoutComment(String line) {
        int comment = line.indexOf("//");
        return (comment < 0 ? line : line.substring(0, comment)).strip();
    }
}
