package io.shardflake.hibernate;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.config.Setting;
import io.shardflake.shard.ShardFunction;
import java.util.UUID;
import org.hibernate.MappingException;
import org.hibernate.id.IdentifierGenerationException;
import org.jspecify.annotations.Nullable;

/**
 * The shard of an entity's new id, from its {@link ShardKey}. Everything is decided at boot — which member, how to
 * read it, which {@link ShardFunction} — so an insert reads one value and asks the core for its shard. The shard
 * computation itself (hash, decoding) lives in {@code io.shardflake.shard}.
 *
 * <p>A plain value is routed as soon as the entity's generator is made ({@link #forValue}); a key that points to
 * another entity waits for the SessionFactory, where that entity's generator and id can be seen
 * ({@link AssociationShardKey}).
 */
final class ShardKeyRouting {

    private static final String HASHABLE = "Long, long, Integer, int, Short, short, Byte, byte, String, UUID, "
            + "an enum or byte[]";
    private static final String ID_TYPES = "Long, long or String (a Shardflake id, or its base32 text)";

    private final ShardKeyPath path;
    private final ShardKeyReader key;
    private final @Nullable AssociatedIdReader association;
    private final ShardFunction function;

    private ShardKeyRouting(ShardKeyPath path, @Nullable AssociatedIdReader association, ShardFunction function) {
        this.path = path;
        this.key = new ShardKeyReader(path);
        this.association = association;
        this.function = function;
    }

    /**
     * @param entity the entity being inserted
     * @return the shard its id must carry
     * @throws IdentifierGenerationException if the key is null or points to an entity without an id
     */
    int shardOf(Object entity) {
        Object value = key.read(entity);
        return function.shardOf(association == null ? value : association.idOf(value, path.label()));
    }

    /**
     * Routes by a plain value (not an association).
     *
     * @param path where the key sits
     * @param service where the hash shard count comes from
     * @param layout the layout of the ids
     * @return the routing
     * @throws MappingException if the mode is AUTO on a type that could hold a Shardflake id, or the type does not
     *     fit the mode
     */
    static ShardKeyRouting forValue(ShardKeyPath path, ShardflakeService service, IdLayout layout) {
        Class<?> type = path.type();
        ShardKeyMode mode = path.mode();
        if (mode == ShardKeyMode.AUTO) {
            if (couldHoldShardflakeId(type)) {
                // A Long may be a customer's Shardflake id or an account number: hashing the one, or taking the
                // "shard" of the other, puts the row on a wrong shard with no error. Only the application knows.
                throw new MappingException("@ShardKey on " + path.label() + " (" + type.getSimpleName()
                        + ") needs a mode, since AUTO cannot tell a Shardflake id from another value: "
                        + "@ShardKey(mode = SHARD_OF_ID) if it holds a Shardflake id (the new id takes that id's "
                        + "shard), @ShardKey(mode = HASH) otherwise (a hash of the value mod "
                        + Setting.SHARD_COUNT.key() + ")");
            }
            mode = ShardKeyMode.HASH;
        }
        String what = path.label() + " of type " + type.getSimpleName();
        return new ShardKeyRouting(path, null, function(path, mode, type, what, service, layout));
    }

    /**
     * Routes by the id of the entity an association points to.
     *
     * @param path where the key sits
     * @param association reads the associated entity's id
     * @param function the id's shard, or its hash
     * @return the routing
     */
    static ShardKeyRouting forAssociation(ShardKeyPath path, AssociatedIdReader association, ShardFunction function) {
        return new ShardKeyRouting(path, association, function);
    }

    /**
     * @param path where the key sits
     * @param mode SHARD_OF_ID or HASH
     * @param type the type of what is read: the attribute's, or the associated entity's id's
     * @param what what is read, in words, for messages
     * @return the function for the mode
     * @throws MappingException if the type does not fit the mode
     */
    static ShardFunction function(ShardKeyPath path, ShardKeyMode mode, Class<?> type, String what,
            ShardflakeService service, IdLayout layout) {
        if (mode == ShardKeyMode.SHARD_OF_ID) {
            if (type != Long.class && type != long.class && type != String.class) {
                throw new MappingException("@ShardKey(mode = SHARD_OF_ID) on " + path.label() + " reads " + what
                        + ": supported types are " + ID_TYPES);
            }
            return ShardFunction.shardOfId(layout);
        }
        if (!isHashable(type)) {
            throw new MappingException("@ShardKey(mode = " + mode + ") on " + path.label() + " hashes " + what
                    + ": supported types are " + HASHABLE);
        }
        return ShardFunction.hashing(service.hashShardCount());
    }

    /**
     * @throws MappingException if the layout has no shard field to put the key's shard in
     */
    static void requireShardField(ShardKeyPath path, IdLayout layout) {
        if (!layout.has(IdField.SHARD)) {
            throw new MappingException("@ShardKey on " + path.label() + " needs a layout with a shard field, and "
                    + "layout " + layout.name() + " has none (" + layout.describeFields() + "): set "
                    + Setting.LAYOUT_PRESET.key() + " to one that has, e.g. shardflake, instagram or icicle");
        }
    }

    /** @return whether a value of this type may be a Shardflake id: a number of 64 bits, or its base32 text */
    static boolean couldHoldShardflakeId(Class<?> type) {
        return type == Long.class || type == long.class || CharSequence.class.isAssignableFrom(type);
    }

    private static boolean isHashable(Class<?> type) {
        return type == Long.class || type == long.class || type == Integer.class || type == int.class
                || type == Short.class || type == short.class || type == Byte.class || type == byte.class
                || CharSequence.class.isAssignableFrom(type) || type == UUID.class || type.isEnum()
                || type == byte[].class;
    }

    @Override
    public String toString() {
        return "@ShardKey " + path.label() + " -> " + function;
    }
}
