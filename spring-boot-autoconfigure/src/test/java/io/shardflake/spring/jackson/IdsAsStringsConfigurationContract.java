package io.shardflake.spring.jackson;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.hibernate.SnowflakeId;
import io.shardflake.spring.jackson.SnowflakeIdJsonContract.Json;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.ApplicationContext;

/**
 * shardflake.jackson.*: the module bean, and Boot's mapper picking it up. One contract for each line's Jackson:
 * {@link ShardflakeJacksonAutoConfigurationTest} holds Jackson 3's on Spring Boot 4, and
 * shardflake-spring-boot-3-autoconfigure's {@code Boot3JacksonConfigurationTest} Jackson 2's on Boot 3.
 */
public abstract class IdsAsStringsConfigurationContract {

    record Dto(@SnowflakeId Long id, long count) {
    }

    /** @return Shardflake's configuration of ids as strings and Boot's own Jackson configuration, of the line */
    protected abstract ApplicationContextRunner runner();

    /** @return the line's module type */
    protected abstract Class<?> moduleType();

    /**
     * @param module a module of {@link #moduleType()}
     * @return whether it takes every long for an id
     */
    protected abstract boolean isAllLongs(Object module);

    /** @return a module of the application's own, of {@link #moduleType()}, for every long */
    protected abstract Object ownAllLongsModule();

    /** @return the Jackson type whose absence means the application has not the line's Jackson */
    protected abstract Class<?> jackson();

    /**
     * @param context a started context
     * @return Boot's mapper in it
     */
    protected abstract Json bootsMapper(ApplicationContext context);

    @Test
    void offByDefault() {
        runner().run(context -> {
            assertThat(context).doesNotHaveBean(moduleType());
            assertThat(bootsMapper(context).write(new Dto(9007199254740993L, 1)))
                    .isEqualTo("{\"id\":9007199254740993,\"count\":1}");
        });
    }

    @Test
    void idsAsStringsRegistersTheModuleInBootsMapper() {
        runner().withPropertyValues("shardflake.jackson.ids-as-strings=true").run(context -> {
            assertThat(context).hasSingleBean(moduleType());
            assertThat(isAllLongs(context.getBean(moduleType()))).isFalse();
            Json mapper = bootsMapper(context);
            assertThat(mapper.write(new Dto(9007199254740993L, 1)))
                    .isEqualTo("{\"id\":\"9007199254740993\",\"count\":1}");
            assertThat(mapper.read("{\"id\":\"123\",\"count\":1}", Dto.class).id()).isEqualTo(123L);
            assertThat(mapper.read("{\"id\":123,\"count\":1}", Dto.class).id()).isEqualTo(123L);
        });
    }

    @Test
    void allLongsScope() {
        runner().withPropertyValues("shardflake.jackson.ids-as-strings=true", "shardflake.jackson.scope=all-longs")
                .run(context -> {
                    assertThat(isAllLongs(context.getBean(moduleType()))).isTrue();
                    assertThat(bootsMapper(context).write(new Dto(5L, 1))).isEqualTo("{\"id\":\"5\",\"count\":\"1\"}");
                });
    }

    @Test
    void explicitlyOff() {
        runner().withPropertyValues("shardflake.jackson.ids-as-strings=false")
                .run(context -> assertThat(context).doesNotHaveBean(moduleType()));
    }

    @Test
    void absentWithoutJackson() {
        runner().withPropertyValues("shardflake.jackson.ids-as-strings=true")
                .withClassLoader(new FilteredClassLoader(jackson()))
                .run(context -> assertThat(context).doesNotHaveBean(moduleType()));
    }

    @Test
    void usersOwnModuleWins() {
        Object own = ownAllLongsModule();
        withBean(runner().withPropertyValues("shardflake.jackson.ids-as-strings=true"), own).run(context -> {
            assertThat(context).hasSingleBean(moduleType());
            assertThat(context.getBean(moduleType())).isSameAs(own);
            assertThat(bootsMapper(context).write(new Dto(5L, 1))).isEqualTo("{\"id\":\"5\",\"count\":\"1\"}");
        });
    }

    /** The application's bean, of the module's own type (for {@code @ConditionalOnMissingBean}). */
    @SuppressWarnings("unchecked")
    private static <T> ApplicationContextRunner withBean(ApplicationContextRunner runner, T bean) {
        return runner.withBean("myModule", (Class<T>) bean.getClass(), () -> bean);
    }
}
