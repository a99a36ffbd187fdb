package io.shardflake.spring;

import static io.shardflake.spring.BootClass.HIBERNATE_PROPERTIES_CUSTOMIZER;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.config.Setting;
import io.shardflake.hibernate.ShardflakeSettings;
import io.shardflake.shard.ShardFunction;
import io.shardflake.uniqid.UniqidFormat;
import io.shardflake.uniqid.UniqidGenerator;
import io.shardflake.uuid.UuidV6Generator;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;
import org.springframework.util.ReflectionUtils;

/** What the starter puts in Hibernate's settings, how it picks among several beans, and that it needs no Hibernate. */
class HibernateHandOffTest {

    private final ApplicationContextRunner runner = Runners.shardflake();

    @Test
    void everyGeneratorTheShardCountAndTheRequirementGoUnderTheirSettingsKeys() {
        runner.withPropertyValues("shardflake.shard.count=6").run(context -> {
            Map<String, Object> settings = settings(context);
            assertThat(settings).containsOnlyKeys(ShardflakeSettings.GENERATOR, ShardflakeSettings.GENERATOR_UUID_V7,
                    ShardflakeSettings.GENERATOR_UUID_V6, ShardflakeSettings.GENERATOR_UUID_V1,
                    ShardflakeSettings.GENERATOR_LOCALITY, ShardflakeSettings.GENERATOR_UNIQID,
                    Setting.SHARD_COUNT.key(), ShardflakeSettings.REQUIRE_GIVEN_GENERATORS);
            HandedOverGenerators.assertEachIsTheBean(settings, context);
            assertThat(settings.get(Setting.SHARD_COUNT.key())).isEqualTo(6);
            assertThat(settings.get(ShardflakeSettings.REQUIRE_GIVEN_GENERATORS)).isEqualTo(true);
        });
    }

    @Test
    void theApplicationsOwnGeneratorsAreHandedOverToo() {
        SnowflakeGenerator own = SnowflakeGenerator.builder(LayoutPreset.TWITTER.layout()).workerId(3).build();
        UniqidGenerator ownUniqid = UniqidGenerator.builder(UniqidFormat.withPrefix(3)).build();
        runner.withBean(SnowflakeGenerator.class, () -> own).withBean(UniqidGenerator.class, () -> ownUniqid)
                .run(context -> {
                    Map<String, Object> settings = settings(context);
                    assertThat(settings.get(ShardflakeSettings.GENERATOR)).isSameAs(own);
                    assertThat(settings.get(ShardflakeSettings.GENERATOR_UNIQID)).isSameAs(ownUniqid);
                });
    }

    @Test
    void twoGeneratorsWithoutAPrimaryAreRefusedNamingBoth() {
        runner.withUserConfiguration(TwoGenerators.class).run(context -> {
            assertThatThrownBy(() -> settings(context)).isInstanceOf(AmbiguousBeanException.class)
                    .hasMessage("SnowflakeGenerator bean = orders, payments (2 beans, none @Primary) is not allowed:"
                            + " one bean, or one marked @Primary: it goes to Hibernate as shardflake.generator for"
                            + " every entity of every EntityManagerFactory, and Shardflake does not pick one");
        });
    }

    @Test
    void theFailureReportSaysToMarkOnePrimary() {
        runner.withUserConfiguration(TwoGenerators.class).run(context -> {
            Throwable failure = catchFailure(() -> settings(context));
            FailureAnalysis analysis = new InvalidConfigurationFailureAnalyzer().analyze(failure);
            assertThat(analysis.getDescription()).contains("SnowflakeGenerator bean")
                    .contains("orders, payments (2 beans, none @Primary)");
            assertThat(analysis.getAction()).isEqualTo("Mark one of the beans @Primary, or define only one.");
        });
    }

    @Test
    void thePrimaryOfTwoGeneratorsIsHandedOver() {
        runner.withUserConfiguration(TwoGeneratorsOnePrimary.class).run(context -> assertThat(
                settings(context).get(ShardflakeSettings.GENERATOR)).isSameAs(context.getBean("payments")));
    }

    @Test
    void everyKindIsResolvedTheSameWay() {
        runner.withUserConfiguration(TwoUuidV6Generators.class).run(context -> {
            assertThatThrownBy(() -> settings(context)).isInstanceOf(AmbiguousBeanException.class)
                    .hasMessageStartingWith("UuidV6Generator bean = first, second (2 beans, none @Primary)")
                    .hasMessageContaining("shardflake.generator.uuid-v6");
        });
        runner.withUserConfiguration(TwoShardFunctions.class).run(context -> {
            assertThatThrownBy(() -> settings(context)).isInstanceOf(AmbiguousBeanException.class)
                    .hasMessageStartingWith("ShardFunction bean = byTenant, byRegion (2 beans, none @Primary)")
                    .hasMessageContaining("shardflake.shard.count");
        });
    }

