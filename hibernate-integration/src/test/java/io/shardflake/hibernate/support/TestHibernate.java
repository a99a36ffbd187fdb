package io.shardflake.hibernate.support;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javax.sql.DataSource;
import org.hibernate.SessionFactory;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;

/** Boots Hibernate the native way, without Spring: listed classes, packages and mapping files, create-drop. */
public final class TestHibernate {

    private final Map<String, Object> settings = new HashMap<>();
    private final List<Class<?>> classes = new ArrayList<>();
    private final List<String> packages = new ArrayList<>();
    private final List<String> mappings = new ArrayList<>();

    private TestHibernate(DataSource dataSource) {
        settings.put(AvailableSettings.JAKARTA_NON_JTA_DATASOURCE, dataSource);
        settings.put(AvailableSettings.HBM2DDL_AUTO, "create-drop");
        settings.put(AvailableSettings.STATEMENT_BATCH_SIZE, 50);
        settings.put(AvailableSettings.ORDER_INSERTS, true);
        settings.put(AvailableSettings.SHOW_SQL, false);
        // A fixed worker id kept out of the database: the tests of leases and registration opt in.
        settings.put("shardflake.worker.id", 0);
        settings.put("shardflake.worker.lease.enabled", false);
    }

    public static TestHibernate on(DataSource dataSource) {
        return new TestHibernate(dataSource);
    }

    public static TestHibernate onH2() {
        return new TestHibernate(Databases.h2());
    }

    public TestHibernate entities(Class<?>... entities) {
        classes.addAll(List.of(entities));
        return this;
    }

    public TestHibernate packageOf(Class<?> member) {
        packages.add(member.getPackageName());
        return this;
    }

    /** Adds a mapping file (orm.xml format) from the test class path. */
    public TestHibernate mapping(String resource) {
        mappings.add(resource);
        return this;
    }

    public TestHibernate setting(String key, Object value) {
        settings.put(key, value);
        return this;
    }

    public TestHibernate withoutSetting(String key) {
        settings.remove(key);
        return this;
    }

    public SessionFactory build() {
        return build(Metadata::buildSessionFactory);
    }

    /**
     * Builds the metadata, then hands it to {@code then} (which builds the SessionFactory), as a framework that
     * builds the metadata ahead does.
     */
    public SessionFactory build(Function<Metadata, SessionFactory> then) {
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder().applySettings(settings).build();
        try {
            MetadataSources sources = new MetadataSources(registry);
            classes.forEach(sources::addAnnotatedClass);
            packages.forEach(sources::addPackage);
            mappings.forEach(sources::addResource);
            return then.apply(sources.buildMetadata());
        } catch (RuntimeException e) {
            StandardServiceRegistryBuilder.destroy(registry);
            throw e;
        }
    }
}
