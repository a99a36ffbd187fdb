package io.shardflake.spring.jackson;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.introspect.Annotated;
import com.fasterxml.jackson.databind.introspect.AnnotatedMember;
import com.fasterxml.jackson.databind.introspect.NopAnnotationIntrospector;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import io.shardflake.codec.DecimalCodec;
import io.shardflake.error.InvalidIdException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Jackson 2 module (Spring Boot 3) that writes ids as JSON strings and reads them from strings or numbers; the
 * Jackson 3 one is {@link SnowflakeIdJacksonModule}, and both take ids to be what {@link SnowflakeIdMapping} says:
 * {@code long}/{@code Long} properties annotated with {@code @SnowflakeId} (and the other ways Hibernate is asked for
 * them), or, with {@code allLongs}, every {@code long} and {@code Long}.
 *
 * <p>The Boot 3 starter registers it when {@code shardflake.jackson.ids-as-strings=true} (Spring Boot 3 adds every
 * Jackson 2 {@code Module} bean to its {@code ObjectMapper}); a hand-built mapper takes it with
 * {@code JsonMapper.builder().addModule(SnowflakeIdJackson2Module.annotatedIds())}.
 */
public final class SnowflakeIdJackson2Module extends SimpleModule {

    private static final long serialVersionUID = 1L;

    private final boolean allLongs;

    private SnowflakeIdJackson2Module(boolean allLongs) {
        super(allLongs ? "shardflake-all-longs-as-strings" : "shardflake-ids-as-strings");
        this.allLongs = allLongs;
        if (allLongs) {
            addSerializer(Long.class, ToStringSerializer.instance);
            addSerializer(Long.TYPE, ToStringSerializer.instance);
            addDeserializer(Long.class, new LongReader(false, false));
            addDeserializer(Long.TYPE, new LongReader(false, true));
        }
    }

    /** @return a module for {@code long}/{@code Long} properties annotated with {@code @SnowflakeId} */
    public static SnowflakeIdJackson2Module annotatedIds() {
        return new SnowflakeIdJackson2Module(false);
    }

    /** @return a module for every {@code long} and {@code Long} property */
    public static SnowflakeIdJackson2Module allLongs() {
        return new SnowflakeIdJackson2Module(true);
    }

    /** @return true when every long is treated as an id */
    public boolean isAllLongs() {
        return allLongs;
    }

    @Override
    public void setupModule(SetupContext context) {
        super.setupModule(context);
        // Inserted, not appended: an id annotation must win over the default number serializer.
        context.insertAnnotationIntrospector(new NopAnnotationIntrospector() {
            private static final long serialVersionUID = 1L;

            @Override
            public @Nullable Object findSerializer(Annotated annotated) {
                return isLongId(annotated) ? ToStringSerializer.instance : null;
            }

            @Override
            public @Nullable Object findDeserializer(Annotated annotated) {
                return isLongId(annotated) ? new LongReader(true, annotated.getRawType() == Long.TYPE) : null;
            }
        });
    }

    private static boolean isLongId(Annotated annotated) {
        Class<?> type = annotated.getRawType();
        if (type != Long.class && type != Long.TYPE) {
            return false;
        }
        List<java.lang.annotation.Annotation> annotations = new ArrayList<>();
        annotated.annotations().forEach(annotations::add);
        return SnowflakeIdMapping.holdsSnowflakeId(annotations,
                annotated instanceof AnnotatedMember member ? member.getDeclaringClass() : null);
    }

    /** A number or a string of digits; for ids (strict) a valid id, for any long what {@code parseLong} reads. */
    private static final class LongReader extends JsonDeserializer<Long> {

        private final boolean idsOnly;
        private final boolean primitive;

        LongReader(boolean idsOnly, boolean primitive) {
            this.idsOnly = idsOnly;
            this.primitive = primitive;
        }

        @Override
        public Long deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            try {
                if (parser.currentToken() == JsonToken.VALUE_NUMBER_INT) {
                    long value = parser.getLongValue();
                    if (idsOnly && value < 0) {
                        throw new InvalidIdException(value, "ids are non-negative (the sign bit is always 0)");
                    }
                    return value;
                }
                if (parser.currentToken() == JsonToken.VALUE_STRING) {
                    return idsOnly ? DecimalCodec.INSTANCE.decode(parser.getText()) : Long.parseLong(parser.getText());
                }
            } catch (InvalidIdException | NumberFormatException e) {
                return (Long) context.handleWeirdStringValue(Long.class, parser.getText(), e.getMessage());
            }
            return (Long) context.handleUnexpectedToken(Long.class, parser);
        }

        /** As Jackson's own reader of a primitive: null is 0 unless the mapper refuses it. */
        @Override
        public @Nullable Long getNullValue(DeserializationContext context) throws JsonMappingException {
            if (primitive && context.isEnabled(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)) {
                return (Long) context.reportInputMismatch(this,
                        "null for a primitive long (FAIL_ON_NULL_FOR_PRIMITIVES)");
            }
            return primitive ? Long.valueOf(0L) : null;
        }
    }
}
