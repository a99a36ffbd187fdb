package io.shardflake.config;

import javax.sql.DataSource;

/**
 * The database a worker id is leased or registered in, as an integration found it.
 *
 * @param dataSource where the lease's connections come from
 * @param embedded whether it is an in-memory database (which starts empty every time), the integration's rule for
 *     {@code initialize-schema=embedded}
 * @param pooled whether the DataSource is a pool (the lease borrows a connection per call and gives it back) rather
 *     than one that opens a connection per call (the lease keeps one between calls)
 * @param application the application's name, which the lease's history records with each tenure (Spring's
 *     {@code spring.application.name}, Quarkus' {@code quarkus.application.name}); empty if none
 */
public record WorkerDatabase(DataSource dataSource, boolean embedded, boolean pooled, String application) {

    /** @param application null is taken as empty: no name */
    public WorkerDatabase {
        application = application == null ? "" : application;
    }

    /**
     * A database for an application without a name.
     *
     * @param dataSource where the lease's connections come from
     * @param embedded whether it is an in-memory database
     * @param pooled whether the DataSource is a pool
     */
    public WorkerDatabase(DataSource dataSource, boolean embedded, boolean pooled) {
        this(dataSource, embedded, pooled, "");
    }

    /**
     * Spring Boot's rule for {@code initialize-schema=embedded}, which every integration follows: an in-memory
     * database, which starts empty.
     *
     * @param url a JDBC URL
     * @return whether it names an in-memory H2, HSQLDB or Derby database
     */
    public static boolean isInMemory(String url) {
        String lower = url.toLowerCase(java.util.Locale.ROOT);
        return lower.startsWith("jdbc:h2:mem:") || lower.startsWith("jdbc:hsqldb:mem:")
                || lower.startsWith("jdbc:derby:memory:");
    }
}
