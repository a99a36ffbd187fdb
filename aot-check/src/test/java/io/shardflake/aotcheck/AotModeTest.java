package io.shardflake.aotcheck;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.aotcheck.bypackage.PackageLevelRow;
import io.shardflake.spring.ShardflakeWorker;
import io.shardflake.uniqid.UniqidGenerator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.aot.AotDetector;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The application started as a user starts an AOT-processed one on the JVM: {@code -Dspring.aot.enabled=true} (the
 * module's Surefire {@code argLine}) after {@code process-aot} (bound before the tests in the module's pom). Each
 * row's id must come from Shardflake: a Snowflake id carries the leased worker id, a UUID is version 7, a uniqid
 * parses in the configured format.
 */
class AotModeTest {

    private static ConfigurableApplicationContext context;
    private static RowWriter rows;
    private static SnowflakeGenerator generator;

    @BeforeAll
    static void start() {
        SpringApplication application = new SpringApplication(AotCheckApplication.class);
        // AOT mode looks for the initializer generated for the main class; from a test it would guess the launcher.
        application.setMainApplicationClass(AotCheckApplication.class);
        context = application.run();
        rows = context.getBean(RowWriter.class);
        generator = context.getBean(SnowflakeGenerator.class);
    }

    @AfterAll
    static void stop() {
        context.close();
    }

    @Test
    void theApplicationRunsOnTheGeneratedBeanDefinitions() {
        assertThat(AotDetector.useGeneratedArtifacts()).as("spring.aot.enabled").isTrue();
        // In AOT mode the bean definitions are the generated code's, each with its instance supplier; a scanned
        // definition would have none.
        RootBeanDefinition writer = (RootBeanDefinition) context.getBeanFactory().getBeanDefinition("rowWriter");
        assertThat(writer.getInstanceSupplier()).isNotNull();
    }

    @Test
    void anAnnotationOnTheIdGivesASnowflakeIdFromTheLeasedWorker() {
        long before = generator.nextId();
        OnIdRow row = rows.persist(new OnIdRow());
        long after = generator.nextId();

        // Ids of one generator only grow: between two ids it made, the row's id is one it made too.
        assertThat(row.getId()).isStrictlyBetween(before, after);
        assertThat(generator.decode(row.getId()).worker()).isEqualTo(generator.workerId());
        assertThat(context.getBean(ShardflakeWorker.class).lease()).isPresent();
        assertThat(rows.find(OnIdRow.class, row.getId())).isNotNull();
    }

    @Test
    void aNameFromTheMappingFileGivesASnowflakeId() {
        long before = generator.nextId();
        NamedRow row = rows.persist(new NamedRow());
        long after = generator.nextId();

        assertThat(row.getId()).isStrictlyBetween(before, after);
        assertThat(rows.find(NamedRow.class, row.getId())).isNotNull();
    }

    @Test
    void anAnnotationOnTheClassGivesAUniqid() {
        ClassLevelRow row = rows.persist(new ClassLevelRow());

        UniqidGenerator uniqid = context.getBean(UniqidGenerator.class);
        assertThat(uniqid.format().parse(row.getId()).toString()).isEqualTo(row.getId());
        assertThat(rows.find(ClassLevelRow.class, row.getId())).isNotNull();
    }

    @Test
    void anAnnotationOnThePackageGivesAVersion7Uuid() {
        PackageLevelRow row = rows.persist(new PackageLevelRow());

        assertThat(row.getId().version()).isEqualTo(7);
        assertThat(rows.find(PackageLevelRow.class, row.getId())).isNotNull();
    }
}
