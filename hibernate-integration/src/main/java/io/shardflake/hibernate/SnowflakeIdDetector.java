package io.shardflake.hibernate;

import jakarta.persistence.GeneratedValue;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Member;
import java.lang.reflect.Method;

/**
 * Tells, from an entity's annotations, whether its id is made by {@link SnowflakeIdGenerator}: what
 * {@link ShardKeyMode#AUTO} needs to know about the target of an association. Done at boot from the class, because
 * the other entity's generator does not exist yet while this one is made.
 *
 * <p>Recognised: {@link SnowflakeId} on the id; {@code @GeneratedValue} with {@link SnowflakeId} on the class that
 * declares the id or its package; {@code @GeneratedValue(generator = "snowflake")}; and
 * {@code @GeneratedValue(generator = "x")} with a {@code @GenericGenerator(name = "x", type =
 * SnowflakeIdGenerator.class)} on the id, its class or package. An id made some other way (an XML mapping, a
 * generator of the application's own) is not recognised: say {@link ShardKeyMode#SHARD_OF_ID} then.
 */
final class SnowflakeIdDetector {

    private static final String GENERIC_GENERATOR = "org.hibernate.annotations.GenericGenerator";
    private static final String GENERIC_GENERATORS = "org.hibernate.annotations.GenericGenerators";

    private SnowflakeIdDetector() {
    }

    static boolean isSnowflakeId(Member idMember) {
        AnnotatedElement id = EntityMembers.element(idMember);
        if (id.isAnnotationPresent(SnowflakeId.class)) {
            return true;
        }
        GeneratedValue generatedValue = id.getAnnotation(GeneratedValue.class);
        if (generatedValue == null) {
            return false;
        }
        Class<?> declaring = idMember.getDeclaringClass();
        Package pkg = declaring.getPackage();
        String name = generatedValue.generator();
        if (name.isEmpty()) {
            return declaring.isAnnotationPresent(SnowflakeId.class)
                    || (pkg != null && pkg.isAnnotationPresent(SnowflakeId.class));
        }
        if (declaresSnowflake(id, name) || declaresSnowflake(declaring, name)
                || (pkg != null && declaresSnowflake(pkg, name))) {
            return true;
        }
        return name.equals(ShardflakeGeneratorNames.SNOWFLAKE);
    }

    /**
     * Whether a {@code @GenericGenerator(name = name)} on the element names {@link SnowflakeIdGenerator}. Read
     * reflectively, by the annotation's name: Hibernate 8 drops {@code name()} and {@code strategy()} (and 7
     * deprecates the annotation for removal), and a compiled call to them would fail there with
     * {@code NoSuchMethodError}. Without {@code name()} nothing is named this way, so the answer is no.
     */
    private static boolean declaresSnowflake(AnnotatedElement element, String name) {
        for (Annotation annotation : element.getAnnotations()) {
            String type = annotation.annotationType().getName();
            if (type.equals(GENERIC_GENERATOR) && declaresSnowflake(annotation, name)) {
                return true;
            }
            if (type.equals(GENERIC_GENERATORS)) {
                for (Annotation each : (Annotation[]) member(annotation, "value")) {
                    if (declaresSnowflake(each, name)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static boolean declaresSnowflake(Annotation generator, String name) {
        if (!name.equals(member(generator, "name"))) {
            return false;
        }
        return member(generator, "type") == SnowflakeIdGenerator.class
                || SnowflakeIdGenerator.class.getName().equals(member(generator, "strategy"));
    }

    private static Object member(Annotation annotation, String member) {
        try {
            Method method = annotation.annotationType().getMethod(member);
            return method.invoke(annotation);
        } catch (ReflectiveOperationException absent) {
            return null;
        }
    }
}