    @Test
    void aSettingToBuildAGeneratorFromIsRefusedNotIgnored() {
        runner.run(context -> {
            Map<String, Object> unit = new HashMap<>(Map.of(Setting.WORKER_ID.key(), "3"));
            assertThatThrownBy(() -> customize(context, unit))
                    .isInstanceOf(IgnoredSettingException.class)
                    .hasMessage("shardflake.worker.id = 3 is not allowed: no value in a persistence unit's settings:"
                            + " under Spring every persistence unit gets the application's generators, which"
                            + " Hibernate settings cannot change; set shardflake.worker.id as a Spring property"
                            + " (application.properties), not under spring.jpa.properties or on the unit");
            FailureAnalysis analysis = new InvalidConfigurationFailureAnalyzer()
                    .analyze(catchFailure(() -> customize(context, unit)));
            assertThat(analysis.getAction()).startsWith("Move shardflake.worker.id from the persistence unit's"
                    + " settings to the application's configuration");
        });
    }

    /** No generator reads them, so they are not "ignored" there: public ids are the application's concern. */
    @Test
    void publicIdSettingsInAUnitAreNotRefused() {
        runner.run(context -> {
            Map<String, Object> unit = new HashMap<>(Map.of(Setting.PUBLIC_ID_KEYS.key(), "0:(a key)",
                    Setting.PUBLIC_ID_KEYS_ENV.key(), "KEYS", Setting.PUBLIC_ID_KEYS_FILE.key(), "/run/keys",
                    Setting.PUBLIC_ID_CURRENT_KEY.key(), "0"));
            customize(context, unit);
            assertThat(unit).containsKey(ShardflakeSettings.GENERATOR).containsEntry(Setting.PUBLIC_ID_CURRENT_KEY.key(),
                    "0");
        });
    }

    @Test
    void aShardCountOtherThanTheApplicationsIsRefused() {
        runner.withPropertyValues("shardflake.shard.count=6").run(context -> {
            assertThatThrownBy(() -> customize(context, new HashMap<>(Map.of(Setting.SHARD_COUNT.key(), "5"))))
                    .isInstanceOf(IgnoredSettingException.class)
                    .hasMessageStartingWith("shardflake.shard.count = 5 is not allowed");
            Map<String, Object> same = new HashMap<>(Map.of(Setting.SHARD_COUNT.key(), "6"));
            customize(context, same);
            assertThat(same.get(Setting.SHARD_COUNT.key())).isEqualTo(6);
        });
    }

    @Test
    void withoutSpringBootsHibernateModuleThereIsNoCustomizerButStillAGenerator() {
        runner.withClassLoader(new FilteredClassLoader(HIBERNATE_PROPERTIES_CUSTOMIZER.className())).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean("shardflakeHibernatePropertiesCustomizer");
            assertThat(context).hasSingleBean(SnowflakeGenerator.class);
        });
    }

    @Test
    void withoutSpringOrmThereIsNoPostProcessor() {
        runner.withClassLoader(new FilteredClassLoader("org.springframework.orm")).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean(ShardflakeEntityManagerFactoryPostProcessor.class);
        });
        runner.run(context -> assertThat(context).hasSingleBean(ShardflakeEntityManagerFactoryPostProcessor.class));
    }

    private static Map<String, Object> settings(AssertableApplicationContext context) {
        Map<String, Object> settings = new HashMap<>();
        customize(context, settings);
        return settings;
    }

    /** What Boot does with the line's {@code HibernatePropertiesCustomizer} bean of Shardflake's. */
    private static void customize(AssertableApplicationContext context, Map<String, Object> settings) {
        ReflectionUtils.invokeMethod(ReflectionUtils.findMethod(HIBERNATE_PROPERTIES_CUSTOMIZER.type(), "customize",
                Map.class), context.getBean("shardflakeHibernatePropertiesCustomizer"), settings);
    }

    private static Throwable catchFailure(Runnable action) {
        try {
            action.run();
        } catch (RuntimeException e) {
            return e;
        }
        throw new AssertionError("no failure");
    }

    private static SnowflakeGenerator generator(int workerId) {
        return SnowflakeGenerator.builder(LayoutPreset.SHARDFLAKE.layout()).workerId(workerId).build();
    }

    @Configuration(proxyBeanMethods = false)
    static class TwoGenerators {

        @Bean
        SnowflakeGenerator orders() {
            return generator(1);
        }

        @Bean
        SnowflakeGenerator payments() {
            return generator(2);
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class TwoGeneratorsOnePrimary {

        @Bean
        SnowflakeGenerator orders() {
            return generator(1);
        }

        @Bean
        @Primary
        SnowflakeGenerator payments() {
            return generator(2);
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class TwoUuidV6Generators {

        @Bean
        UuidV6Generator first() {
            return UuidV6Generator.builder().build();
        }

        @Bean
        UuidV6Generator second() {
            return UuidV6Generator.builder().build();
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class TwoShardFunctions {

        @Bean
        ShardFunction byTenant() {
            return ShardFunction.hashing(4);
        }

        @Bean
        ShardFunction byRegion() {
            return ShardFunction.hashing(8);
        }
    }
}
