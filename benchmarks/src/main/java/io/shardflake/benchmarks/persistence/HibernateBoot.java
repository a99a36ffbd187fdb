package io.shardflake.benchmarks.persistence;

import java.util.HashMap;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;

/**
 * Boots Hibernate the native way (no Spring): one SessionFactory per database with every strategy's entity,
 * tables created on boot and dropped on close.
 */
final class HibernateBoot {

    /** Rows per {@code executeBatch}; the persist loop flushes and clears at the same count. */
    static final int BATCH_SIZE = 50;

    private HibernateBoot() {
    }

    /**
     * @param database where the tables go
     * @return the SessionFactory; closing it drops the tables
     */
    static SessionFactory sessionFactory(Database database) {
        Map<String, Object> settings = new HashMap<>();
        settings.put(AvailableSettings.JAKARTA_JDBC_URL, database.url());
        settings.put(AvailableSettings.JAKARTA_JDBC_USER, database.user());
        settings.put(AvailableSettings.JAKARTA_JDBC_PASSWORD, "");
        // Hibernate's built-in pool: the runs use one connection at a time, and reusing it keeps connection set-up
        // (a PostgreSQL backend process per connection) out of the timings. Nothing here needs a production pool.
        settings.put(AvailableSettings.POOL_SIZE, 2);
        settings.put(AvailableSettings.HBM2DDL_AUTO, "create-drop");
        settings.put(AvailableSettings.STATEMENT_BATCH_SIZE, BATCH_SIZE);
        settings.put(AvailableSettings.ORDER_INSERTS, true);
        settings.put(AvailableSettings.SHOW_SQL, false);
        // One process on a benchmark database: worker 1 is this run's alone, and registering it in a lease table
        // (what Hibernate does by default since issue 16) would only add a table to the timed database.
        settings.put("shardflake.worker.id", 1);
        settings.put("shardflake.worker.lease.enabled", false);
        settings.put(AvailableSettings.AUTO_SESSION_EVENTS_LISTENER, JdbcCounter.class.getName());
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder().applySettings(settings).build();
        try {
            MetadataSources sources = new MetadataSources(registry);
            for (Strategy strategy : Strategy.values()) {
                sources.addAnnotatedClass(strategy.entity());
            }
            return sources.buildMetadata().buildSessionFactory();
        } catch (RuntimeException e) {
            StandardServiceRegistryBuilder.destroy(registry);
            throw e;
        }
    }
}
