package io.shardflake.spring.jackson;

import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ser.std.StdSerializer;

/** Writes a {@code long} as a JSON string of its decimal digits, which no JSON reader rounds. */
final class IdAsStringSerializer extends StdSerializer<Long> {

    static final IdAsStringSerializer INSTANCE = new IdAsStringSerializer();

    private IdAsStringSerializer() {
        super(Long.class);
    }

    @Override
    public void serialize(Long value, JsonGenerator generator, SerializationContext context) {
        generator.writeString(Long.toString(value));
    }
}
