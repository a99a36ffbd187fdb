package io.shardflake.hibernate;

import org.hibernate.SessionFactory;
import org.hibernate.SessionFactoryObserver;
import org.hibernate.engine.spi.SessionFactoryImplementor;

/**
 * Starts every Shardflake generator of a SessionFactory once it is created, after the mapping checks and the shard
 * keys are bound: the core generators are taken then, and a worker id is leased or registered on the database's
 * connections then, never while the metadata is built. See {@link BootResolvedGenerator}.
 */
final class GeneratorStarter implements SessionFactoryObserver {

    private static final long serialVersionUID = 1L;

    /**
     * @throws io.shardflake.error.ShardflakeException naming the setting if a core generator cannot be made
     */
    @Override
    public void sessionFactoryCreated(SessionFactory factory) {
        factory.unwrap(SessionFactoryImplementor.class).getMappingMetamodel().forEachEntityDescriptor(entity -> {
            if (entity.getGenerator() instanceof BootResolvedGenerator generator) {
                generator.start();
            }
        });
    }
}
