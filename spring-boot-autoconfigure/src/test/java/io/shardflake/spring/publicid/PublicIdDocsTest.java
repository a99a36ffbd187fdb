package io.shardflake.spring.publicid;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.publicid.PublicIds;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Properties;
import java.security.SecureRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * docs/public-ids.md's Spring part as a reader pastes it: its controller is the one {@code PublicIdHttpTest} runs
 * (so it compiles and does what the page says), its key file and its rotation steps start applications that read
 * each other's public ids.
 */
class PublicIdDocsTest {

    /** The tests run one folder below the root, in a module or in lines/. */
    private static final Path DOCS = Path.of("..", "docs", "public-ids.md");
    private static final Path CONTROLLER = Path.of("..", "spring-boot-autoconfigure", "src", "test", "java", "io",
            "shardflake", "spring", "publicid", "http", "OrderController.java");

    private final ApplicationContextRunner runner = PublicIdRunners.shardflake();

    @TempDir
    Path folder;

    @Test
    void theControllerOnThePageIsTheOneTheHttpTestRuns() throws IOException {
        String source = Files.readString(CONTROLLER);

        assertThat(blocks(section("## In a Spring Boot application"), "java")).singleElement()
                .isEqualTo(source.substring(source.indexOf("import ")));
    }

    @Test
    void theKeyFileOpensslWritesStartsAnApplicationWithItsRing() throws IOException {
        // What openssl rand -hex 32 writes, in a file of our own instead of ./public-id.key.
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        Path file = Files.writeString(folder.resolve("public-id.key"), HexFormat.of().formatHex(key) + "\n");
        List<String> properties = properties(blocks(section("## In a Spring Boot application"), "properties").get(0));
        assertThat(properties).containsExactly("shardflake.public-id.keys-file=public-id.key");

        runner.withPropertyValues("shardflake.public-id.keys-file=" + file)
                .run(context -> assertThat(context.getBean(PublicIds.class).ids("ord").mask(42)).startsWith("ord_0"));
    }

    @Test
    void eachStepOfTheRotationReadsWhatTheOtherMakes() throws IOException {
        String rotation = section("## Keys and rotation");
        String printed = blocks(rotation, "text").get(0);
        // The page's example keys are refused, as every key a page prints: the steps run with keys of our own.
        runner.withPropertyValues("shardflake.public-id.keys-file=" + Files.writeString(folder.resolve("printed"),
                printed), "shardflake.public-id.current-key=0").run(context -> assertThat(context).getFailure()
                        .rootCause().hasMessageContaining("follow a pattern"));
        Path ring = Files.writeString(folder.resolve("ring"), ownKeys(printed));
        List<String> steps = blocks(rotation, "properties");
        assertThat(steps).hasSize(2);
        String[] step1 = properties(steps.get(0)).toArray(String[]::new);
        String[] step2 = properties(steps.get(1)).toArray(String[]::new);
        String keysFile = "shardflake.public-id.keys-file=" + ring;

        runner.withPropertyValues(keysFile).withPropertyValues(step1).run(first -> runner.withPropertyValues(keysFile)
                .withPropertyValues(step2).run(second -> {
                    PublicIds before = first.getBean(PublicIds.class);
                    PublicIds after = second.getBean(PublicIds.class);
                    String byKey0 = before.ids("ord").mask(42);
                    String byKey1 = after.ids("ord").mask(42);
                    assertThat(byKey0).startsWith("ord_0");
                    assertThat(byKey1).startsWith("ord_1");
                    assertThat(before.ids("ord").unmask(byKey1)).isEqualTo(42);
                    assertThat(after.ids("ord").unmask(byKey0)).isEqualTo(42);
                }));
    }

    /** The text with each key it prints replaced by a key of our own, as openssl rand -hex 32 makes one. */
    private static String ownKeys(String text) {
        SecureRandom random = new SecureRandom();
        return java.util.regex.Pattern.compile("[0-9a-f]{64}").matcher(text).replaceAll(printed -> {
            byte[] key = new byte[32];
            random.nextBytes(key);
            return HexFormat.of().formatHex(key);
        });
    }

    private static String section(String heading) throws IOException {
        String page = Files.readString(DOCS);
        int start = page.indexOf("\n" + heading + "\n");
        assertThat(start).as(heading + " in " + DOCS).isNotNegative();
        int end = page.indexOf("\n## ", start + 1);
        return page.substring(start, end < 0 ? page.length() : end);
    }

    /** The fenced blocks of a language (whatever their markers), indented or not, without their indentation. */
    private static List<String> blocks(String markdown, String language) {
        List<String> blocks = new ArrayList<>();
        String[] lines = markdown.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].strip().split(" ")[0].equals("```" + language)) {
                int indent = lines[i].indexOf('`');
                StringBuilder block = new StringBuilder();
                for (i++; !lines[i].strip().equals("```"); i++) {
                    block.append(lines[i].length() > indent ? lines[i].substring(indent) : "").append('\n');
                }
                blocks.add(block.toString());
            }
        }
        return blocks;
    }

    private static List<String> properties(String block) throws IOException {
        Properties properties = new Properties();
        properties.load(new StringReader(block));
        return properties.stringPropertyNames().stream().map(key -> key + "=" + properties.getProperty(key)).toList();
    }
}
