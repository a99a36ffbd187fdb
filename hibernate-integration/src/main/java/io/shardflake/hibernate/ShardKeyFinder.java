package io.shardflake.hibernate;

import jakarta.persistence.ElementCollection;
import jakarta.persistence.Embeddable;
import jakarta.persistence.Embedded;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Transient;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hibernate.MappingException;
import org.hibernate.mapping.PersistentClass;
import org.jspecify.annotations.Nullable;

/**
 * Finds the {@link ShardKey}s of an entity class: on its attributes and its superclasses' (mapped superclasses
 * included), and inside its embedded attributes at any depth ({@code @Embedded}, {@code @EmbeddedId}, or an
 * attribute whose type is {@code @Embeddable}). A shard key inside an element collection is refused: a collection
 * holds many values and an entity has one shard.
 */
final class ShardKeyFinder {

    private ShardKeyFinder() {
    }

    /**
     * @param id the id attribute whose generator is being made
     * @return the entity's one shard key, or null if it has none
     * @throws MappingException if it has more than one, one sits on a subclass of the hierarchy (the generator
     *     belongs to the root entity and is made from it), or one sits in an element collection
     */
    static @Nullable ShardKeyPath ofEntity(IdAttribute id) {
        Class<?> root = id.entityClass();
        if (root == null) {
            return null;
        }
        List<ShardKeyPath> keys = in(root, id.entityLabel());
        if (keys.size() > 1) {
            throw ShardKeyRefusals.moreThanOne(keys.stream().map(ShardKeyPath::label).toList());
        }
        for (PersistentClass subclass : id.entity().getSubclasses()) {
            Class<?> type = subclass.getMappedClass();
            for (ShardKeyPath key : type == null ? List.<ShardKeyPath>of() : in(type, type.getSimpleName())) {
                if (!key.declaredIn().isAssignableFrom(root)) {
                    throw ShardKeyRefusals.onSubclass(key.declaredIn().getSimpleName() + "." + key.relativeName(),
                            id.entityLabel());
                }
            }
        }
        return keys.isEmpty() ? null : keys.get(0);
    }

    /**
     * @param type an entity class
     * @param entityLabel its name in messages
     * @return its shard keys, the class's own attributes first
     * @throws MappingException if one sits in an element collection
     */
    static List<ShardKeyPath> in(Class<?> type, String entityLabel) {
        Map<String, ShardKeyPath> found = new LinkedHashMap<>();
        collect(type, entityLabel, List.of(), new HashSet<>(), found);
        return List.copyOf(found.values());
    }

    private static void collect(Class<?> type, String entityLabel, List<Member> prefix, Set<Class<?>> open,
            Map<String, ShardKeyPath> found) {
        // JPA forbids an embeddable that contains itself; stopping there keeps the search finite anyway.
        if (!open.add(type)) {
            return;
        }
        for (Member member : EntityMembers.declaredBy(type)) {
            AnnotatedElement element = EntityMembers.element(member);
            if (element.isAnnotationPresent(Transient.class)) {
                continue;
            }
            List<Member> path = append(prefix, member);
            if (element.isAnnotationPresent(ShardKey.class)) {
                ShardKeyPath key = new ShardKeyPath(entityLabel, path);
                // A field and its getter both lead to the same key; keep one.
                found.putIfAbsent(key.relativeName(), key);
            } else if (isEmbedded(member)) {
                collect(EntityMembers.typeOf(member), entityLabel, path, open, found);
            } else if (element.isAnnotationPresent(ElementCollection.class)) {
                refuseKeysInside(member, entityLabel, path, open);
            }
        }
        open.remove(type);
    }

    private static void refuseKeysInside(Member collection, String entityLabel, List<Member> path,
            Set<Class<?>> open) {
        Class<?> element = elementType(collection);
        if (element == null || !element.isAnnotationPresent(Embeddable.class)) {
            return;
        }
        Map<String, ShardKeyPath> inside = new LinkedHashMap<>();
        collect(element, entityLabel, path, open, inside);
        if (!inside.isEmpty()) {
            ShardKeyPath key = inside.values().iterator().next();
            throw ShardKeyRefusals.inElementCollection(key.label(), key.labelOfFirst(path.size()));
        }
    }

    private static boolean isEmbedded(Member member) {
        AnnotatedElement element = EntityMembers.element(member);
        return element.isAnnotationPresent(Embedded.class) || element.isAnnotationPresent(EmbeddedId.class)
                || EntityMembers.typeOf(member).isAnnotationPresent(Embeddable.class);
    }

    /** @return the element class of a {@code Collection<E>}, or the value class of a {@code Map<K, V>}, or null */
    private static @Nullable Class<?> elementType(Member collection) {
        Type generic = collection instanceof Field field ? field.getGenericType()
                : ((Method) collection).getGenericReturnType();
        if (generic instanceof ParameterizedType parameterized) {
            Type[] arguments = parameterized.getActualTypeArguments();
            Type last = arguments[arguments.length - 1];
            return last instanceof Class<?> type ? type : null;
        }
        return null;
    }

    private static List<Member> append(List<Member> prefix, Member member) {
        List<Member> path = new ArrayList<>(prefix);
        path.add(member);
        return path;
    }
}
