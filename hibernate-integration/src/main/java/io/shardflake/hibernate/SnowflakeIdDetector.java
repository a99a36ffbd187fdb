package io.shardflake.hibernate;

import jakarta.persistence.GeneratedValue;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Member;
import org.hibernate.annotations.GenericGenerator;

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

    @SuppressWarnings("removal") // @GenericGenerator is how 7.x applications name generators; read, not used
    private static boolean declaresSnowflake(AnnotatedElement element, String name) {
        for (GenericGenerator generator : element.getAnnotationsByType(GenericGenerator.class)) {
            if (generator.name().equals(name)) {
                return generator.type() == SnowflakeIdGenerator.class
                        || generator.strategy().equals(SnowflakeIdGenerator.class.getName());
            }
        }
        return false;
    }
}
