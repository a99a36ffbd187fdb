package io.shardflake.hibernate;

import java.util.List;
import org.hibernate.MappingException;
import org.hibernate.SessionFactory;
import org.hibernate.SessionFactoryObserver;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.generator.Generator;
import org.hibernate.metamodel.MappingMetamodel;
import org.hibernate.persister.entity.EntityPersister;

/**
 * Completes, once the SessionFactory has made every entity's generator, the {@link ShardKey}s that point to another
 * entity ({@link AssociationShardKey}), and refuses a {@link ShardKey} on an entity whose id is not made by
 * {@link SnowflakeIdGenerator}: nothing would read it, and the rows would carry no shard, or not the one the key
 * names.
 */
final class ShardKeyBinder implements SessionFactoryObserver {

    private static final long serialVersionUID = 1L;

    /**
     * @throws MappingException naming the shard key and why it cannot be honoured
     */
    @Override
    public void sessionFactoryCreated(SessionFactory factory) {
        MappingMetamodel model = factory.unwrap(SessionFactoryImplementor.class).getMappingMetamodel();
        model.forEachEntityDescriptor(entity -> {
            Generator generator = entity.getGenerator();
            if (generator instanceof SnowflakeIdGenerator snowflake) {
                snowflake.bindShardKey(model);
            } else {
                refuseUnreadShardKey(entity, generator);
            }
        });
    }

    private static void refuseUnreadShardKey(EntityPersister entity, Generator generator) {
        Class<?> type = entity.getMappedClass();
        if (type == null) {
            return;
        }
        List<ShardKeyPath> keys = ShardKeyFinder.in(type, type.getSimpleName());
        if (!keys.isEmpty()) {
            String id = entity.getIdentifierPropertyName();
            throw new MappingException("@ShardKey on " + keys.get(0).label() + " is never read: "
                    + (id != null ? type.getSimpleName() + "." + id : "the id of " + type.getSimpleName())
                    + " is made by " + HibernateGenerators.describe(generator) + ", and only an id made by "
                    + "@SnowflakeId takes its shard from a @ShardKey");
        }
    }
}
