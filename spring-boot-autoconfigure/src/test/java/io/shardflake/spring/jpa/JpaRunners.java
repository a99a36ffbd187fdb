package io.shardflake.spring.jpa;

import static io.shardflake.spring.BootClass.DATA_SOURCE_AUTO_CONFIGURATION;
import static io.shardflake.spring.BootClass.ENTITY_MANAGER_FACTORY_BUILDER;
import static io.shardflake.spring.BootClass.HIBERNATE_JPA_AUTO_CONFIGURATION;

import io.shardflake.spring.ShardflakeAutoConfiguration;
import io.shardflake.spring.TestedLine;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import java.lang.reflect.Method;
import javax.sql.DataSource;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.orm.jpa.LocalContainerEntityManagerFactoryBean;
import org.springframework.util.ReflectionUtils;

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
                .withConfiguration(TestedLine.autoConfigurations(DATA_SOURCE_AUTO_CONFIGURATION.type(),
                        HIBERNATE_JPA_AUTO_CONFIGURATION.type(), ShardflakeAutoConfiguration.class))
                .withUserConfiguration(JpaApplication.class)
                .withPropertyValues("spring.datasource.url=jdbc:h2:mem:" + database + ";DB_CLOSE_DELAY=-1",
                        "spring.jpa.hibernate.ddl-auto=create-drop", "shardflake.worker.hostname=jpa-host");
    }

    /**
     * A persistence unit as an application with two databases makes it, with Boot's {@code EntityManagerFactoryBuilder}
     * (each line has it in another package, with the same methods).
     *
     * @param beans where the builder is
     * @param dataSource the unit's database
     * @param entity an entity of the package to scan
     * @param name the unit's name
     * @return the unit's factory bean
     */
    public static LocalContainerEntityManagerFactoryBean unitOfBootsBuilder(BeanFactory beans, DataSource dataSource,
            Class<?> entity, String name) {
        Object builder = call(beans.getBean(ENTITY_MANAGER_FACTORY_BUILDER.type()), "dataSource", DataSource.class,
                dataSource);
        builder = call(builder, "packages", Class[].class, new Class<?>[] {entity});
        builder = call(builder, "persistenceUnit", String.class, name);
        return (LocalContainerEntityManagerFactoryBean) ReflectionUtils.invokeMethod(
                ReflectionUtils.findMethod(builder.getClass(), "build"), builder);
    }

    private static Object call(Object target, String name, Class<?> parameter, Object argument) {
        Method method = ReflectionUtils.findMethod(target.getClass(), name, parameter);
        return ReflectionUtils.invokeMethod(method, target, argument);
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
