package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * The starter README's properties block, pasted as it is into an application: it must start, and mean what the
 * README says. (An earlier README had comments after the values, which a properties file reads as part of them.)
 */
class ReadmePropertiesTest {

    private static final Path README = Path.of("..", "spring-boot-starter", "README.md");

    @Test
    void theReadmesPropertiesBlockStartsAnApplication() throws IOException {
        Properties block = new Properties();
        block.load(new StringReader(firstPropertiesBlock(Files.readString(README))));
        assertThat(block).isNotEmpty();
        List<String> pairs = new ArrayList<>();
        block.forEach((key, value) -> pairs.add(key + "=" + value));

        Runners.shardflake().withPropertyValues(pairs.toArray(String[]::new)).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context.getBean(SnowflakeGenerator.class).layout()).isEqualTo(LayoutPreset.SHARDFLAKE.layout());
            assertThat(context.getBean(ShardflakeProperties.class).getWorker().getStrategy())
                    .isEqualTo("auto");
        });
    }

    private static String firstPropertiesBlock(String markdown) {
        int start = markdown.indexOf("```properties\n");
        assertThat(start).as("a ```properties block in " + README).isNotNegative();
        int from = start + "```properties\n".length();
        return markdown.substring(from, markdown.indexOf("```", from));
    }
}
