package io.shardflake.hibernate;

import org.hibernate.generator.Generator;
import org.hibernate.generator.OnExecutionGenerator;
import org.hibernate.id.IncrementGenerator;
import org.hibernate.id.enhanced.SequenceStyleGenerator;
import org.hibernate.id.enhanced.TableGenerator;
import org.hibernate.id.uuid.CustomVersionOneStrategy;
import org.hibernate.id.uuid.StandardRandomStrategy;
import org.hibernate.id.uuid.UuidGenerator;
import org.hibernate.id.uuid.UuidValueGenerator;
import org.hibernate.id.uuid.UuidVersion6Strategy;
import org.hibernate.id.uuid.UuidVersion7Strategy;

/** What boot errors say about the generator Hibernate made for an id, and what they may conclude from it. */
final class HibernateGenerators {

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
            return "UuidGenerator (" + uuidStyle(uuid.getValueGenerator()) + ")";
        }
        if (generator.getEventTypes().isEmpty()) {
            // Hibernate's "assigned": it generates on no event (its class is internal to Hibernate, so not named).
            return "Assigned (the application sets it)";
        }
        return generator.getClass().getSimpleName();
    }

    private static String uuidStyle(UuidValueGenerator values) {
        if (values instanceof StandardRandomStrategy) {
            return "random v4";
        }
        if (values instanceof UuidVersion7Strategy) {
            return "v7";
        }
        if (values instanceof UuidVersion6Strategy) {
            return "v6";
        }
        return values instanceof CustomVersionOneStrategy ? "v1" : values.getClass().getSimpleName();
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
