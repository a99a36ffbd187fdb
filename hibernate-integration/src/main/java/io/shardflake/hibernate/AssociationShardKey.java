package io.shardflake.hibernate;

import io.shardflake.IdLayout;
import io.shardflake.shard.ShardFunction;
import org.hibernate.MappingException;
import org.hibernate.generator.Generator;
import org.hibernate.metamodel.MappingMetamodel;
import org.hibernate.metamodel.mapping.BasicEntityIdentifierMapping;
import org.hibernate.metamodel.mapping.EntityIdentifierMapping;
import org.hibernate.persister.entity.EntityPersister;

/**
 * A {@link ShardKey} on an association, waiting for the SessionFactory. How to route it depends on the other
 * entity's id generator — {@link ShardKeyMode#AUTO} takes the shard of a Shardflake id and hashes any other — and
 * that generator exists only once the SessionFactory has made every entity's; so this is completed by
 * {@link ShardKeyBinder} then, from the generator Hibernate actually made, whatever way the mapping chose it
 * (annotation, application annotation, name, {@code orm.xml}).
 *
 * @param path the key
 * @param service the application's generators, for a hash's shard count
 * @param layout the layout of the ids the key routes
 */
record AssociationShardKey(ShardKeyPath path, ShardflakeService service, IdLayout layout) {

    /**
     * @param model the SessionFactory's entities, with their generators
     * @return the routing
     * @throws MappingException if the target is not an entity here, its id is not a single attribute, AUTO cannot
     *     tell whether its id is a Shardflake id, or the id's type does not fit the mode
     */
    ShardKeyRouting bind(MappingMetamodel model) {
        Class<?> target = path.targetEntity();
        String targetLabel = target.getSimpleName();
        EntityPersister parent = model.findEntityDescriptor(target);
        if (parent == null) {
            throw new MappingException("@ShardKey on " + path.label() + " points to " + targetLabel
                    + ", which is not an entity of this SessionFactory");
        }
        EntityIdentifierMapping id = parent.getIdentifierMapping();
        if (!(id instanceof BasicEntityIdentifierMapping)) {
            throw new MappingException("@ShardKey on " + path.label() + " points to " + targetLabel
                    + ", whose id is composite; a shard key needs an entity with a single id attribute");
        }
        Class<?> idType = parent.getIdentifierType().getReturnedClass();
        ShardKeyMode mode = path.mode() == ShardKeyMode.AUTO
                ? autoMode(parent.getGenerator(), idType, targetLabel + "." + id.getAttributeName())
                : path.mode();
        ShardFunction function = ShardKeyRouting.function(path, mode, idType,
                "the id of " + path.label() + " (" + idType.getSimpleName() + ")", service, layout);
        return ShardKeyRouting.forAssociation(path, new AssociatedIdReader(id, targetLabel), function);
    }

    private ShardKeyMode autoMode(Generator parentGenerator, Class<?> idType, String parentId) {
        if (parentGenerator instanceof SnowflakeIdGenerator) {
            return ShardKeyMode.SHARD_OF_ID;
        }
        if (!ShardKeyRouting.couldHoldShardflakeId(idType)
                || HibernateGenerators.neverMakesShardflakeIds(parentGenerator)) {
            return ShardKeyMode.HASH;
        }
        // Assigned ids, or a generator of the application's own: they may be Shardflake ids made elsewhere, or not.
        throw new MappingException("@ShardKey on " + path.label() + " points to " + path.targetEntity()
                .getSimpleName() + ", whose id " + parentId + " (" + idType.getSimpleName() + ") is made by "
                + HibernateGenerators.describe(parentGenerator) + ", so AUTO cannot tell whether it is a Shardflake "
                + "id: @ShardKey(mode = SHARD_OF_ID) if it is (the new id takes its shard), @ShardKey(mode = HASH) "
                + "if not (a hash of the id mod " + ShardflakeSettings.SHARD_COUNT + ")");
    }
}
