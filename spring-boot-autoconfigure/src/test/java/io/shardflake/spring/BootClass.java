package io.shardflake.spring;

import org.springframework.util.ClassUtils;

/**
 * Spring Boot's classes (and Spring's and Jackson's) that the lines name differently, each loaded under the name of the line that
 * runs, so that one test serves every line: this module's build runs the tests on Boot 4.1, and lines/boot-4.0 and
 * lines/boot-3.5 run them (this module's test-jar) on 4.0 and 3.5. A test names such a class through here, never by
 * an import, which would not link on the other line.
 */
public enum BootClass {

    DATA_SOURCE_AUTO_CONFIGURATION(BootLine.DATA_SOURCE_4, BootLine.DATA_SOURCE_3),
    HIBERNATE_JPA_AUTO_CONFIGURATION(BootLine.HIBERNATE_JPA_4, BootLine.HIBERNATE_JPA_3),
    DATA_JPA_REPOSITORIES_AUTO_CONFIGURATION(
            "org.springframework.boot.data.jpa.autoconfigure.DataJpaRepositoriesAutoConfiguration",
            "org.springframework.boot.autoconfigure.data.jpa.JpaRepositoriesAutoConfiguration"),
    TRANSACTION_AUTO_CONFIGURATION("org.springframework.boot.transaction.autoconfigure.TransactionAutoConfiguration",
            "org.springframework.boot.autoconfigure.transaction.TransactionAutoConfiguration"),
    FLYWAY_AUTO_CONFIGURATION("org.springframework.boot.flyway.autoconfigure.FlywayAutoConfiguration",
            "org.springframework.boot.autoconfigure.flyway.FlywayAutoConfiguration"),
    LIQUIBASE_AUTO_CONFIGURATION("org.springframework.boot.liquibase.autoconfigure.LiquibaseAutoConfiguration",
            "org.springframework.boot.autoconfigure.liquibase.LiquibaseAutoConfiguration"),
    METRICS_AUTO_CONFIGURATION("org.springframework.boot.micrometer.metrics.autoconfigure.MetricsAutoConfiguration",
            "org.springframework.boot.actuate.autoconfigure.metrics.MetricsAutoConfiguration"),
    HIBERNATE_PROPERTIES_CUSTOMIZER("org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer",
            "org.springframework.boot.autoconfigure.orm.jpa.HibernatePropertiesCustomizer"),
    HEALTH_INDICATOR("org.springframework.boot.health.contributor.HealthIndicator",
            "org.springframework.boot.actuate.health.HealthIndicator"),
    ENTITY_MANAGER_FACTORY_BUILDER("org.springframework.boot.jpa.EntityManagerFactoryBuilder",
            "org.springframework.boot.orm.jpa.EntityManagerFactoryBuilder"),
    /** Spring's, not Boot's: Spring 7 moved it out of {@code orm.hibernate5}. */
    LOCAL_SESSION_FACTORY_BEAN("org.springframework.orm.jpa.hibernate.LocalSessionFactoryBean",
            "org.springframework.orm.hibernate5.LocalSessionFactoryBean"),
    WEB_MVC_AUTO_CONFIGURATION("org.springframework.boot.webmvc.autoconfigure.WebMvcAutoConfiguration",
            "org.springframework.boot.autoconfigure.web.servlet.WebMvcAutoConfiguration"),
    JACKSON_AUTO_CONFIGURATION("org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration",
            "org.springframework.boot.autoconfigure.jackson.JacksonAutoConfiguration"),
    /** Jackson's, not Boot's: the mapper Boot configures, Jackson 3's on Boot 4 and Jackson 2's on Boot 3. */
    JSON_MAPPER("tools.jackson.databind.json.JsonMapper", "com.fasterxml.jackson.databind.ObjectMapper"),
    AUTO_CONFIGURE_DATA_JPA("org.springframework.boot.data.jpa.test.autoconfigure.AutoConfigureDataJpa",
            "org.springframework.boot.test.autoconfigure.orm.jpa.AutoConfigureDataJpa"),
    AUTO_CONFIGURE_JDBC("org.springframework.boot.jdbc.test.autoconfigure.AutoConfigureJdbc",
            "org.springframework.boot.test.autoconfigure.jdbc.AutoConfigureJdbc"),
    AUTO_CONFIGURE_DATA_JDBC("org.springframework.boot.data.jdbc.test.autoconfigure.AutoConfigureDataJdbc",
            "org.springframework.boot.test.autoconfigure.data.jdbc.AutoConfigureDataJdbc");

    /** The name on the running line. */
    private final String className;

    BootClass(String boot4, String boot3) {
        className = TestedLine.isBoot3() ? boot3 : boot4;
    }

    /** @return the class's name on the running line */
    public String className() {
        return className;
    }

    /**
     * @return the class, as the running line names it
     * @throws IllegalArgumentException if the class path lacks it
     */
    public Class<?> type() {
        return ClassUtils.resolveClassName(className(), BootClass.class.getClassLoader());
    }
}
