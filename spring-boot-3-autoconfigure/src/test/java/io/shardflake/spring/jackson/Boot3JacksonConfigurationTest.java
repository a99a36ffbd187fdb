package io.shardflake.spring.jackson;

import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.shardflake.spring.ShardflakeBoot3AutoConfiguration;
import io.shardflake.spring.jackson.SnowflakeIdJsonContract.Json;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.jackson.JacksonAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.ApplicationContext;

/** {@link IdsAsStringsConfigurationContract} for Jackson 2 on Spring Boot 3: the Boot 3 adapter's module bean. */
class Boot3JacksonConfigurationTest extends IdsAsStringsConfigurationContract {

    @Override
    protected ApplicationContextRunner runner() {
        return new ApplicationContextRunner().withConfiguration(AutoConfigurations.of(
                ShardflakeBoot3AutoConfiguration.class, JacksonAutoConfiguration.class));
    }

    @Override
    protected Class<?> moduleType() {
        return SnowflakeIdJackson2Module.class;
    }

    @Override
    protected boolean isAllLongs(Object module) {
        return ((SnowflakeIdJackson2Module) module).isAllLongs();
    }

    @Override
    protected Object ownAllLongsModule() {
        return SnowflakeIdJackson2Module.allLongs();
    }

    @Override
    protected Class<?> jackson() {
        return Module.class;
    }

    @Override
    protected Json bootsMapper(ApplicationContext context) {
        return SnowflakeIdJackson2ModuleTest.json(context.getBean(ObjectMapper.class));
    }
}
