package io.shardflake.spring;

import io.shardflake.error.InvalidIdException;
import io.shardflake.codec.DecimalCodec;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.deser.std.StdDeserializer;

/**
 * Reads a {@code long} written either way: a JSON number ({@code 123}) or a string of decimal digits
 * ({@code "123"}), so clients that send ids back as numbers keep working after the switch to strings.
 *
 * <p>For ids (strict) a value must be a valid id: non-negative, digits only, no leading zeros, at most 2^63-1;
 * the error names what is wrong. For every long ({@code all-longs}) a string is read like {@link Long#parseLong},
 * signs included, since not every long is an id.
 */
final class IdFromNumberOrStringDeserializer extends StdDeserializer<Long> {

    static final IdFromNumberOrStringDeserializer IDS = new IdFromNumberOrStringDeserializer(true, false);
    static final IdFromNumberOrStringDeserializer LONGS = new IdFromNumberOrStringDeserializer(false, false);
    static final IdFromNumberOrStringDeserializer PRIMITIVE_LONGS = new IdFromNumberOrStringDeserializer(false, true);

    private final boolean idsOnly;
    private final boolean primitive;

    private IdFromNumberOrStringDeserializer(boolean idsOnly, boolean primitive) {
        super(primitive ? Long.TYPE : Long.class);
        this.idsOnly = idsOnly;
        this.primitive = primitive;
    }

    /** @return the strict reader for an id property of type {@code type} */
    static IdFromNumberOrStringDeserializer forId(Class<?> type) {
        return type == Long.TYPE ? new IdFromNumberOrStringDeserializer(true, true) : IDS;
    }

    @Override
    public Long deserialize(JsonParser parser, DeserializationContext context) {
        JsonToken token = parser.currentToken();
        if (token == JsonToken.VALUE_NUMBER_INT) {
            long value = parser.getLongValue();
            if (idsOnly && value < 0) {
                return context.reportInputMismatch(this, new InvalidIdException(value,
                        "ids are non-negative (the sign bit is always 0)").getMessage());
            }
            return value;
        }
        if (token == JsonToken.VALUE_STRING) {
            return fromString(parser.getString(), context);
        }
        return (Long) context.handleUnexpectedToken(Long.class, parser);
    }

    private Long fromString(String text, DeserializationContext context) {
        if (idsOnly) {
            try {
                return DecimalCodec.INSTANCE.decode(text);
            } catch (InvalidIdException e) {
                return context.reportInputMismatch(this, e.getMessage());
            }
        }
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            return (Long) context.handleWeirdStringValue(Long.class, text, "not a long in decimal");
        }
    }

    @Override
    public Object getNullValue(DeserializationContext context) {
        if (!primitive) {
            return null;
        }
        if (context.isEnabled(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)) {
            return context.reportInputMismatch(this, "null for a primitive long (FAIL_ON_NULL_FOR_PRIMITIVES)");
        }
        return 0L;
    }
}
