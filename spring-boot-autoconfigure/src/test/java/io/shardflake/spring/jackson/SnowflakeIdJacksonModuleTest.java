package io.shardflake.spring.jackson;

import tools.jackson.databind.DatabindException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** {@link SnowflakeIdJsonContract} for Jackson 3's {@link SnowflakeIdJacksonModule} (Spring Boot 4). */
class SnowflakeIdJacksonModuleTest extends SnowflakeIdJsonContract {

    @Override
    protected Json withModule(boolean allLongs, boolean failOnNullForPrimitives) {
        return json(JsonMapper.builder()
                .addModule(allLongs ? SnowflakeIdJacksonModule.allLongs() : SnowflakeIdJacksonModule.annotatedIds())
                .configure(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES, failOnNullForPrimitives).build());
    }

    @Override
    protected Json withoutModule() {
        return json(new JsonMapper());
    }

    @Override
    protected Class<? extends Exception> mappingFailure() {
        return DatabindException.class;
    }

    static Json json(JsonMapper mapper) {
        return new Json() {
            @Override
            public String write(Object value) {
                return mapper.writeValueAsString(value);
            }

            @Override
            public <T> T read(String json, Class<T> type) {
                return mapper.readValue(json, type);
            }
        };
    }
}
