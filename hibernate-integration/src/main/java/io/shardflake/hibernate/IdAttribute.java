package io.shardflake.hibernate;

import org.hibernate.MappingException;
import org.hibernate.generator.GeneratorCreationContext;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.mapping.Property;
import org.jspecify.annotations.Nullable;

/**
 * The id attribute a generator is made for, as Hibernate describes it at boot.
 *
 * @param entity the entity (the root of its hierarchy)
 * @param entityClass its Java class
 * @param name the id attribute's name
 * @param type the attribute's Java type, boxed ({@code long} reads as {@code Long}), as Hibernate reports it
 */
record IdAttribute(PersistentClass entity, @Nullable Class<?> entityClass, String name, Class<?> type) {

    static IdAttribute of(GeneratorCreationContext context) {
        PersistentClass entity = context.getPersistentClass();
        Property property = context.getProperty();
        if (entity == null || property == null) {
            throw new MappingException("Shardflake id generators work on the single id attribute of an entity; "
                    + "this one was asked for " + (entity == null ? "something that is not an entity"
                    : entity.getEntityName() + ", which has no single id attribute"));
        }
        // The property's type, not the context's: Hibernate 6.6's context has no getType().
        return new IdAttribute(entity, entity.getMappedClass(), property.getName(),
                property.getType().getReturnedClass());
    }

    /** @return {@code Entity.attribute}, as the user wrote it */
    String path() {
        return entityLabel() + "." + name;
    }

    String entityLabel() {
        return entityClass != null ? entityClass.getSimpleName() : entity.getEntityName();
    }
}
