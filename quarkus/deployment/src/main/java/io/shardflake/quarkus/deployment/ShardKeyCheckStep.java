package io.shardflake.quarkus.deployment;

import io.quarkus.arc.deployment.ValidationPhaseBuildItem.ValidationErrorBuildItem;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.builditem.CombinedIndexBuildItem;
import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.ShardKeyRefusals;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Embeddable;
import jakarta.persistence.Embedded;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.Transient;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hibernate.MappingException;
import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.AnnotationTarget;
import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.DotName;
import org.jboss.jandex.IndexView;
import org.jboss.jandex.Type;

/**
 * Checks where the application's {@link ShardKey}s sit, from its index when it is built, so that a key no shard can
 * be read from fails the build, not the startup, with the Hibernate module's words ({@link ShardKeyRefusals}): more
 * than one key on an entity, a key on a subclass of an entity hierarchy, a key inside an element collection. Keys
 * are found as the Hibernate module finds them: on the entity's fields and getters and its superclasses', and inside
 * its embedded attributes at any depth.
 */
class ShardKeyCheckStep {

    private static final DotName SHARD_KEY = DotName.createSimple(ShardKey.class);
    private static final DotName ENTITY = DotName.createSimple(Entity.class);
    private static final DotName EMBEDDABLE = DotName.createSimple(Embeddable.class);
    private static final DotName EMBEDDED = DotName.createSimple(Embedded.class);
    private static final DotName EMBEDDED_ID = DotName.createSimple(EmbeddedId.class);
    private static final DotName ELEMENT_COLLECTION = DotName.createSimple(ElementCollection.class);
    private static final DotName TRANSIENT = DotName.createSimple(Transient.class);
    private static final int BRIDGE = 0x0040;

    /**
     * @param index the application's classes
     * @param errors where each refusal goes: a {@link MappingException} naming {@code Entity.attribute}, which fails
     *     the build
     */
    @BuildStep
    void checkShardKeys(CombinedIndexBuildItem index, BuildProducer<ValidationErrorBuildItem> errors) {
        IndexView view = index.getIndex();
        for (AnnotationInstance entity : view.getAnnotations(ENTITY)) {
            if (entity.target().kind() == AnnotationTarget.Kind.CLASS) {
                try {
                    check(view, entity.target().asClass());
                } catch (MappingException e) {
                    errors.produce(new ValidationErrorBuildItem(e));
                }
            }
        }
    }

    private static void check(IndexView index, ClassInfo entity) {
        ClassInfo root = entity;
        for (ClassInfo c = superclass(index, entity); c != null; c = superclass(index, c)) {
            if (c.hasDeclaredAnnotation(ENTITY)) {
                root = c;
            }
        }
        Map<String, Key> found = new LinkedHashMap<>();
        collect(index, entity, entity.simpleName(), null, "", new HashSet<>(), found);
        if (root == entity) {
            if (found.size() > 1) {
                throw ShardKeyRefusals.moreThanOne(found.values().stream().map(Key::label).toList());
            }
            return;
        }
        Set<DotName> rootAndAbove = new HashSet<>();
        for (ClassInfo c = root; c != null; c = superclass(index, c)) {
            rootAndAbove.add(c.name());
        }
        for (Key key : found.values()) {
            if (!rootAndAbove.contains(key.declaredIn().name())) {
                throw ShardKeyRefusals.onSubclass(key.declaredIn().simpleName() + "." + key.path(), root.simpleName());
            }
        }
    }

    /**
     * @param declaredIn the class declaring the path's first member, null while on the entity itself
     * @param prefix the path to {@code type} from the entity, empty on the entity itself
     */
    private static void collect(IndexView index, ClassInfo type, String entityLabel, ClassInfo declaredIn,
            String prefix, Set<DotName> open, Map<String, Key> found) {
        // JPA forbids an embeddable that contains itself; stopping there keeps the search finite anyway.
        if (!open.add(type.name())) {
            return;
        }
        for (ClassInfo c = type; c != null; c = superclass(index, c)) {
            for (Attribute attribute : attributesOf(c)) {
                if (attribute.target().hasDeclaredAnnotation(TRANSIENT)) {
                    continue;
                }
                String path = prefix.isEmpty() ? attribute.name() : prefix + "." + attribute.name();
                ClassInfo first = declaredIn != null ? declaredIn : c;
                ClassInfo valueClass = attribute.type().kind() == Type.Kind.CLASS
                        ? index.getClassByName(attribute.type().name()) : null;
                if (attribute.target().hasDeclaredAnnotation(SHARD_KEY)) {
                    // A field and its getter both lead to the same key; keep one.
                    found.putIfAbsent(path, new Key(entityLabel, first, path));
                } else if (valueClass != null && (attribute.target().hasDeclaredAnnotation(EMBEDDED)
                        || attribute.target().hasDeclaredAnnotation(EMBEDDED_ID)
                        || valueClass.hasDeclaredAnnotation(EMBEDDABLE))) {
                    collect(index, valueClass, entityLabel, first, path, open, found);
                } else if (attribute.target().hasDeclaredAnnotation(ELEMENT_COLLECTION)) {
                    refuseKeysInside(index, attribute.type(), entityLabel, first, path, open);
                }
            }
        }
        open.remove(type.name());
    }

    private static void refuseKeysInside(IndexView index, Type collection, String entityLabel, ClassInfo declaredIn,
            String path, Set<DotName> open) {
        if (collection.kind() != Type.Kind.PARAMETERIZED_TYPE) {
            return;
        }
        List<Type> arguments = collection.asParameterizedType().arguments();
        ClassInfo element = index.getClassByName(arguments.get(arguments.size() - 1).name());
        if (element == null || !element.hasDeclaredAnnotation(EMBEDDABLE)) {
            return;
        }
        Map<String, Key> inside = new LinkedHashMap<>();
        collect(index, element, entityLabel, declaredIn, path, open, inside);
        if (!inside.isEmpty()) {
            throw ShardKeyRefusals.inElementCollection(inside.values().iterator().next().label(),
                    entityLabel + "." + path);
        }
    }

    /** The instance fields and getters of one class, as the Hibernate module reads them. */
    private static List<Attribute> attributesOf(ClassInfo type) {
        List<Attribute> attributes = new ArrayList<>();
        type.fieldsInDeclarationOrder().stream().filter(f -> !Modifier.isStatic(f.flags()) && !f.isSynthetic())
                .forEach(f -> attributes.add(new Attribute(f, f.name(), f.type())));
        type.methodsInDeclarationOrder().stream()
                .filter(m -> !Modifier.isStatic(m.flags()) && !m.isSynthetic() && (m.flags() & BRIDGE) == 0
                        && m.parametersCount() == 0 && m.returnType().kind() != Type.Kind.VOID
                        && (m.name().startsWith("get") || m.name().startsWith("is")))
                .forEach(m -> attributes.add(new Attribute(m, MappingCheckStep.propertyOf(m.name()), m.returnType())));
        return attributes;
    }

    private static ClassInfo superclass(IndexView index, ClassInfo type) {
        DotName name = type.superName();
        return name == null || name.equals(DotName.OBJECT_NAME) ? null : index.getClassByName(name);
    }

    /** A field or getter, by its attribute name and value type. */
    private record Attribute(AnnotationTarget target, String name, Type type) {
    }

    /**
     * @param entityLabel the entity's simple name
     * @param declaredIn the class declaring the first member of the path
     * @param path {@code attribute} or {@code embedded.attribute}
     */
    private record Key(String entityLabel, ClassInfo declaredIn, String path) {

        String label() {
            return entityLabel + "." + path;
        }
    }
}
