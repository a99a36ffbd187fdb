package io.shardflake.spring;

import io.shardflake.hibernate.SnowflakeId;
import tools.jackson.core.Version;
import tools.jackson.databind.cfg.MapperConfig;
import tools.jackson.databind.introspect.Annotated;
import tools.jackson.databind.introspect.NopAnnotationIntrospector;

/**
 * Gives {@code long}/{@code Long} properties annotated with {@link SnowflakeId} the string serializer and the
 * number-or-string deserializer. Properties of other types ({@code String} ids are text already) are left alone.
 *
 * <p>Jackson merges the annotations of a property's field, accessor and constructor parameter, so the annotation
 * may sit on any of them (on a record component it reaches the field and the accessor).
 */
final class SnowflakeIdAnnotationIntrospector extends NopAnnotationIntrospector {

    private static final long serialVersionUID = 1L;

    @Override
    public Version version() {
        return SnowflakeIdJacksonModule.VERSION;
    }

    @Override
    public Object findSerializer(MapperConfig<?> config, Annotated annotated) {
        return isLongId(annotated) ? IdAsStringSerializer.INSTANCE : null;
    }

    @Override
    public Object findDeserializer(MapperConfig<?> config, Annotated annotated) {
        return isLongId(annotated) ? IdFromNumberOrStringDeserializer.forId(annotated.getRawType()) : null;
    }

    private static boolean isLongId(Annotated annotated) {
        Class<?> type = annotated.getRawType();
        return (type == Long.class || type == Long.TYPE) && annotated.hasAnnotation(SnowflakeId.class);
    }
}
