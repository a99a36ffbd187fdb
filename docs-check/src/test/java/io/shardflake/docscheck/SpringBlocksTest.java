package io.shardflake.docscheck;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.docscheck.app.DocsApplication;
import io.shardflake.docscheck.app.Note;
import jakarta.persistence.EntityManagerFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Every Spring {@code ```properties} and {@code ```yaml} block of the docs, pasted into an application: each key is
 * one Spring Boot or Shardflake binds (a misspelt key would be ignored without a word), the application starts on a
 * fresh database (H2, PostgreSQL for {@code postgresql} blocks, MariaDB for {@code mysql} ones, with Flyway's
 * {@code flyway-mysql}) with the block's values over everything else, and
 * Hibernate then persists an entity with a Shardflake id. A {@code ring} block names the key file the page has the
 * reader write; it starts with a ring of the test's own in that setting. A {@code pod} block starts as the
 * StatefulSet pod {@code orders-3} would. A {@code quarkus} block is Quarkus' {@code application.properties}: the
 * packaged Quarkus application of {@code quarkus/integration-tests} starts with it there ({@code QuarkusGuideIT}).
 */
class SpringBlocksTest {

    private static final BootMetadata METADATA = BootMetadata.load();
    private static final String KEYS_FILE = "shardflake.public-id.keys-file";

    @TempDir
    static Path folder;

    @TestFactory
    Stream<DynamicTest> everySpringBlockStartsAnApplication() {
        return DocsTree.blocks().stream()
                .filter(block -> (block.language().equals("properties") && !block.has("hibernate")
                        && !block.has("quarkus"))
                        || (block.language().equals("yaml") && !block.has("shardingsphere")
                                && !block.has("kubernetes")))
                .map(block -> DynamicTest.dynamicTest(block.where(), () -> start(block)));
    }

    private static void start(FencedBlock block) throws IOException {
        Map<String, String> values = new LinkedHashMap<>(ConfigurationBlock.of(block));
        assertThat(values).as(block.where() + " has no keys").isNotEmpty();
        assertThat(values.keySet().stream().filter(key -> !METADATA.knows(key)).toList())
                .as(block.where() + ": keys no Spring Boot or Shardflake property binds").isEmpty();
        if (block.has("pod")) {
            // HOSTNAME in a StatefulSet's pod; a test cannot set the environment, so the setting that overrides it.
            values.put("shardflake.worker.hostname", "orders-3");
        }
        if (block.has("ring")) {
            values.put(KEYS_FILE, aKeyRing(values.containsKey("shardflake.public-id.current-key") ? 2 : 1).toString());
        }
        List<String> arguments = new ArrayList<>();
        values.forEach((key, value) -> arguments.add("--" + key + "=" + value));
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(DocsApplication.class)
                .web(WebApplicationType.NONE)
                .properties(Map.of(
                        "spring.datasource.url", Databases.fresh(Databases.kindsOf(block).get(0)),
                        "spring.jpa.hibernate.ddl-auto", "create-drop",
                        "spring.main.banner-mode", "off"))
                .run(arguments.toArray(String[]::new))) {
            assertThat(context.getBean(SnowflakeGenerator.class).nextId()).isPositive();
            var entities = context.getBean(EntityManagerFactory.class).createEntityManager();
            try {
                entities.getTransaction().begin();
                Note note = new Note(block.where());
                entities.persist(note);
                entities.getTransaction().commit();
                assertThat(note.getId()).as("the id Hibernate made with the block's settings").isPositive();
            } finally {
                entities.close();
            }
        }
    }

    /** A ring of fresh keys with ids from 0, in a file of its own, as the reader's file would hold them. */
    private static Path aKeyRing(int keys) throws IOException {
        SecureRandom random = new SecureRandom();
        StringBuilder ring = new StringBuilder();
        for (int id = 0; id < keys; id++) {
            byte[] key = new byte[32];
            random.nextBytes(key);
            ring.append(id).append(':').append(HexFormat.of().formatHex(key)).append('\n');
        }
        return Files.writeString(Files.createTempFile(folder, "ring", ".keys"), ring);
    }
}
