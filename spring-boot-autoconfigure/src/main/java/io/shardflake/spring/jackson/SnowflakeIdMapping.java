package io.shardflake.spring.jackson;

import io.shardflake.hibernate.SnowflakeId;
import io.shardflake.hibernate.SnowflakeIdGenerator;
import io.shardflake.spring.publicid.PublicIdField;
import java.lang.annotation.Annotation;
import java.util.List;
import org.hibernate.annotations.IdGeneratorType;
import org.jspecify.annotations.Nullable;
import org.springframework.util.ClassUtils;

/**
 * Tells, from a property's annotations, whether it holds 64-bit Shardflake ids, every way Hibernate can be asked
 * for them: {@link SnowflakeId} on the property, an application annotation meta-annotated with
 * {@code @IdGeneratorType(SnowflakeIdGenerator.class)}, {@code @GeneratedValue(generator = "snowflake")}, or
 * {@code @Id @GeneratedValue} in a class annotated with {@link SnowflakeId}; unless it is also marked
 * {@code @PublicId}, which the public-id modules write instead. In no Jackson version's types: Jackson 3's
 * introspector here and Jackson 2's (shardflake-spring-boot-3-autoconfigure) both ask it.
 */
public final class SnowflakeIdMapping {

    private static final boolean JPA = ClassUtils.isPresent("jakarta.persistence.GeneratedValue",
            SnowflakeIdMapping.class.getClassLoader());
    private static final boolean HIBERNATE = ClassUtils.isPresent("org.hibernate.annotations.IdGeneratorType",
            SnowflakeIdMapping.class.getClassLoader());

    private SnowflakeIdMapping() {
    }

    /**
     * @param annotations a property's annotations, merged from its field, accessor and constructor parameter
     * @param declaringClass the class that declares it, or null
     * @return true if the property holds 64-bit Shardflake ids
     */
    public static boolean holdsSnowflakeId(List<Annotation> annotations, @Nullable Class<?> declaringClass) {
        if (PublicIdField.find(annotations) != null) {
            // Written as its public id, whatever else marks it: never as the id itself.
            return false;
        }
        if (find(annotations, SnowflakeId.class) != null) {
            return true;
        }
        if (HIBERNATE && annotations.stream().anyMatch(ComposedAnnotation::isSnowflakeId)) {
            return true;
        }
        return JPA && JpaGeneratedId.isSnowflake(annotations, declaringClass);
    }

    private static <A extends Annotation> @Nullable A find(List<Annotation> annotations, Class<A> type) {
        return annotations.stream().filter(type::isInstance).map(type::cast).findFirst().orElse(null);
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

        static boolean isSnowflake(List<Annotation> annotations, @Nullable Class<?> declaringClass) {
            jakarta.persistence.GeneratedValue generated = find(annotations, jakarta.persistence.GeneratedValue.class);
            if (generated == null || find(annotations, jakarta.persistence.Id.class) == null) {
                return false;
            }
            if ("snowflake".equals(generated.generator())) {
                return true;
            }
            return generated.generator().isEmpty() && declaringClass != null
                    && declaringClass.isAnnotationPresent(SnowflakeId.class);
        }
    }
}
