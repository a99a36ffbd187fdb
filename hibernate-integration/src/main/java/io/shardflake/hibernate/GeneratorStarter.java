package io.shardflake.hibernate;

import java.util.ArrayList;
import java.util.List;
import org.hibernate.SessionFactory;
import org.hibernate.SessionFactoryObserver;
import org.hibernate.engine.spi.SessionFactoryImplementor;

/**
 * Starts every Shardflake generator of a SessionFactory once it is created, after the mapping checks and the shard
 * keys are bound: the core generators are taken then, from the settings the SessionFactory is created with (a
 * framework that built the metadata ahead adds the run-time ones there), and a worker id is leased or registered on
 * the database's connections then, never while the metadata is built. See {@link BootResolvedGenerator}.
 */
final class GeneratorStarter implements SessionFactoryObserver {

    private static final long serialVersionUID = 1L;

    /**
     * @throws io.shardflake.error.ShardflakeException naming the setting if a core generator cannot be made
     */
    @Override
    public void sessionFactoryCreated(SessionFactory factory) {
        SessionFactoryImplementor sessionFactory = factory.unwrap(SessionFactoryImplementor.class);
        List<BootResolvedGenerator> generators = new ArrayList<>();
        sessionFactory.getMappingMetamodel().forEachEntityDescriptor(entity -> {
            if (entity.getGenerator() instanceof BootResolvedGenerator generator) {
                generators.add(generator);
            }
        });
        if (generators.isEmpty()) {
            return;
        }
        if (sessionFactory.getServiceRegistry().requireService(ShardflakeService.class)
                instanceof SettingsShardflakeService service) {
            service.takeRunTimeSettings(sessionFactory.getProperties());
        }
        generators.forEach(BootResolvedGenerator::start);
    }
}
