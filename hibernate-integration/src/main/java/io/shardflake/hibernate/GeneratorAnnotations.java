package io.shardflake.hibernate;

import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.TableGenerator;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Method;
import java.util.Optional;
import org.hibernate.annotations.IdGeneratorType;
import org.hibernate.generator.Generator;
import org.hibernate.id.enhanced.SequenceStyleGenerator;
import org.jspecify.annotations.Nullable;

/**
 * Reads Hibernate's and JPA's generator annotations from a member, class or package by reflection, the way
 * Hibernate reads them when it chooses an id's generator.
 */
final class GeneratorAnnotations {

    private static final String GENERIC_GENERATOR = "org.hibernate.annotations.GenericGenerator";
    private static final String GENERIC_GENERATORS = "org.hibernate.annotations.GenericGenerators";

    private GeneratorAnnotations() {
    }

    /**
     * @param element an id member, a class or a package
     * @return its first annotation whose type is meta-annotated with {@link IdGeneratorType} (such as
     *     {@link SnowflakeId}, or an application's own), or null
     */
    static @Nullable Annotation idGeneratorAnnotation(AnnotatedElement element) {
        for (Annotation annotation : element.getAnnotations()) {
            if (annotation.annotationType().isAnnotationPresent(IdGeneratorType.class)) {
                return annotation;
            }
        }
        return null;
    }

    /** @return the generator class named by the {@link IdGeneratorType} on the annotation's type */
    static Class<? extends Generator> generatorOf(Annotation idGeneratorAnnotation) {
        return idGeneratorAnnotation.annotationType().getAnnotation(IdGeneratorType.class).value();
    }

    /**
     * @param element an id member, a class or a package
     * @param name a name given to {@code @GeneratedValue(generator = ...)}
     * @return the class name of the generator declared there under that name by a {@code @GenericGenerator} (its
     *     {@code type}, or else its {@code strategy}), a {@code @SequenceGenerator} or a {@code @TableGenerator}
     */
    static Optional<String> generatorNamed(AnnotatedElement element, String name) {
        for (SequenceGenerator sequence : element.getAnnotationsByType(SequenceGenerator.class)) {
            if (sequence.name().equals(name)) {
                return Optional.of(SequenceStyleGenerator.class.getName());
            }
        }
        for (TableGenerator table : element.getAnnotationsByType(TableGenerator.class)) {
            if (table.name().equals(name)) {
                return Optional.of(org.hibernate.id.enhanced.TableGenerator.class.getName());
            }
        }
        for (Annotation annotation : element.getAnnotations()) {
            String type = annotation.annotationType().getName();
            if (type.equals(GENERIC_GENERATOR) && name.equals(member(annotation, "name"))) {
                return Optional.of(genericGeneratorClass(annotation));
            }
            if (type.equals(GENERIC_GENERATORS) && member(annotation, "value") instanceof Annotation[] all) {
                for (Annotation each : all) {
                    if (name.equals(member(each, "name"))) {
                        return Optional.of(genericGeneratorClass(each));
                    }
                }
            }
        }
        return Optional.empty();
    }

    /**
     * {@code @GenericGenerator} is read reflectively, by the annotation's name: Hibernate 8 drops {@code name()} and
     * {@code strategy()} (and 7 deprecates the annotation for removal), and a compiled call to them would fail
     * there with {@code NoSuchMethodError}. Without {@code name()} nothing is named this way.
     */
    private static String genericGeneratorClass(Annotation genericGenerator) {
        Object type = member(genericGenerator, "type");
        if (type instanceof Class<?> declared && declared != Generator.class) {
            return declared.getName();
        }
        return String.valueOf(member(genericGenerator, "strategy"));
    }

    private static @Nullable Object member(Annotation annotation, String member) {
        try {
            Method method = annotation.annotationType().getMethod(member);
            return method.invoke(annotation);
        } catch (ReflectiveOperationException absent) {
            return null;
        }
    }
}
