package io.shardflake.spring.data;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.codec.Crockford32Codec;
import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.uuid.UuidGenerator;
import io.shardflake.uuid.UuidV1Generator;
import io.shardflake.uuid.UuidV6Generator;
import io.shardflake.uuid.UuidV7Generator;
import java.util.UUID;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.data.mapping.PersistentPropertyAccessor;
import org.springframework.data.relational.core.mapping.RelationalPersistentEntity;
import org.springframework.data.relational.core.mapping.RelationalPersistentProperty;

/**
 * How one aggregate type gets its id: which generator, turned into the id property's Java type. Resolved once per
 * type; {@link #NONE} for aggregates that ask for no Shardflake id.
 */
final class IdAssignment {

    /** The aggregate has neither {@link SnowflakeId} nor {@link ShardflakeUuid}: its id is left alone. */
    static final IdAssignment NONE = new IdAssignment(null, null, null);

    private static final String SNOWFLAKE_TYPES = "Long, long or String (13 characters of Crockford base32)";
    private static final String UUID_TYPES = "UUID or String (36 characters)";

    private final @Nullable RelationalPersistentEntity<?> entity;
    private final @Nullable RelationalPersistentProperty id;
    private final @Nullable Supplier<Object> nextId;

    private IdAssignment(@Nullable RelationalPersistentEntity<?> entity, @Nullable RelationalPersistentProperty id,
            @Nullable Supplier<Object> nextId) {
        this.entity = entity;
        this.id = id;
        this.nextId = nextId;
    }

    /**
     * @param entity the aggregate's mapping
     * @param beans where the generator beans are
     * @return the assignment the aggregate's annotations ask for, or {@link #NONE}
     * @throws InvalidConfigurationException naming {@code Aggregate.id} if the annotations cannot be honoured: no
     *     id property, both annotations, or an id type the kind cannot be written as
     */
    static IdAssignment of(RelationalPersistentEntity<?> entity, BeanFactory beans) {
        RelationalPersistentProperty id = entity.getIdProperty();
        SnowflakeId snowflake = find(entity, id, SnowflakeId.class);
        ShardflakeUuid uuid = find(entity, id, ShardflakeUuid.class);
        if (snowflake == null && uuid == null) {
            return NONE;
        }
        String where = entity.getType().getSimpleName() + (id == null ? "" : "." + id.getName());
        String asked = snowflake != null ? "@SnowflakeId" : "@ShardflakeUuid";
        if (id == null) {
            throw new InvalidConfigurationException(where, asked + " on an aggregate without an @Id property",
                    "an aggregate with an @Id property (org.springframework.data.annotation.Id)");
        }
        if (snowflake != null && uuid != null) {
            throw new InvalidConfigurationException(where, "@SnowflakeId and @ShardflakeUuid",
                    "one of them: they make different kinds of id");
        }
        Class<?> type = id.getType();
        Supplier<Object> next = snowflake != null ? snowflake(beans, type, where)
                : uuid(beans, uuid.kind(), type, where);
        return new IdAssignment(entity, id, next);
    }

    private static Supplier<Object> snowflake(BeanFactory beans, Class<?> type, String where) {
        if (type != Long.class && type != long.class && type != String.class) {
            throw new InvalidConfigurationException(where, "@SnowflakeId on a " + type.getName() + " id",
                    SNOWFLAKE_TYPES + "; for a UUID, @ShardflakeUuid");
        }
        SnowflakeGenerator generator = beans.getBean(SnowflakeGenerator.class);
        if (type == String.class) {
            return () -> Crockford32Codec.INSTANCE.encode(generator.nextId());
        }
        return generator::nextId;
    }

    private static Supplier<Object> uuid(BeanFactory beans, UuidKind kind, Class<?> type, String where) {
        if (type != UUID.class && type != String.class) {
            throw new InvalidConfigurationException(where, "@ShardflakeUuid on a " + type.getName() + " id",
                    UUID_TYPES + "; for a 64-bit number, @SnowflakeId");
        }
        Supplier<UUID> uuids = uuids(beans, kind);
        if (type == String.class) {
            return () -> uuids.get().toString();
        }
        return uuids::get;
    }

    private static Supplier<UUID> uuids(BeanFactory beans, UuidKind kind) {
        if (kind == UuidKind.LOCALITY) {
            LocalityUuidGenerator locality = beans.getBean(LocalityUuidGenerator.class);
            return () -> locality.next().toUuid();
        }
        UuidGenerator generator = switch (kind) {
            case V7 -> beans.getBean(UuidV7Generator.class);
            case V6 -> beans.getBean(UuidV6Generator.class);
            case V1 -> beans.getBean(UuidV1Generator.class);
            case LOCALITY -> throw new IllegalStateException("handled above");
        };
        return generator::next;
    }

    /** The annotation on the id property (field or accessor) wins over the one on the class. */
    private static <A extends java.lang.annotation.Annotation> @Nullable A find(RelationalPersistentEntity<?> entity,
            @Nullable RelationalPersistentProperty id, Class<A> annotation) {
        A onId = id == null ? null : id.findAnnotation(annotation);
        return onId != null ? onId : entity.findAnnotation(annotation);
    }

    /**
     * @param aggregate an aggregate of this assignment's type, about to be converted for insert or update
     * @param <T> its type
     * @return the aggregate with a new id if its id was null (or a primitive 0), else the aggregate as it was; an
     *     immutable aggregate comes back as a new instance
     */
    <T> T assign(T aggregate) {
        if (nextId == null) {
            return aggregate;
        }
        PersistentPropertyAccessor<T> accessor = entity.getPropertyAccessor(aggregate);
        Object current = accessor.getProperty(id);
        if (current != null && !(current instanceof Number number && number.longValue() == 0)) {
            return aggregate;
        }
        accessor.setProperty(id, nextId.get());
        return accessor.getBean();
    }
}
