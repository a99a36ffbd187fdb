package io.shardflake.hibernate;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;

/**
 * The attribute whose value decides the shard of the entity's new {@link SnowflakeId}: co-location, so that rows
 * that are read together live on one shard.
 *
 * <pre>{@code
 * @Entity class Order {
 *     @Id @SnowflakeId Long id;
 *     @ManyToOne @ShardKey Customer customer;       // AUTO: the order's id takes the customer id's shard
 * }
 * @Entity class Visit {
 *     @Id @SnowflakeId Long id;
 *     @ShardKey(mode = HASH) String tenant;         // hash(tenant) mod shard count
 * }
 * @Entity class Shipment {
 *     @Id @SnowflakeId Long id;
 *     @Embedded Address address;                    // Address has @ShardKey(mode = HASH) String country
 * }
 * }</pre>
 *
 * <p>At most one per entity: on the entity class or one of its superclasses (the class hierarchy's root entity
 * for inheritance), or inside an embedded attribute at any depth (then it is read through the embeddables), and
 * only with a layout that has a shard field; anything else fails at boot with a
 * {@link org.hibernate.MappingException}, and so do a key in an element collection, a key on an entity whose id
 * is not a {@link SnowflakeId}, and an {@link ShardKeyMode#AUTO} that cannot be decided (see there). The value must
 * be set when the entity is persisted: a null key, a null embeddable holding it, or an associated entity whose id
 * is not made yet, fails the insert rather than falling back to some shard.
 */
@Documented
@Retention(RUNTIME)
@Target({FIELD, METHOD})
public @interface ShardKey {

    /** @return how the value becomes a shard; {@link ShardKeyMode#AUTO} by default */
    ShardKeyMode mode() default ShardKeyMode.AUTO;
}
