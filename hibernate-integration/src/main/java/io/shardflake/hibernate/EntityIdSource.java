package io.shardflake.hibernate;

/**
 * Makes the id of one entity type, already in the attribute's Java type: the generators compose one at boot from
 * a core generator, the shard key (if any) and the conversion, so that making an id is one call.
 */
@FunctionalInterface
interface EntityIdSource {

    /**
     * @param entity the entity being inserted
     * @return its new id
     */
    Object next(Object entity);
}
