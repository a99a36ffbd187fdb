package io.shardflake.spring.data;

import jakarta.persistence.MappedSuperclass;
import jakarta.persistence.PostLoad;
import jakarta.persistence.PostPersist;
import jakarta.persistence.Transient;
import org.springframework.data.domain.Persistable;

/**
 * A JPA entity that is new until it is persisted or loaded, whatever its id: the base for entities whose Shardflake
 * id the application assigns before {@code save()}, for example {@code generator.nextId(shard)} to choose the row's
 * shard before the transaction opens.
 *
 * <p>Spring Data JPA's {@code save()} asks {@link #isNew()}. By default it decides from the id (and a non-primitive
 * {@code @Version}, if there is one): an entity whose id is already set counts as existing, and is merged, which
 * costs a SELECT by primary key before the INSERT and returns a copy instead of the object saved. Implementing
 * {@link Persistable} is what Spring Data's reference documentation recommends for assigned ids; this class is that,
 * with the flag kept by JPA's own lifecycle callbacks.
 *
 * <pre>{@code
 * import io.shardflake.spring.data.AssignedIdPersistable;
 * import jakarta.persistence.Entity;
 * import jakarta.persistence.Id;
 *
 * @Entity
 * public class Order extends AssignedIdPersistable<Long> {
 *
 *     @Id
 *     private Long id;
 *
 *     protected Order() {
 *     }
 *
 *     public Order(long id) {
 *         this.id = id;
 *     }
 *
 *     @Override
 *     public Long getId() {
 *         return id;
 *     }
 * }
 *
 * orders.save(new Order(generator.nextId(shard)));   // one INSERT, no SELECT; returns the same object
 * }</pre>
 *
 * <p>An entity that is new here but whose row exists already fails on the primary key at flush instead of being
 * overwritten. The id may also carry Hibernate's {@code @SnowflakeId}, which fills it when it is left null. (A JSON
 * writer that serializes the entity itself sees {@code isNew()} as a property {@code new}, as with Spring Data's own
 * {@code AbstractPersistable}.)
 *
 * @param <ID> the id type
 */
@MappedSuperclass
public abstract class AssignedIdPersistable<ID> implements Persistable<ID> {

    @Transient
    private boolean isNew = true;

    /** For subclasses. */
    protected AssignedIdPersistable() {
    }

    /**
     * Transient as a JPA property too, for subclasses that map by property access (the id on its getter).
     *
     * @return true until the entity has been persisted; false once it has been, or when it was loaded
     */
    @Override
    @Transient
    public boolean isNew() {
        return isNew;
    }

    /** Persisted, or read from the database: from now on {@code save()} merges. */
    @PostPersist
    @PostLoad
    void markNotNew() {
        this.isNew = false;
    }
}
