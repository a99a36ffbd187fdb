package io.shardflake.spring;

import org.jspecify.annotations.Nullable;
import org.springframework.util.ClassUtils;

/**
 * The Spring Boot line this application runs on, and the names of Boot's own auto-configurations that Shardflake's
 * are ordered against. Boot ignores an {@code afterName}/{@code beforeName} it does not have, so each names the class
 * of every line (Boot 4 moved them into modules of their own); {@code BootLineOrderTest} shows on each line that the
 * order holds.
 *
 * <p>As a bean it stands for the check that the application has the adapter of its line: shardflake-spring-boot-starter
 * on Boot 4.0 and 4.1, shardflake-spring-boot-3-starter (which adds {@value #BOOT_3_ADAPTER}) on Boot 3.5. With the
 * wrong one, health, Jackson and the hand-over to Hibernate would be silently missing, so the startup stops instead.
 */
public final class BootLine {

    static final String DATA_SOURCE_4 = "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration";
    static final String DATA_SOURCE_3 = "org.springframework.boot.autoconfigure.jdbc.DataSourceAutoConfiguration";
    static final String HIBERNATE_JPA_4 = "org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration";
    static final String HIBERNATE_JPA_3 = "org.springframework.boot.autoconfigure.orm.jpa.HibernateJpaAutoConfiguration";
    /** The marker class of shardflake-spring-boot-3-autoconfigure. */
    static final String BOOT_3_ADAPTER = "io.shardflake.spring.ShardflakeBoot3AutoConfiguration";

    private final String version;

    private BootLine(String version) {
        this.version = version;
    }

    /**
     * @param version the running Spring Boot's version ({@code SpringBootVersion})
     * @param classLoader the application's
     * @return the running line
     * @throws IllegalStateException if Shardflake's adapter for another line is on the class path, or none for this one
     */
    static BootLine check(String version, @Nullable ClassLoader classLoader) {
        return check(version, ClassUtils.isPresent(BOOT_3_ADAPTER, classLoader));
    }

    /**
     * @param version the running Spring Boot's version
     * @param boot3Adapter whether shardflake-spring-boot-3-autoconfigure is on the class path
     * @return the running line
     * @throws IllegalStateException if the adapter does not fit the line
     */
    static BootLine check(String version, boolean boot3Adapter) {
        boolean boot3 = version.startsWith("3.");
        if (boot3 && !boot3Adapter) {
            throw new IllegalStateException("Spring Boot " + version + " runs here, but Shardflake's adapter for it is "
                    + "missing: depend on io.shardflake:shardflake-spring-boot-3-starter instead of "
                    + "shardflake-spring-boot-starter (which is for Spring Boot 4)");
        }
        if (!boot3 && boot3Adapter) {
            throw new IllegalStateException("Spring Boot " + version + " runs here, but Shardflake's adapter for "
                    + "Spring Boot 3 is on the class path: depend on io.shardflake:shardflake-spring-boot-starter "
                    + "instead of shardflake-spring-boot-3-starter");
        }
        return new BootLine(version);
    }

    /** @return the running Spring Boot's version, e.g. {@code 3.5.7} */
    public String version() {
        return version;
    }
}
