package io.shardflake.hibernate;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.shard.ShardFunction;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.OneToOne;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Member;
import java.util.List;
import java.util.UUID;
import java.util.stream.Collectors;
import org.hibernate.MappingException;
import org.hibernate.id.IdentifierGenerationException;
import org.hibernate.mapping.PersistentClass;

/**
 * The shard of an entity's new id, from its {@link ShardKey} attribute. Everything is decided at boot — which
 * member, how to read it, which {@link ShardFunction} — so an insert reads one value and asks the core for its
 * shard. The shard computation itself (hash, decoding) lives in {@code io.shardflake.shard}.
 */
final class ShardKeyRouting {

    private static final String HASHABLE = "Long, long, Integer, int, Short, short, Byte, byte, String, UUID, "
            + "an enum or byte[]";
    private static final String ID_TYPES = "Long, long or String (a Shardflake id, or its base32 text)";

    private final MemberReader key;
    private final AssociatedIdReader association;
    private final ShardFunction function;
    private final String path;

    private ShardKeyRouting(MemberReader key, AssociatedIdReader association, ShardFunction function, String path) {
        this.key = key;
        this.association = association;
        this.function = function;
        this.path = path;
    }

    /**
     * @param entity the entity being inserted
     * @return the shard its id must carry
     * @throws IdentifierGenerationException if the key is null or points to an entity without an id
     */
    int shardOf(Object entity) {
        Object value = key.read(entity);
        if (value == null) {
            throw new IdentifierGenerationException("@ShardKey " + path + " is null: set it before the entity "
                    + "is persisted, since the new id's shard is taken from it");
        }
        return function.shardOf(association == null ? value : association.idOf(value, path));
    }

    /**
     * Finds the entity's shard key and decides how to read it.
     *
     * @param id the id attribute being generated
     * @param service where the hash shard count comes from
     * @param layout the layout of the ids
     * @return the routing, or null when the entity has no {@link ShardKey}
     * @throws MappingException if there are two, one sits on a subclass, the layout has no shard field, or the
     *     attribute's type does not fit the mode
     */
    static ShardKeyRouting resolve(IdAttribute id, ShardflakeService service, IdLayout layout) {
        Member member = find(id);
        if (member == null) {
            return null;
        }
        String path = id.entityLabel() + "." + EntityMembers.attributeName(member);
        if (!layout.has(IdField.SHARD)) {
            throw new MappingException("@ShardKey on " + path + " needs a layout with a shard field, and layout "
                    + layout.name() + " has none (" + layout.describeFields() + "): set "
                    + ShardflakeSettings.LAYOUT + " to one that has, e.g. shardflake, instagram or icicle");
        }
        AnnotatedElement element = EntityMembers.element(member);
        ShardKeyMode mode = element.getAnnotation(ShardKey.class).mode();
        boolean isAssociation = element.isAnnotationPresent(ManyToOne.class)
                || element.isAnnotationPresent(OneToOne.class);
        AssociatedIdReader association = isAssociation ? AssociatedIdReader.of(targetEntity(member), path) : null;
        Class<?> keyType = EntityMembers.typeOf(isAssociation ? association.idMember() : member);
        if (mode == ShardKeyMode.AUTO) {
            mode = isAssociation && SnowflakeIdDetector.isSnowflakeId(association.idMember())
                    ? ShardKeyMode.SHARD_OF_ID : ShardKeyMode.HASH;
        }
        String what = isAssociation ? "the id of " + path + " (" + EntityMembers.typeOf(association.idMember())
                .getSimpleName() + ")" : path + " of type " + keyType.getSimpleName();
        ShardFunction function;
        if (mode == ShardKeyMode.SHARD_OF_ID) {
            if (keyType != Long.class && keyType != long.class && keyType != String.class) {
                throw new MappingException("@ShardKey(mode = SHARD_OF_ID) on " + path + " reads " + what
                        + ": supported types are " + ID_TYPES);
            }
            function = ShardFunction.shardOfId(layout);
        } else {
            if (!isHashable(keyType)) {
                throw new MappingException("@ShardKey(mode = " + mode + ") on " + path + " hashes " + what
                        + ": supported types are " + HASHABLE);
            }
            function = ShardFunction.hashing(service.hashShardCount());
        }
        return new ShardKeyRouting(MemberReader.of(member, path), association, function, path);
    }

    /**
     * The entity's one shard key member, or null. Also refuses shard keys on subclasses of the hierarchy: the id
     * generator belongs to the root entity and is made from it.
     */
    static Member find(IdAttribute id) {
        Class<?> root = id.entityClass();
        if (root == null) {
            return null;
        }
        List<Member> keys = EntityMembers.annotatedWith(root, ShardKey.class);
        if (keys.size() > 1) {
            throw new MappingException(id.entityLabel() + " has " + keys.size() + " @ShardKey attributes ("
                    + keys.stream().map(EntityMembers::attributeName).collect(Collectors.joining(", "))
                    + "): an entity has at most one shard key");
        }
        for (PersistentClass subclass : id.entity().getSubclasses()) {
            Class<?> type = subclass.getMappedClass();
            for (Member key : type == null ? List.<Member>of() : EntityMembers.annotatedWith(type, ShardKey.class)) {
                if (!key.getDeclaringClass().isAssignableFrom(root)) {
                    throw new MappingException("@ShardKey on " + key.getDeclaringClass().getSimpleName() + "."
                            + EntityMembers.attributeName(key) + " sits on a subclass of " + id.entityLabel()
                            + "; the id generator belongs to the root entity " + id.entityLabel()
                            + ", so put the shard key there");
                }
            }
        }
        return keys.isEmpty() ? null : keys.get(0);
    }

    private static Class<?> targetEntity(Member member) {
        AnnotatedElement element = EntityMembers.element(member);
        ManyToOne manyToOne = element.getAnnotation(ManyToOne.class);
        Class<?> declared = manyToOne != null ? manyToOne.targetEntity()
                : element.getAnnotation(OneToOne.class).targetEntity();
        return declared != void.class ? declared : EntityMembers.typeOf(member);
    }

    private static boolean isHashable(Class<?> type) {
        return type == Long.class || type == long.class || type == Integer.class || type == int.class
                || type == Short.class || type == short.class || type == Byte.class || type == byte.class
                || CharSequence.class.isAssignableFrom(type) || type == UUID.class || type.isEnum()
                || type == byte[].class;
    }

    @Override
    public String toString() {
        return "@ShardKey " + path + " -> " + function;
    }
}
