package io.shardflake.hibernate;

import java.util.List;
import org.hibernate.MappingException;

/**
 * The refusals of a {@link ShardKey} placed where no shard can be read from it, in one place: the Hibernate module
 * finds the keys by reflection at boot, and a framework that reads the mapping ahead (the Quarkus extension, from its
 * index at build time) finds them there and refuses them with the same words.
 */
public final class ShardKeyRefusals {

    private ShardKeyRefusals() {
    }

    /**
     * @param keys each key of one entity, {@code Entity.attribute} or {@code Entity.embedded.attribute}
     * @return the refusal of an entity with more than one shard key
     */
    public static MappingException moreThanOne(List<String> keys) {
        return new MappingException("@ShardKey on " + String.join(" and ", keys) + ": an entity has at most one shard"
                + " key; keep it on the attribute whose value decides the shard");
    }

    /**
     * @param key the key where its class declares it, {@code Subclass.attribute}
     * @param rootEntity the simple name of the hierarchy's root entity, whose id generator reads the key
     * @return the refusal of a shard key on a subclass of an entity hierarchy
     */
    public static MappingException onSubclass(String key, String rootEntity) {
        return new MappingException("@ShardKey on " + key + " sits on a subclass of " + rootEntity + "; the id"
                + " generator belongs to the root entity " + rootEntity + ", so put the shard key there");
    }

    /**
     * @param key the key, {@code Entity.collection.attribute}
     * @param collection the element collection holding it, {@code Entity.collection}
     * @return the refusal of a shard key inside an element collection
     */
    public static MappingException inElementCollection(String key, String collection) {
        return new MappingException("@ShardKey on " + key + " sits in the element collection " + collection + ": an"
                + " entity has one shard, so its key must be a single value, on the entity or in an @Embedded"
                + " attribute");
    }
}
