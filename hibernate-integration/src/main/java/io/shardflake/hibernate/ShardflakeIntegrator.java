package io.shardflake.hibernate;

import org.hibernate.boot.Metadata;
import org.hibernate.boot.spi.BootstrapContext;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.integrator.spi.Integrator;
import org.hibernate.service.spi.SessionFactoryServiceRegistry;

/**
 * The boot-time checks and the start of the generators of every SessionFactory with this module on its class path,
 * found by Hibernate through {@code META-INF/services/org.hibernate.integrator.spi.Integrator}. When the
 * SessionFactory has made its generators, and before it is handed out, the checks fail the boot with a
 * {@link org.hibernate.MappingException}:
 *
 * <ul>
 *   <li>if an id whose mapping asks for a Shardflake generator (by annotation, by name, by
 *       {@code @GenericGenerator}) got another one from Hibernate; see {@link DeclaredGeneratorCheck};</li>
 *   <li>if a {@link ShardKey} cannot be honoured; see {@link ShardKeyBinder}, which also completes the shard keys
 *       that point to other entities, since those need the other entity's generator.</li>
 * </ul>
 *
 * Then {@link GeneratorStarter} starts the generators, which take their core generators (leasing a worker id) only
 * now, never while the metadata is built. A SessionFactory without Shardflake ids pays one pass over its entities'
 * annotations, and its {@link ShardflakeService} is never created.
 */
public final class ShardflakeIntegrator implements Integrator {

    @Override
    public void integrate(Metadata metadata, BootstrapContext bootstrapContext,
            SessionFactoryImplementor sessionFactory) {
        // Read now, while the boot model is at hand; compared once the generators exist. Declarations first, so a
        // wrong generator is reported as such rather than as a shard key it cannot honour.
        sessionFactory.addObserver(new DeclaredGeneratorCheck(DeclaredIdGenerators.read(metadata)));
        sessionFactory.addObserver(new ShardKeyBinder());
        sessionFactory.addObserver(new GeneratorStarter());
    }

    /** Nothing to undo: the observers go with the SessionFactory. Abstract in Hibernate 6.6, a default in 7. */
    @Override
    public void disintegrate(SessionFactoryImplementor sessionFactory, SessionFactoryServiceRegistry serviceRegistry) {
    }
}
