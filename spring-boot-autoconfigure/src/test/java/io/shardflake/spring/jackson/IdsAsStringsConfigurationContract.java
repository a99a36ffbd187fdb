package io.shardflake.spring.jackson;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.hibernate.SnowflakeId;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.json.JsonMapper;

/** shardflake.jackson.*: the module bean, and Boot's JsonMapper picking it up. */
class ShardflakeJacksonAutoConfigurationTest {

    record Dto(@SnowflakeId Long id, long count) {
    }

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(ShardflakeJacksonAutoConfiguration.class,
                    JacksonAutoConfiguration.class));

    @Test
    void offByDefault() {
        runner.run(context -> {
            assertThat(context).doesNotHaveBean(SnowflakeIdJacksonModule.class);
            assertThat(context.getBean(JsonMapper.class).writeValueAsString(new Dto(9007199254740993L, 1)))
                    .isEqualTo("{\"id\":9007199254740993,\"count\":1}");
        });
    }

    @Test
    void idsAsStringsRegistersTheModuleInBootsMapper() {
        runner.withPropertyValues("shardflake.jackson.ids-as-strings=true").run(context -> {
            assertThat(context).hasSingleBean(SnowflakeIdJacksonModule.class);
            assertThat(context.getBean(SnowflakeIdJacksonModule.class).isAllLongs()).isFalse();
            JsonMapper mapper = context.getBean(JsonMapper.class);
            assertThat(mapper.writeValueAsString(new Dto(9007199254740993L, 1)))
                    .isEqualTo("{\"id\":\"9007199254740993\",\"count\":1}");
            assertThat(mapper.readValue("{\"id\":\"123\",\"count\":1}", Dto.class).id()).isEqualTo(123L);
            assertThat(mapper.readValue("{\"id\":123,\"count\":1}", Dto.class).id()).isEqualTo(123L);
        });
    }

    @Test
    void allLongsScope() {
        runner.withPropertyValues("shardflake.jackson.ids-as-strings=true", "shardflake.jackson.scope=all-longs")
                .run(context -> {
                    assertThat(context.getBean(SnowflakeIdJacksonModule.class).isAllLongs()).isTrue();
                    assertThat(context.getBean(JsonMapper.class).writeValueAsString(new Dto(5L, 1)))
                            .isEqualTo("{\"id\":\"5\",\"count\":\"1\"}");
                });
    }

    @Test
    void explicitlyOff() {
        runner.withPropertyValues("shardflake.jackson.ids-as-strings=false")
                .run(context -> assertThat(context).doesNotHaveBean(SnowflakeIdJacksonModule.class));
    }

    @Test
    void absentWithoutJackson() {
        runner.withPropertyValues("shardflake.jackson.ids-as-strings=true")
                .withClassLoader(new FilteredClassLoader(JacksonModule.class))
                .run(context -> assertThat(context).doesNotHaveBean(SnowflakeIdJacksonModule.class));
    }

    @Test
    void usersOwnModuleWins() {
        runner.withPropertyValues("shardflake.jackson.ids-as-strings=true").withUserConfiguration(OwnModule.class)
                .run(context -> {
                    assertThat(context).hasSingleBean(SnowflakeIdJacksonModule.class);
                    assertThat(context.getBean(SnowflakeIdJacksonModule.class)).isSameAs(OwnModule.MODULE);
                    assertThat(context.getBean(JsonMapper.class).writeValueAsString(new Dto(5L, 1)))
                            .isEqualTo("{\"id\":\"5\",\"count\":\"1\"}");
                });
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnModule {

        static final SnowflakeIdJacksonModule MODULE = SnowflakeIdJacksonModule.allLongs();

        @Bean
        SnowflakeIdJacksonModule myModule() {
            return MODULE;
        }
    }
}
