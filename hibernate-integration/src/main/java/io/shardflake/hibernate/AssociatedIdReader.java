package io.shardflake.hibernate;

import org.hibernate.id.IdentifierGenerationException;
import org.hibernate.metamodel.mapping.EntityIdentifierMapping;

/**
 * Reads the id of the entity a {@code @ManyToOne}/{@code @OneToOne} shard key points to, through Hibernate's own
 * mapping of that entity's id: an uninitialised proxy gives its id without loading, and an id mapped in
 * {@code orm.xml} is read as well as an annotated one.
 */
final class AssociatedIdReader {

    private final EntityIdentifierMapping id;
    private final String targetLabel;

    /**
     * @param id the associated entity's id mapping
     * @param targetLabel the associated entity's name, for messages
     */
    AssociatedIdReader(EntityIdentifierMapping id, String targetLabel) {
        this.id = id;
        this.targetLabel = targetLabel;
    }

    /**
     * @param entity the associated entity (or a proxy of it), not null
     * @param shardKeyPath {@code Entity.attribute} of the shard key, for messages
     * @return its id, never null
     * @throws IdentifierGenerationException if the associated entity has no id yet
     */
    Object idOf(Object entity, String shardKeyPath) {
        Object value = id.getIdentifier(entity);
        // A primitive id reads 0 before it is made; Hibernate's unsaved-value knows which value means "none yet".
        if (value == null || Boolean.TRUE.equals(id.getUnsavedStrategy().isUnsaved(value))) {
            throw new IdentifierGenerationException("@ShardKey " + shardKeyPath + " points to a " + targetLabel
                    + " without an id yet: persist the " + targetLabel + " first, so that the new id can take "
                    + "its shard");
        }
        return value;
    }
}
