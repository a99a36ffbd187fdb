package io.shardflake.spring.jackson;

import io.shardflake.spring.jackson.SnowflakeIdJsonContract.Json;
import io.shardflake.spring.publicid.PublicIdsLookup;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** {@link PublicIdJsonContract} for Jackson 3's {@link PublicIdJacksonModule} (Spring Boot 4). */
class PublicIdJacksonModuleTest extends PublicIdJsonContract {

    @Override
    protected Json withModule(PublicIdsLookup lookup, boolean idsAsStrings) {
        JsonMapper.Builder builder = JsonMapper.builder().addModule(PublicIdJacksonModule.of(lookup))
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
        if (idsAsStrings) {
            builder.addModule(SnowflakeIdJacksonModule.annotatedIds());
        }
        return SnowflakeIdJacksonModuleTest.json(builder.build());
    }

    @Override
    protected Class<? extends Exception> mappingFailure() {
        return DatabindException.class;
    }
}
