package io.shardflake.spring.jackson;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

/** {@link SnowflakeIdJsonContract} for Jackson 2's {@link SnowflakeIdJackson2Module} (Spring Boot 3). */
class SnowflakeIdJackson2ModuleTest extends SnowflakeIdJsonContract {

    @Override
    protected Json withModule(boolean allLongs, boolean failOnNullForPrimitives) {
        return json(JsonMapper.builder()
                .addModule(allLongs ? SnowflakeIdJackson2Module.allLongs() : SnowflakeIdJackson2Module.annotatedIds())
                .configure(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES, failOnNullForPrimitives).build());
    }

    @Override
    protected Json withoutModule() {
        return json(new ObjectMapper());
    }

    @Override
    protected Class<? extends Exception> mappingFailure() {
        return JsonMappingException.class;
    }

    static Json json(ObjectMapper mapper) {
        return new Json() {
            @Override
            public String write(Object value) throws Exception {
                return mapper.writeValueAsString(value);
            }

            @Override
            public <T> T read(String json, Class<T> type) throws Exception {
                return mapper.readValue(json, type);
            }
        };
    }
}
