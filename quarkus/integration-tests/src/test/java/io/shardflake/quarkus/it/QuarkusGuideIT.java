package io.shardflake.quarkus.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The settings of the Quarkus guide ({@code docs/getting-started/quarkus.md}, every {@code ```properties quarkus}
 * block) given to the packaged application: it starts with them, and Quarkus knows every key (an unknown one would
 * only be warned about, so the output is read for that warning). The guide's Java and XML blocks are docs-check's.
 */
class QuarkusGuideIT {

    private static final Path GUIDE = Path.of(System.getProperty("quarkus.guide",
            "../../docs/getting-started/quarkus.md"));

    @Test
    void theApplicationStartsWithTheGuidesSettingsAndKnowsEveryKey() throws IOException, InterruptedException {
        List<String> settings = settings(Files.readString(GUIDE));
        assertThat(settings).as("settings in " + GUIDE).hasSizeGreaterThan(3)
                .anyMatch(setting -> setting.startsWith("quarkus.shardflake."));

        try (PackagedApplication application = PackagedApplication.start(Postgres.newDatabase("guide"),
                settings.toArray(String[]::new))) {
            application.awaitStarted();

            assertThat(application.output()).doesNotContain("Unrecognized configuration key");
            application.terminate();
        }
    }

    /** @return the {@code key=value} lines of the page's {@code ```properties quarkus} blocks */
    static List<String> settings(String page) {
        List<String> settings = new ArrayList<>();
        boolean inBlock = false;
        for (String line : page.split("\n", -1)) {
            if (line.startsWith("```")) {
                inBlock = !inBlock && line.strip().equals("```properties quarkus");
            } else if (inBlock && !line.isBlank() && !line.startsWith("#")) {
                settings.add(line.strip());
            }
        }
        return settings;
    }
}
