package io.shardflake.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.config.Setting;
import io.shardflake.hibernate.entities.LongIdEntity;
import io.shardflake.hibernate.entities.PrimitiveIdEntity;
import io.shardflake.hibernate.support.Databases;
import io.shardflake.hibernate.support.JdbcCounts;
import jakarta.persistence.EntityManagerFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.config.EnableJpaRepositories;
import org.springframework.orm.jpa.JpaTransactionManager;
import org.springframework.orm.jpa.LocalContainerEntityManagerFactoryBean;
import org.springframework.orm.jpa.persistenceunit.PersistenceManagedTypes;
import org.springframework.orm.jpa.vendor.HibernateJpaVendorAdapter;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * Spring Data JPA's {@code save()} of a new entity: a Shardflake id is made in memory, so there is no SELECT
 * before the INSERT (and the insert is batched). Plain Spring, no Boot; Spring's bean container creates the
 * generators here, through their no-argument constructor and {@code initialize}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SpringDataSaveTest {

    interface LongIds extends JpaRepository<LongIdEntity, Long> {
    }

    interface PrimitiveIds extends JpaRepository<PrimitiveIdEntity, Long> {
    }

    @Configuration
    @EnableJpaRepositories(basePackageClasses = SpringDataSaveTest.class, considerNestedRepositories = true)
    static class Jpa {

        @Bean
        JdbcCounts jdbcCounts() {
            return new JdbcCounts();
        }

        @Bean
        DataSource dataSource(JdbcCounts counts) {
            return counts.wrap(Databases.h2());
        }

        @Bean
        LocalContainerEntityManagerFactoryBean entityManagerFactory(DataSource dataSource) {
            LocalContainerEntityManagerFactoryBean factory = new LocalContainerEntityManagerFactoryBean();
            factory.setDataSource(dataSource);
            factory.setManagedTypes(PersistenceManagedTypes.of(LongIdEntity.class.getName(),
                    PrimitiveIdEntity.class.getName()));
            factory.setJpaVendorAdapter(new HibernateJpaVendorAdapter());
            factory.setJpaPropertyMap(Map.of("hibernate.hbm2ddl.auto", "create-drop",
                    "hibernate.jdbc.batch_size", "50",
                    Setting.WORKER_ID.key(), "9"));
            return factory;
        }

        @Bean
        PlatformTransactionManager transactionManager(EntityManagerFactory entityManagerFactory) {
            return new JpaTransactionManager(entityManagerFactory);
        }
    }

    private AnnotationConfigApplicationContext context;
    private JdbcCounts jdbc;
    private LongIds longIds;
    private PrimitiveIds primitiveIds;

    @BeforeAll
    void start() {
        context = new AnnotationConfigApplicationContext(Jpa.class);
        jdbc = context.getBean(JdbcCounts.class);
        longIds = context.getBean(LongIds.class);
        primitiveIds = context.getBean(PrimitiveIds.class);
    }

    @AfterAll
    void stop() {
        context.close();
    }

    @Test
    void saveOfANewEntityIssuesNoSelectBeforeItsInsert() {
        jdbc.start();
        LongIdEntity saved = longIds.save(new LongIdEntity("new"));
        jdbc.stop();

        assertThat(saved.id).isGreaterThan(1L << 22);
        assertThat(jdbc.queries()).isEmpty();
        assertThat(jdbc.addBatches()).isEqualTo(1);
        assertThat(jdbc.batches()).isEqualTo(1);
        assertThat(longIds.findById(saved.id)).get().extracting(e -> e.name).isEqualTo("new");
    }

    @Test
    void saveOfANewEntityWithAPrimitiveIdIssuesNoSelectEither() {
        jdbc.start();
        PrimitiveIdEntity saved = primitiveIds.save(new PrimitiveIdEntity());
        jdbc.stop();

        assertThat(saved.id).isGreaterThan(1L << 22);
        assertThat(jdbc.queries()).isEmpty();
    }

    @Test
    void saveAllBatches() {
        List<LongIdEntity> entities = new ArrayList<>();
        for (int i = 0; i < 120; i++) {
            entities.add(new LongIdEntity("all " + i));
        }
        jdbc.start();
        longIds.saveAll(entities);
        jdbc.stop();

        assertThat(jdbc.queries()).isEmpty();
        assertThat(jdbc.batches()).isEqualTo(3);
        assertThat(entities.stream().map(e -> e.id).toList()).isSorted().doesNotHaveDuplicates();
    }

    @Test
    void saveOfAPresetIdMergesAndKeepsTheId() {
        LongIdEntity imported = new LongIdEntity("imported");
        imported.id = 777L;
        // Spring Data sees a non-null id, so it merges: one SELECT to look for row 777, then the INSERT.
        jdbc.start();
        LongIdEntity saved = longIds.save(imported);
        jdbc.stop();

        assertThat(saved.id).isEqualTo(777L);
        assertThat(jdbc.queries()).hasSize(1);
        assertThat(longIds.findById(777L)).isPresent();
    }
}
