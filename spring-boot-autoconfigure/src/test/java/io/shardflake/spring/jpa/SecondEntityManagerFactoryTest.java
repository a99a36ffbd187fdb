package io.shardflake.spring.jpa;

import static io.shardflake.spring.BootClass.LOCAL_SESSION_FACTORY_BEAN;
import static io.shardflake.spring.jpa.JpaRunners.persist;
import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.hibernate.ShardflakeSettings;
import io.shardflake.spring.second.Invoice;
import io.shardflake.spring.second.Receipt;
import io.shardflake.uuid.UuidV6Generator;
import jakarta.persistence.EntityManagerFactory;
import java.util.Map;
import java.util.Properties;
import javax.sql.DataSource;
import org.h2.jdbcx.JdbcDataSource;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.Primary;
import org.springframework.context.support.GenericApplicationContext;
import org.springframework.core.env.Environment;
import org.springframework.orm.jpa.LocalContainerEntityManagerFactoryBean;
import org.springframework.orm.jpa.vendor.HibernateJpaVendorAdapter;

/**
 * An application with a second persistence unit, on a database of its own: its entities get their ids from the
 * Spring beans too, however the unit is built. Spring Boot applies {@code HibernatePropertiesCustomizer}s only
 * through its {@code EntityManagerFactoryBuilder}; a unit made by hand used to build its own generators from
 * settings (worker id 0, no lease), beside the application's.
 */
class SecondEntityManagerFactoryTest {

    private final ApplicationContextRunner runner = JpaRunners.h2("first-unit")
            .withPropertyValues("shardflake.worker.id=42");

    /** A second unit built with Boot's builder, and one made by hand. */
    @ParameterizedTest
    @ValueSource(classes = {BothWithTheBuilder.class, SecondByHand.class})
    void aSecondUnit(Class<?> configuration) {
        runner.withUserConfiguration(configuration).run(context -> {
            assertThat(context).hasNotFailed();
            assertThatTheSecondUnitUsesTheSpringBeans(context.getBean("secondEntityManagerFactory",
                    EntityManagerFactory.class), context.getBean(SnowflakeGenerator.class),
                    context.getBean(UuidV6Generator.class));
        });
    }

    /** Spring's native {@code LocalSessionFactoryBean}, as a bean definition: each Spring line has its own class. */
    @Test
    void aNativeSessionFactoryMadeByHand() {
        Properties hibernate = new Properties();
        hibernate.put("hibernate.hbm2ddl.auto", "create-drop");
        RootBeanDefinition invoices = new RootBeanDefinition(LOCAL_SESSION_FACTORY_BEAN.type());
        invoices.getPropertyValues().add("dataSource", secondDatabase())
                .add("annotatedClasses", new Class<?>[] {Invoice.class, Receipt.class})
                .add("hibernateProperties", hibernate);
        runner.withInitializer(context -> ((GenericApplicationContext) context).registerBeanDefinition("invoices",
                invoices)).run(context -> {
            assertThat(context).hasNotFailed();
            SessionFactory sessions = context.getBean("invoices", SessionFactory.class);
            SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
            Invoice invoice = new Invoice();
            sessions.inTransaction(session -> session.persist(invoice));
            assertThat(generator.decode(invoice.getId()).worker()).isEqualTo(42);
            assertThat(sessions.getProperties().get(ShardflakeSettings.GENERATOR)).isSameAs(generator);
        });
    }

    @Test
    void aGeneratorTheApplicationGaveTheUnitItselfIsKept() {
        runner.withUserConfiguration(SecondByHand.class).withPropertyValues("test.own-worker-id=500").run(context -> {
            EntityManagerFactory second = context.getBean("secondEntityManagerFactory", EntityManagerFactory.class);
            SnowflakeGenerator own = (SnowflakeGenerator) second.getProperties().get(ShardflakeSettings.GENERATOR);
            assertThat(own).isNotSameAs(context.getBean(SnowflakeGenerator.class));
            Invoice invoice = persist(second, new Invoice());
            assertThat(own.decode(invoice.getId()).worker()).isEqualTo(500);
        });
    }

    private static void assertThatTheSecondUnitUsesTheSpringBeans(EntityManagerFactory second,
            SnowflakeGenerator generator, UuidV6Generator uuids) {
        Map<String, Object> settings = second.getProperties();
        assertThat(settings.get(ShardflakeSettings.GENERATOR)).isSameAs(generator);
        assertThat(settings.get(ShardflakeSettings.GENERATOR_UUID_V6)).isSameAs(uuids);
        assertThat(settings.get(ShardflakeSettings.REQUIRE_GIVEN_GENERATORS)).isEqualTo(true);
        Invoice invoice = persist(second, new Invoice());
        persist(second, new Receipt());
        assertThat(generator.decode(invoice.getId()).worker()).isEqualTo(42);
        assertThat(generator.statistics().issued()).isOne();
        assertThat(uuids.statistics().issued()).isOne();
    }

    static DataSource secondDatabase() {
        JdbcDataSource dataSource = new JdbcDataSource();
        dataSource.setURL("jdbc:h2:mem:second-unit;DB_CLOSE_DELAY=-1");
        dataSource.setUser("sa");
        return dataSource;
    }

    /** The application's first unit, built with Boot's builder and primary, beside the second of each test. */
    @Configuration(proxyBeanMethods = false)
    static class FirstUnit {

        @Bean
        @Primary
        LocalContainerEntityManagerFactoryBean entityManagerFactory(BeanFactory beans, DataSource dataSource) {
            return JpaRunners.unitOfBootsBuilder(beans, dataSource, Ticket.class, "first");
        }
    }

    @Configuration(proxyBeanMethods = false)
    @Import(FirstUnit.class)
    static class BothWithTheBuilder {

        @Bean
        LocalContainerEntityManagerFactoryBean secondEntityManagerFactory(BeanFactory beans) {
            return JpaRunners.unitOfBootsBuilder(beans, secondDatabase(), Invoice.class, "second");
        }
    }

    /** Boot's own unit stays; the second is what a tutorial on two databases shows. */
    @Configuration(proxyBeanMethods = false)
    @Import(FirstUnit.class)
    static class SecondByHand {

        @Bean
        LocalContainerEntityManagerFactoryBean secondEntityManagerFactory(Environment environment) {
            LocalContainerEntityManagerFactoryBean factory = new LocalContainerEntityManagerFactoryBean();
            factory.setDataSource(secondDatabase());
            factory.setPackagesToScan(Invoice.class.getPackageName());
            factory.setPersistenceUnitName("second");
            factory.setJpaVendorAdapter(new HibernateJpaVendorAdapter());
            factory.getJpaPropertyMap().put("hibernate.hbm2ddl.auto", "create-drop");
            Integer ownWorkerId = environment.getProperty("test.own-worker-id", Integer.class);
            if (ownWorkerId != null) {
                factory.getJpaPropertyMap().put(ShardflakeSettings.GENERATOR,
                        SnowflakeGenerator.builder(LayoutPreset.TWITTER.layout()).workerId(ownWorkerId).build());
            }
            return factory;
        }
    }
}
