package io.shardflake.hibernate;

import java.util.Map;
import org.hibernate.generator.Generator;
import org.hibernate.generator.OnExecutionGenerator;
import org.hibernate.id.IncrementGenerator;
import org.hibernate.id.enhanced.SequenceStyleGenerator;
import org.hibernate.id.enhanced.TableGenerator;
import org.hibernate.id.uuid.UuidGenerator;

/** What boot errors say about the generator Hibernate made for an id, and what they may conclude from it. */
final class HibernateGenerators {

    /**
     * What each of Hibernate's UUID strategies makes, by class name: Hibernate 6.6 has no v6 and v7 strategies, so
     * naming their types would not link there.
     */
    private static final Map<String, String> UUID_STYLES = Map.of(
            "org.hibernate.id.uuid.StandardRandomStrategy", "random v4",
            "org.hibernate.id.uuid.UuidVersion7Strategy", "v7",
            "org.hibernate.id.uuid.UuidVersion6Strategy", "v6",
            "org.hibernate.id.uuid.CustomVersionOneStrategy", "v1");

    private HibernateGenerators() {
    }

    /**
     * @param generator the generator Hibernate made for an entity's id, or null
     * @return it in words: its class, and for Hibernate's UUID generator which UUIDs it makes, e.g.
     *     {@code UuidGenerator (random v4)}; that one matters because it is what a name Hibernate does not know
     *     turns into on a {@code UUID} or {@code String} id
     */
    static String describe(Generator generator) {
        if (generator == null) {
            return "no generator";
        }
        if (generator instanceof UuidGenerator uuid) {
            Class<?> values = uuid.getValueGenerator().getClass();
            return "UuidGenerator (" + UUID_STYLES.getOrDefault(values.getName(), values.getSimpleName()) + ")";
        }
        if (generator.getClass().getName().equals("org.hibernate.id.UUIDGenerator")) {
            // Hibernate 6.6's fallback for a UUID or String id; gone in Hibernate 7.
            return "UUIDGenerator (random v4)";
        }
        if (generator.getEventTypes().isEmpty() || generator.getClass().getName().equals("org.hibernate.id.Assigned")) {
            // Hibernate's "assigned": it generates on no event in Hibernate 7 (its class is internal there, so not
            // named); Hibernate 6.6's org.hibernate.id.Assigned still declares the insert event.
            return "Assigned (the application sets it)";
        }
        return generator.getClass().getSimpleName();
    }

    /**
     * @param generator the generator of another entity's id
     * @return true if it certainly makes no Shardflake ids: the database makes the id, or it is one of Hibernate's
     *     sequence, table, increment or UUID generators, or Shardflake's UUID or uniqid generator. False for an
     *     assigned id and any generator of the application's own, which may well hold Shardflake ids
     */
    static boolean neverMakesShardflakeIds(Generator generator) {
        return generator instanceof OnExecutionGenerator || generator instanceof SequenceStyleGenerator
                || generator instanceof TableGenerator || generator instanceof IncrementGenerator
                || generator instanceof UuidGenerator || generator instanceof ShardflakeUuidGenerator
                || generator instanceof UniqidIdGenerator;
    }
}
