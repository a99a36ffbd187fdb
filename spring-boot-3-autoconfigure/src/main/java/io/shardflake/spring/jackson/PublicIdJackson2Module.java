package io.shardflake.spring.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.introspect.Annotated;
import com.fasterxml.jackson.databind.introspect.AnnotatedMember;
import com.fasterxml.jackson.databind.introspect.AnnotatedParameter;
import com.fasterxml.jackson.databind.introspect.NopAnnotationIntrospector;
import io.shardflake.spring.publicid.PublicId;
import io.shardflake.spring.publicid.PublicIdField;
import io.shardflake.spring.publicid.PublicIdsLookup;
import java.io.IOException;
import org.jspecify.annotations.Nullable;

/**
 * Jackson 2 module (Spring Boot 3) that writes {@link PublicId} properties as their public ids and reads them back
 * into the ids, with the rules of {@link PublicIdField}: the Jackson 3 one is {@link PublicIdJacksonModule}, and
 * both behave the same. A public id of another type, naming a key the ring lacks, or garbled, and a JSON number where
 * a public id belongs, are input mismatches (Spring MVC answers them with a 400).
 *
 * <p>The Boot 3 starter registers it in Spring Boot's {@code ObjectMapper}, with or without keys: without, a
 * {@code @PublicId} property is refused naming {@code shardflake.public-id.keys} rather than written as its id. A
 * mapper built by hand takes
 * {@code JsonMapper.builder().addModule(PublicIdJackson2Module.of(PublicIdsLookup.of(publicIds)))}.
 */
public final class PublicIdJackson2Module extends Module {

    private final PublicIdsLookup lookup;

    /** @param lookup where the forms come from, asked when a property is first (de)serialized */
    private PublicIdJackson2Module(PublicIdsLookup lookup) {
        this.lookup = lookup;
    }

    /**
     * @param lookup where the forms come from: {@code PublicIdsLookup.of(publicIds)} for forms at hand
     * @return the module
     */
    public static PublicIdJackson2Module of(PublicIdsLookup lookup) {
        return new PublicIdJackson2Module(lookup);
    }

    @Override
    public String getModuleName() {
        return "shardflake-public-ids";
    }

    @Override
    public Version version() {
        return Version.unknownVersion();
    }

    @Override
    public void setupModule(SetupContext context) {
        // Inserted, not appended: the public id must win over any other way of writing the property.
        context.insertAnnotationIntrospector(new NopAnnotationIntrospector() {
            private static final long serialVersionUID = 1L;

            @Override
            public @Nullable Object findSerializer(Annotated annotated) {
                PublicIdField field = field(annotated);
                return field == null ? null : new Writer(field);
            }

            @Override
            public @Nullable Object findDeserializer(Annotated annotated) {
                PublicIdField field = field(annotated);
                return field == null ? null : new Reader(field);
            }
        });
    }

    /** A creator's parameter is named by its own name (Jackson's is ""). */
    private @Nullable PublicIdField field(Annotated annotated) {
        if (!(annotated instanceof AnnotatedMember member)) {
            return null;
        }
        int parameter = member instanceof AnnotatedParameter creatorParameter ? creatorParameter.getIndex() : -1;
        return PublicIdField.ofMember(member.getAnnotation(PublicId.class), member.getMember(), parameter, lookup);
    }

    private static final class Writer extends JsonSerializer<Object> {

        private final PublicIdField field;

        Writer(PublicIdField field) {
            this.field = field;
        }

        @Override
        public void serialize(Object value, JsonGenerator generator, SerializerProvider provider) throws IOException {
            generator.writeString(field.write(value));
        }
    }

    private static final class Reader extends JsonDeserializer<Object> {

        private final PublicIdField field;

        Reader(PublicIdField field) {
            this.field = field;
        }

        @Override
        public Object deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return field.readJson(parser.currentToken() == JsonToken.VALUE_STRING ? parser.getText() : null,
                    parser.currentToken(), message -> context.reportInputMismatch(this, message));
        }

        @Override
        public @Nullable Object getNullValue(DeserializationContext context) throws JsonMappingException {
            return field.readNull(context.isEnabled(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES),
                    message -> context.reportInputMismatch(this, message));
        }
    }
}
