package io.shardflake.hibernate;

import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Id;
import java.lang.reflect.Member;
import java.util.List;
import org.hibernate.MappingException;
import org.hibernate.id.IdentifierGenerationException;
import org.hibernate.proxy.HibernateProxy;
import org.hibernate.proxy.LazyInitializer;

/**
 * Reads the id of the entity a {@code @ManyToOne}/{@code @OneToOne} shard key points to: from the proxy's lazy
 * initializer when it is an uninitialised proxy (reading its field would give null and load nothing), else from the
 * entity's id field or getter.
 */
final class AssociatedIdReader {

    private final Member idMember;
    private final MemberReader idReader;
    private final String targetLabel;

    private AssociatedIdReader(Member idMember, MemberReader idReader, String targetLabel) {
        this.idMember = idMember;
        this.idReader = idReader;
        this.targetLabel = targetLabel;
    }

    /**
     * @param target the associated entity class
     * @param shardKeyPath {@code Entity.attribute} of the shard key, for messages
     * @return a reader of the target's id
     * @throws MappingException if the target has no single {@code @Id} attribute
     */
    static AssociatedIdReader of(Class<?> target, String shardKeyPath) {
        if (!EntityMembers.annotatedWith(target, EmbeddedId.class).isEmpty()) {
            throw new MappingException("@ShardKey on " + shardKeyPath + " points to " + target.getSimpleName()
                    + ", whose id is an @EmbeddedId; a shard key needs an entity with a single id attribute");
        }
        List<Member> ids = EntityMembers.annotatedWith(target, Id.class);
        if (ids.size() != 1) {
            throw new MappingException("@ShardKey on " + shardKeyPath + " points to " + target.getSimpleName()
                    + ", which has " + ids.size() + " @Id attributes; a shard key needs exactly one");
        }
        Member id = ids.get(0);
        String path = target.getSimpleName() + "." + EntityMembers.attributeName(id);
        return new AssociatedIdReader(id, MemberReader.of(id, path), target.getSimpleName());
    }

    /** @return the target's id field or getter */
    Member idMember() {
        return idMember;
    }

    /**
     * @param entity the associated entity (or a proxy of it), not null
     * @param shardKeyPath {@code Entity.attribute} of the shard key, for messages
     * @return its id, never null
     * @throws IdentifierGenerationException if the associated entity has no id yet
     */
    Object idOf(Object entity, String shardKeyPath) {
        LazyInitializer proxy = HibernateProxy.extractLazyInitializer(entity);
        Object id = proxy != null ? proxy.getInternalIdentifier() : idReader.read(entity);
        if (id == null || (id instanceof Number number && number.longValue() == 0
                && EntityMembers.typeOf(idMember).isPrimitive())) {
            throw new IdentifierGenerationException("@ShardKey " + shardKeyPath + " points to a " + targetLabel
                    + " without an id yet: persist the " + targetLabel + " first, so that the new id can take "
                    + "its shard");
        }
        return id;
    }
}
