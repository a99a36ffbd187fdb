package io.shardflake.docscheck;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.config.Setting;
import io.shardflake.docscheck.app.Note;
import io.shardflake.hibernate.ShardflakeSettings;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every {@code ```properties hibernate} block of the docs, as the settings of a plain Hibernate SessionFactory (no
 * Spring): its {@code shardflake.*} keys are settings Shardflake reads, the SessionFactory boots on a fresh H2
 * database with them, and an entity gets a Shardflake id.
 */
class HibernateBlocksTest {

    private static final Set<String> SHARDFLAKE_KEYS = Stream.concat(
                    Arrays.stream(Setting.values()).map(Setting::key),
                    Stream.of(ShardflakeSettings.REQUIRE_GIVEN_GENERATORS))
            .collect(Collectors.toSet());

    @TestFactory
    Stream<DynamicTest> everyHibernateBlockBootsASessionFactory() {
        return DocsTree.blocks("properties").stream().filter(block -> block.has("hibernate"))
                .map(block -> DynamicTest.dynamicTest(block.where(), () -> boot(block)));
    }

    private static void boot(FencedBlock block) {
        Map<String, String> values = ConfigurationBlock.of(block);
        assertThat(values.keySet().stream()
                        .filter(key -> key.startsWith(Setting.PREFIX) && !SHARDFLAKE_KEYS.contains(key)).toList())
                .as(block.where() + ": shardflake.* keys Hibernate does not read").isEmpty();
        Map<String, Object> settings = new HashMap<>();
        settings.put("hibernate.connection.url", Databases.fresh("h2"));
        settings.put("hibernate.hbm2ddl.auto", "create-drop");
        settings.putAll(values);
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder().applySettings(settings).build();
        try (SessionFactory sessions = new MetadataSources(registry).addAnnotatedClass(Note.class).buildMetadata()
                .buildSessionFactory()) {
            Note note = new Note(block.where());
            sessions.inTransaction(session -> session.persist(note));
            assertThat(note.getId()).as("the id Hibernate made with the block's settings").isPositive();
        } finally {
            StandardServiceRegistryBuilder.destroy(registry);
        }
    }
}
