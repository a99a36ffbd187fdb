package io.shardflake.spring.jackson;

import tools.jackson.core.Version;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.module.SimpleDeserializers;
import tools.jackson.databind.module.SimpleSerializers;

/**
 * Jackson 3 module that writes ids as JSON strings and reads them from strings or numbers.
 *
 * <p>Which {@code long}s are ids:
 * <ul>
 *   <li>{@link #annotatedIds()}: properties annotated with {@code @io.shardflake.hibernate.SnowflakeId}, the
 *       annotation the entity's id already carries; a DTO marks its id fields with it too. Other longs (counts,
 *       amounts, versions) stay numbers.
 *   <li>{@link #allLongs()}: every {@code long} and {@code Long} property, annotated or not.
 * </ul>
 * For a single property Jackson's own {@code @JsonFormat(shape = JsonFormat.Shape.STRING)} writes a string too,
 * without this module.
 *
 * <p>The starter registers it when {@code shardflake.jackson.ids-as-strings=true} (Spring Boot adds every
 * {@link JacksonModule} bean to its {@code JsonMapper}); a hand-built mapper takes it with
 * {@code JsonMapper.builder().addModule(SnowflakeIdJacksonModule.annotatedIds())}.
 */
public final class SnowflakeIdJacksonModule extends JacksonModule {

    static final Version VERSION = new Version(1, 0, 0, null, "io.shardflake", "shardflake-spring-boot-autoconfigure");

    private final boolean allLongs;

    private SnowflakeIdJacksonModule(boolean allLongs) {
        this.allLongs = allLongs;
    }

    /** @return a module for {@code long}/{@code Long} properties annotated with {@code @SnowflakeId} */
    public static SnowflakeIdJacksonModule annotatedIds() {
        return new SnowflakeIdJacksonModule(false);
    }

    /** @return a module for every {@code long} and {@code Long} property */
    public static SnowflakeIdJacksonModule allLongs() {
        return new SnowflakeIdJacksonModule(true);
    }

    /** @return true when every long is treated as an id */
    public boolean isAllLongs() {
        return allLongs;
    }

    @Override
    public String getModuleName() {
        return allLongs ? "shardflake-all-longs-as-strings" : "shardflake-ids-as-strings";
    }

    @Override
    public Version version() {
        return VERSION;
    }

    @Override
    public void setupModule(SetupContext context) {
        // Inserted, not appended: an id annotation must win over the default number serializer.
        context.insertAnnotationIntrospector(new SnowflakeIdAnnotationIntrospector());
        if (allLongs) {
            SimpleSerializers serializers = new SimpleSerializers();
            serializers.addSerializer(Long.class, IdAsStringSerializer.INSTANCE);
            serializers.addSerializer(Long.TYPE, IdAsStringSerializer.INSTANCE);
            context.addSerializers(serializers);
            SimpleDeserializers deserializers = new SimpleDeserializers();
            deserializers.addDeserializer(Long.class, IdFromNumberOrStringDeserializer.LONGS);
            deserializers.addDeserializer(Long.TYPE, IdFromNumberOrStringDeserializer.PRIMITIVE_LONGS);
            context.addDeserializers(deserializers);
        }
    }
}
