package io.shardflake.spring.jackson;

import io.shardflake.spring.jackson.SnowflakeIdJsonContract.Json;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.ApplicationContext;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.json.JsonMapper;

/** {@link IdsAsStringsConfigurationContract} for Jackson 3 on Spring Boot 4. */
class ShardflakeJacksonAutoConfigurationTest extends IdsAsStringsConfigurationContract {

    @Override
    protected ApplicationContextRunner runner() {
        return new ApplicationContextRunner().withConfiguration(AutoConfigurations.of(
                ShardflakeJacksonAutoConfiguration.class, JacksonAutoConfiguration.class));
    }

    @Override
    protected Class<?> moduleType() {
        return SnowflakeIdJacksonModule.class;
    }

    @Override
    protected boolean isAllLongs(Object module) {
        return ((SnowflakeIdJacksonModule) module).isAllLongs();
    }

    @Override
    protected Object ownAllLongsModule() {
        return SnowflakeIdJacksonModule.allLongs();
    }

    @Override
    protected Class<?> jackson() {
        return JacksonModule.class;
    }

    @Override
    protected Json bootsMapper(ApplicationContext context) {
        return SnowflakeIdJacksonModuleTest.json(context.getBean(JsonMapper.class));
    }
}
