package io.shardflake.hibernate;

import jakarta.persistence.Entity;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.OneToOne;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Member;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Where an entity's {@link ShardKey} sits: an attribute of the entity, or an attribute of an embeddable inside it
 * (at any depth), as the chain of fields or getters that leads there from the entity.
 */
final class ShardKeyPath {

    private final String entityLabel;
    private final List<Member> members;

    /**
     * @param entityLabel the entity's simple name, for messages
     * @param members the fields or getters from the entity to the annotated one, at least one
     */
    ShardKeyPath(String entityLabel, List<Member> members) {
        this.entityLabel = entityLabel;
        this.members = List.copyOf(members);
    }

    /** @return {@code Entity.attribute} or {@code Entity.embedded.attribute} */
    String label() {
        return entityLabel + "." + relativeName();
    }

    /** @return {@code attribute} or {@code embedded.attribute} */
    String relativeName() {
        return members.stream().map(EntityMembers::attributeName).collect(Collectors.joining("."));
    }

    /** @return the label of the first {@code steps} members: {@code Entity.embedded} for 1 */
    String labelOfFirst(int steps) {
        return entityLabel + "." + members.subList(0, steps).stream().map(EntityMembers::attributeName)
                .collect(Collectors.joining("."));
    }

    List<Member> members() {
        return members;
    }

    /** @return the field or getter that carries the annotation */
    Member key() {
        return members.get(members.size() - 1);
    }

    ShardKeyMode mode() {
        return EntityMembers.element(key()).getAnnotation(ShardKey.class).mode();
    }

    /** @return the declared type of the annotated attribute */
    Class<?> type() {
        return EntityMembers.typeOf(key());
    }

    /** @return whether the key is a {@code @ManyToOne}/{@code @OneToOne}, or otherwise typed as an entity */
    boolean isAssociation() {
        AnnotatedElement element = EntityMembers.element(key());
        return element.isAnnotationPresent(ManyToOne.class) || element.isAnnotationPresent(OneToOne.class)
                || type().isAnnotationPresent(Entity.class);
    }

    /** @return the entity class an association key points to: its {@code targetEntity}, or its declared type */
    Class<?> targetEntity() {
        AnnotatedElement element = EntityMembers.element(key());
        ManyToOne manyToOne = element.getAnnotation(ManyToOne.class);
        OneToOne oneToOne = element.getAnnotation(OneToOne.class);
        Class<?> declared = manyToOne != null ? manyToOne.targetEntity()
                : oneToOne != null ? oneToOne.targetEntity() : void.class;
        return declared != void.class ? declared : type();
    }

    /** @return the class that declares the first member: the entity class or one of its superclasses */
    Class<?> declaredIn() {
        return members.get(0).getDeclaringClass();
    }

    @Override
    public String toString() {
        return label();
    }
}
