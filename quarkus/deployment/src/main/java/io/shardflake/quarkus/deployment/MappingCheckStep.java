package io.shardflake.quarkus.deployment;

import io.quarkus.arc.deployment.ValidationPhaseBuildItem.ValidationErrorBuildItem;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.builditem.CombinedIndexBuildItem;
import io.shardflake.hibernate.IdTypes;
import io.shardflake.hibernate.ShardflakeUuid;
import io.shardflake.hibernate.SnowflakeId;
import io.shardflake.hibernate.UniqidId;
import java.lang.annotation.Annotation;
import java.util.List;
import org.hibernate.MappingException;
import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.AnnotationTarget;
import org.jboss.jandex.DotName;
import org.jboss.jandex.Type;

/**
 * Checks the ids Shardflake makes from the application's index when it is built, so that an id of a type the
 * annotation cannot serve fails the build, not the startup, with the message the Hibernate module gives at boot.
 */
class MappingCheckStep {

    private static final List<Class<? extends Annotation>> ID_ANNOTATIONS = List.of(SnowflakeId.class,
            ShardflakeUuid.class, UniqidId.class);

    /**
     * @param index the application's classes
     * @param errors where each refusal goes: a {@link org.hibernate.MappingException} naming
     *     {@code Entity.attribute}, its type and the supported types, which fails the build
     */
    @BuildStep
    void checkIdTypes(CombinedIndexBuildItem index, BuildProducer<ValidationErrorBuildItem> errors) {
        for (Class<? extends Annotation> annotation : ID_ANNOTATIONS) {
            for (AnnotationInstance use : index.getIndex().getAnnotations(DotName.createSimple(annotation))) {
                AnnotationTarget target = use.target();
                Type type = switch (target.kind()) {
                    case FIELD -> target.asField().type();
                    case METHOD -> target.asMethod().returnType();
                    default -> null;
                };
                if (type == null) {
                    continue;
                }
                String owner = (target.kind() == AnnotationTarget.Kind.FIELD ? target.asField().declaringClass()
                        : target.asMethod().declaringClass()).simpleName();
                String attribute = target.kind() == AnnotationTarget.Kind.FIELD ? target.asField().name()
                        : propertyOf(target.asMethod().name());
                try {
                    IdTypes.require(annotation, "@" + annotation.getSimpleName(), owner + "." + attribute,
                            typeName(type));
                } catch (MappingException e) {
                    errors.produce(new ValidationErrorBuildItem(e));
                }
            }
        }
    }

    /** {@code getId} and {@code isId} are the attribute {@code id}. */
    private static String propertyOf(String getter) {
        String name = getter.startsWith("get") ? getter.substring(3) : getter.startsWith("is") ? getter.substring(2)
                : getter;
        return name.isEmpty() ? getter : Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }

    /** The declared type as {@link Class#getTypeName()} writes it: {@code java.lang.Long}, {@code long}, {@code byte[]}. */
    private static String typeName(Type type) {
        return switch (type.kind()) {
            case PRIMITIVE -> type.asPrimitiveType().name().toString();
            case ARRAY -> typeName(type.asArrayType().constituent())
                    + "[]".repeat(type.asArrayType().dimensions());
            default -> type.name().toString();
        };
    }
}
