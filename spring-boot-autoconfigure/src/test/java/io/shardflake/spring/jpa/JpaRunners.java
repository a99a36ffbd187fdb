package io.shardflake.spring.jpa;

import io.shardflake.spring.ShardflakeAutoConfiguration;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** Contexts with Spring Boot's JPA on an in-memory H2, and a way to persist without repositories. */
public final class JpaRunners {

    private JpaRunners() {
    }

    /**
     * @param database the H2 database's name (one per test class: it outlives the context, as the lease table does)
     * @return DataSource, Hibernate JPA and Shardflake auto-configuration, the entities under this package
     */
    public static ApplicationContextRunner h2(String database) {
        return new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(DataSourceAutoConfiguration.class,
                        HibernateJpaAutoConfiguration.class, ShardflakeAutoConfiguration.class))
                .withUserConfiguration(JpaApplication.class)
                .withPropertyValues("spring.datasource.url=jdbc:h2:mem:" + database + ";DB_CLOSE_DELAY=-1",
                        "spring.jpa.hibernate.ddl-auto=create-drop", "shardflake.worker.hostname=jpa-host");
    }

    /**
     * @param factory the persistence unit
     * @param entity a new entity
     * @param <T> its type
     * @return the entity, with the id Hibernate generated
     */
    public static <T> T persist(EntityManagerFactory factory, T entity) {
        EntityManager manager = factory.createEntityManager();
        try {
            manager.getTransaction().begin();
            manager.persist(entity);
            manager.getTransaction().commit();
            return entity;
        } finally {
            manager.close();
        }
    }
}
