package io.shardflake.spring.jackson;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.shardflake.spring.jackson.SnowflakeIdJsonContract.Json;
import io.shardflake.spring.publicid.PublicIdsLookup;

/** {@link PublicIdJsonContract} for Jackson 2's {@link PublicIdJackson2Module} (Spring Boot 3). */
class PublicIdJackson2ModuleTest extends PublicIdJsonContract {

    @Override
    protected Json withModule(PublicIdsLookup lookup, boolean idsAsStrings) {
        JsonMapper.Builder builder = JsonMapper.builder().addModule(PublicIdJackson2Module.of(lookup))
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
        if (idsAsStrings) {
            builder.addModule(SnowflakeIdJackson2Module.annotatedIds());
        }
        return SnowflakeIdJackson2ModuleTest.json(builder.build());
    }

    @Override
    protected Class<? extends Exception> mappingFailure() {
        return JsonMappingException.class;
    }
}
