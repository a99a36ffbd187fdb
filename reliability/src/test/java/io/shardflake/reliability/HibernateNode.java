package io.shardflake.reliability;

import java.util.HashMap;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;

/**
 * A JPA application without Spring, in a JVM of its own: boots Hibernate on the given database with the given
 * {@code shardflake.*} settings and inserts rows with {@code @SnowflakeId} ids, or reports why it refused to boot.
 *
 * <p>Arguments: JDBC URL, node name, rows, then {@code key=value} settings. Prints {@code STARTED}, then
 * {@code INSERTED n} and exits 0; or {@code REFUSED message} and exits 3.
 */
public final class HibernateNode {

    private HibernateNode() {
    }

    public static void main(String[] args) {
        Map<String, Object> settings = new HashMap<>();
        settings.put(AvailableSettings.JAKARTA_JDBC_URL, args[0]);
        settings.put(AvailableSettings.HBM2DDL_AUTO, "none");
        for (int i = 3; i < args.length; i++) {
            String[] pair = args[i].split("=", 2);
            settings.put(pair[0], pair[1]);
        }
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder().applySettings(settings).build();
        SessionFactory factory;
        try {
            factory = new MetadataSources(registry).addAnnotatedClass(NodeRow.class).buildMetadata()
                    .buildSessionFactory();
        } catch (RuntimeException e) {
            StandardServiceRegistryBuilder.destroy(registry);
            NodeOutput.refused(e);
            return;
        }
        try (factory) {
            NodeOutput.started();
            int rows = Integer.parseInt(args[2]);
            factory.inTransaction(session -> {
                for (int i = 0; i < rows; i++) {
                    session.persist(new NodeRow(args[1]));
                }
            });
            NodeOutput.inserted(rows);
        }
    }
}
