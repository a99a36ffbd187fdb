package io.shardflake.docscheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A reader who meets a Shardflake artifact on a getting-started page (or the README) can get it: the page names how
 * (a link to "Getting Shardflake"), and that page says it for Maven and Gradle, with the BOM, and, while no release
 * exists, with the commands that build and install it from a clone.
 */
class GettingShardflakeTest {

    private static final String PAGE = "getting-shardflake.md";
    private static final Path GETTING = Path.of("docs", "getting-started", PAGE);

    @Test
    void everyPageThatNamesAnArtifactSaysHowToGetIt() {
        List<String> artifacts = Reactor.read().modules().entrySet().stream().filter(Map.Entry::getValue)
                .map(Map.Entry::getKey).toList();
        List<Path> pages = DocsTree.pages().stream()
                .filter(page -> page.startsWith(Path.of("docs", "getting-started"))
                        || page.equals(Path.of("README.md")))
                .filter(page -> !page.equals(GETTING))
                .toList();
        assertThat(pages).hasSizeGreaterThan(5);

        for (Path page : pages) {
            assertThat(unobtainable(DocsTree.read(page), artifacts)).as(page + " names these, but not where to get"
                    + " them: link " + GETTING).isEmpty();
        }
    }

    @Test
    void aPageNamingAnArtifactWithoutTheLinkIsFound() {
        String page = """
                ```xml
                <dependency>
                  <groupId>io.shardflake</groupId>
                  <artifactId>shardflake-spring-boot-starter</artifactId>
                  <version>0.1.0-SNAPSHOT</version>
                </dependency>
                ```
                """;

        assertThat(unobtainable(page, List.of("shardflake-spring-boot-starter", "shardflake-core")))
                .containsExactly("shardflake-spring-boot-starter");
        assertThat(unobtainable(page + "[getting Shardflake](getting-shardflake.md)\n",
                List.of("shardflake-spring-boot-starter"))).isEmpty();
    }

    /** @return the artifacts the page names when it does not link the page that says how to get them */
    private static List<String> unobtainable(String text, List<String> artifacts) {
        if (Pattern.compile("\\]\\((docs/getting-started/)?" + Pattern.quote(PAGE) + "[#)]").matcher(text).find()) {
            return List.of();
        }
        return artifacts.stream()
                .filter(artifact -> Pattern.compile("\\b" + Pattern.quote(artifact) + "\\b(?!-)").matcher(text).find())
                .toList();
    }

    @Test
    void gettingShardflakeSaysHowForMavenGradleAndFromAClone() {
        List<FencedBlock> blocks = DocsTree.blocks().stream().filter(block -> block.page().equals(GETTING))
                .toList();

        assertThat(blocks).anySatisfy(block -> assertThat(block.language()).isEqualTo("xml"))
                .anySatisfy(block -> assertThat(block.text()).contains("<artifactId>shardflake-bom</artifactId>",
                        "<scope>import</scope>"));
        assertThat(blocks).anySatisfy(block -> assertThat(block.text())
                .contains("platform(\"io.shardflake:shardflake-bom:" + Reactor.read().version() + "\")"));
        if (Reactor.read().version().endsWith("-SNAPSHOT")) {
            assertThat(blocks).as("no release yet: the commands that build and install it from a clone")
                    .anySatisfy(block -> assertThat(block.text()).contains("git clone ", "mvn -B install -DskipTests"));
        }
    }
}
