package io.shardflake.spring.jackson;

import io.shardflake.spring.publicid.PublicId;
import io.shardflake.spring.publicid.PublicIdField;
import io.shardflake.spring.publicid.PublicIdsLookup;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.Version;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.cfg.MapperConfig;
import tools.jackson.databind.deser.std.StdDeserializer;
import tools.jackson.databind.introspect.Annotated;
import tools.jackson.databind.introspect.AnnotatedMember;
import tools.jackson.databind.introspect.AnnotatedParameter;
import tools.jackson.databind.introspect.NopAnnotationIntrospector;
import tools.jackson.databind.ser.std.StdSerializer;

/**
 * Jackson 3 module that writes {@link PublicId} properties as their public ids ({@code "ord_17QMMSNNFSTJR6"}) and
 * reads them back into the ids: {@code long}, {@code Long} and {@code UUID} properties, with the rules of
 * {@link PublicIdField}. A public id of another type, naming a key the ring lacks, or garbled, and a JSON number
 * where a public id belongs, are input mismatches (Spring MVC answers them with a 400). The Jackson 2 module is
 * {@code PublicIdJackson2Module} in the Spring Boot 3 adapter.
 *
 * <p>The starter registers it in Spring Boot's {@code JsonMapper} ({@code ShardflakePublicIdAutoConfiguration}), with
 * or without keys: without, a
 * {@code @PublicId} property is refused naming {@code shardflake.public-id.keys} rather than written as its id. A
 * mapper built by hand takes
 * {@code JsonMapper.builder().addModule(PublicIdJacksonModule.of(PublicIdsLookup.of(publicIds)))}.
 */
public final class PublicIdJacksonModule extends JacksonModule {

    private final PublicIdsLookup lookup;

    private PublicIdJacksonModule(PublicIdsLookup lookup) {
        this.lookup = lookup;
    }

    /**
     * @param lookup where the forms come from, asked when a property is first (de)serialized:
     *     {@code PublicIdsLookup.of(publicIds)} for forms at hand
     * @return the module
     */
    public static PublicIdJacksonModule of(PublicIdsLookup lookup) {
        return new PublicIdJacksonModule(lookup);
    }

    @Override
    public String getModuleName() {
        return "shardflake-public-ids";
    }

    @Override
    public Version version() {
        return SnowflakeIdJacksonModule.VERSION;
    }

    @Override
    public void setupModule(SetupContext context) {
        // Inserted, not appended: the public id must win over any other way of writing the property.
        context.insertAnnotationIntrospector(new Introspector(lookup));
    }

    /** Finds {@link PublicId} on a property's merged annotations. */
    private static final class Introspector extends NopAnnotationIntrospector {

        private static final long serialVersionUID = 1L;

        private final transient PublicIdsLookup lookup;

        Introspector(PublicIdsLookup lookup) {
            this.lookup = lookup;
        }

        @Override
        public Version version() {
            return SnowflakeIdJacksonModule.VERSION;
        }

        @Override
        public @Nullable Object findSerializer(MapperConfig<?> config, Annotated annotated) {
            PublicIdField field = field(annotated);
            return field == null ? null : new Writer(field);
        }

        @Override
        public @Nullable Object findDeserializer(MapperConfig<?> config, Annotated annotated) {
            PublicIdField field = field(annotated);
            return field == null ? null : new Reader(field);
        }

        private @Nullable PublicIdField field(Annotated annotated) {
            return annotated instanceof AnnotatedMember member ? PublicIdField.ofMember(
                    member.getAnnotation(PublicId.class), member.getMember(),
                    member instanceof AnnotatedParameter parameter ? parameter.getIndex() : -1, lookup) : null;
        }
    }

    private static final class Writer extends StdSerializer<Object> {

        private final transient PublicIdField field;

        Writer(PublicIdField field) {
            super(Object.class);
            this.field = field;
        }

        @Override
        public void serialize(Object value, JsonGenerator generator, SerializationContext context) {
            generator.writeString(field.write(value));
        }
    }

    private static final class Reader extends StdDeserializer<Object> {

        private final transient PublicIdField field;

        Reader(PublicIdField field) {
            super(Object.class);
            this.field = field;
        }

        @Override
        public Object deserialize(JsonParser parser, DeserializationContext context) {
            return field.readJson(parser.currentToken() == JsonToken.VALUE_STRING ? parser.getString() : null,
                    parser.currentToken(), message -> context.reportInputMismatch(this, message));
        }

        @Override
        public @Nullable Object getNullValue(DeserializationContext context) {
            return field.readNull(context.isEnabled(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES),
                    message -> context.reportInputMismatch(this, message));
        }
    }
}
