package io.shardflake.docscheck;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.docscheck.app.DocsApplication;
import io.shardflake.docscheck.app.Note;
import jakarta.persistence.EntityManagerFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Every Spring {@code ```properties} and {@code ```yaml} block of the docs, pasted into an application: each key is
 * one Spring Boot or Shardflake binds (a misspelt key would be ignored without a word), the application starts on a
 * fresh database (H2, or PostgreSQL for {@code postgresql} blocks) with the block's values over everything else, and
 * Hibernate then persists an entity with a Shardflake id.
 */
class SpringBlocksTest {

    private static final BootMetadata METADATA = BootMetadata.load();

    @TestFactory
    Stream<DynamicTest> everySpringBlockStartsAnApplication() {
        return DocsTree.blocks().stream()
                .filter(block -> (block.language().equals("properties") && !block.has("hibernate"))
                        || (block.language().equals("yaml") && !block.has("shardingsphere")))
                .map(block -> DynamicTest.dynamicTest(block.where(), () -> start(block)));
    }

    private static void start(FencedBlock block) {
        Map<String, String> values = ConfigurationBlock.of(block);
        assertThat(values).as(block.where() + " has no keys").isNotEmpty();
        assertThat(values.keySet().stream().filter(key -> !METADATA.knows(key)).toList())
                .as(block.where() + ": keys no Spring Boot or Shardflake property binds").isEmpty();
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
}
