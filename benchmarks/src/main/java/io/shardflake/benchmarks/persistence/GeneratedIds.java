package io.shardflake.benchmarks.persistence;

import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.Generator;

/**
 * Ids in generation order from the very generator Hibernate uses for a strategy's entity, for filling a table
 * faster than Hibernate's insert path would. What an index looks like depends only on the order its keys arrive
 * in, so these ids build the same index the inserts would.
 *
 * <p>The application-assigned strategy counts from 1. The pooled SEQUENCE generator needs a session: it reads
 * {@code nextval} once per 50 ids, as during the inserts. IDENTITY ids exist only inside the database, so that
 * strategy has no source here: the table's identity column makes them during the fill.
 */
final class GeneratedIds implements AutoCloseable {

    private final Strategy strategy;
    private final Session session;
    private final SharedSessionContractImplementor sessionInternals;
    private final Transaction transaction;
    private final BeforeExecutionGenerator generator;
    private final Object owner;
    private long assigned;

    /**
     * @param sessionFactory the SessionFactory whose generators to use
     * @param strategy any strategy but {@link Strategy#IDENTITY}
     */
    GeneratedIds(SessionFactory sessionFactory, Strategy strategy) {
        if (strategy.databaseMakesId()) {
            throw new IllegalArgumentException(strategy + ": the database makes these ids");
        }
        this.strategy = strategy;
        if (strategy == Strategy.ASSIGNED) {
            this.session = null;
            this.sessionInternals = null;
            this.transaction = null;
            this.generator = null;
            this.owner = null;
            return;
        }
        Generator made = sessionFactory.unwrap(SessionFactoryImplementor.class).getMappingMetamodel()
                .getEntityDescriptor(strategy.entity()).getGenerator();
        if (!(made instanceof BeforeExecutionGenerator)) {
            throw new IllegalStateException(strategy + ": " + made + " does not make ids before the INSERT");
        }
        this.generator = (BeforeExecutionGenerator) made;
        this.session = sessionFactory.openSession();
        this.sessionInternals = session.unwrap(SharedSessionContractImplementor.class);
        this.transaction = session.beginTransaction();
        // The generators look at the entity only for @ShardKey (none here); give them an unsaved one anyway.
        this.owner = strategy.newRows().get();
    }

    /** @return the next id: a {@code Long} or a {@code UUID} */
    Object next() {
        if (strategy == Strategy.ASSIGNED) {
            return ++assigned;
        }
        return generator.generate(sessionInternals, owner, null, EventType.INSERT);
    }

    @Override
    public void close() {
        if (session != null) {
            transaction.commit();
            session.close();
        }
    }
}
