package io.shardflake.spring.jackson;

import io.shardflake.hibernate.SnowflakeId;
import io.shardflake.hibernate.SnowflakeIdGenerator;
import java.lang.annotation.Annotation;
import org.hibernate.annotations.IdGeneratorType;
import org.springframework.util.ClassUtils;
import tools.jackson.databind.introspect.Annotated;
import tools.jackson.databind.introspect.AnnotatedMember;

/**
 * Tells, from a property's annotations, whether it holds 64-bit Shardflake ids, every way Hibernate can be asked
 * for them: {@link SnowflakeId} on the property, an application annotation meta-annotated with
 * {@code @IdGeneratorType(SnowflakeIdGenerator.class)}, {@code @GeneratedValue(generator = "snowflake")}, or
 * {@code @Id @GeneratedValue} in a class annotated with {@link SnowflakeId}.
 */
final class SnowflakeIdMapping {

    private static final boolean JPA = ClassUtils.isPresent("jakarta.persistence.GeneratedValue",
            SnowflakeIdMapping.class.getClassLoader());
    private static final boolean HIBERNATE = ClassUtils.isPresent("org.hibernate.annotations.IdGeneratorType",
            SnowflakeIdMapping.class.getClassLoader());

    private SnowflakeIdMapping() {
    }

    static boolean holdsSnowflakeId(Annotated annotated) {
        if (annotated.hasAnnotation(SnowflakeId.class)) {
            return true;
        }
        if (HIBERNATE && annotated.annotations().anyMatch(ComposedAnnotation::isSnowflakeId)) {
            return true;
        }
        return JPA && JpaGeneratedId.isSnowflake(annotated);
    }

    /** Kept apart so that an application without Hibernate never loads its annotation types. */
    private static final class ComposedAnnotation {

        static boolean isSnowflakeId(Annotation annotation) {
            IdGeneratorType type = annotation.annotationType().getAnnotation(IdGeneratorType.class);
            return type != null && SnowflakeIdGenerator.class.isAssignableFrom(type.value());
        }
    }

    /** Kept apart so that an application without JPA never loads its annotation types. */
    private static final class JpaGeneratedId {

        static boolean isSnowflake(Annotated annotated) {
            jakarta.persistence.GeneratedValue generated = annotated.getAnnotation(
                    jakarta.persistence.GeneratedValue.class);
            if (generated == null || !annotated.hasAnnotation(jakarta.persistence.Id.class)) {
                return false;
            }
            if ("snowflake".equals(generated.generator())) {
                return true;
            }
            return generated.generator().isEmpty() && annotated instanceof AnnotatedMember member
                    && member.getDeclaringClass().isAnnotationPresent(SnowflakeId.class);
        }
    }
}
