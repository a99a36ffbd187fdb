package io.shardflake.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.IdField;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.config.Setting;
import io.shardflake.hibernate.entities.LongIdEntity;
import io.shardflake.hibernate.entities.UniqidEntity;
import io.shardflake.hibernate.entities.UuidV1Entity;
import io.shardflake.hibernate.entities.UuidV6TextEntity;
import io.shardflake.hibernate.entities.UuidV7Entity;
import io.shardflake.hibernate.entities.LocalityTextEntity;
import io.shardflake.hibernate.entities.bad.TenantKeyed;
import io.shardflake.hibernate.support.Services;
import io.shardflake.hibernate.support.HibernateWords;
import io.shardflake.hibernate.support.TestHibernate;
import io.shardflake.uuid.UuidV7Generator;
import java.time.Duration;
import java.util.stream.Stream;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The shardflake.* settings: good ones take effect, a ready generator wins, bad ones fail the boot by key. */
class SettingsTest {

    @Test
    void settingsBuildTheGenerator() {
        try (SessionFactory factory = TestHibernate.onH2()
                .setting(Setting.LAYOUT_PRESET.key(), "icicle")
                .setting(Setting.SHARD_SINGLE_WRITER.key(), "true")
                .setting(Setting.SHARD_DEFAULT.key(), "7")
                .setting(Setting.CLOCK_MAX_LEAD.key(), "0")
                .setting(Setting.CLOCK_MAX_WAIT.key(), "2s")
                .entities(LongIdEntity.class).build()) {
            LongIdEntity entity = new LongIdEntity("x");
            factory.inTransaction(session -> session.persist(entity));

            SnowflakeGenerator generator = Services.snowflake(factory);
            assertThat(generator.layout()).isEqualTo(LayoutPreset.ICICLE.layout());
            assertThat(generator.decode(entity.id).shard()).isEqualTo(7);
            assertThat(generator.clockPolicy().maxLead()).isZero();
            assertThat(generator.clockPolicy().maxWait()).isEqualTo(Duration.ofSeconds(2));
        }
    }

    @Test
    void typedValuesAsTheSpringStarterPutsThem() {
        try (SessionFactory factory = TestHibernate.onH2()
                .setting(Setting.WORKER_ID.key(), 255)
                .setting(Setting.CLOCK_MAX_LEAD.key(), Duration.ofMillis(5))
                .setting(Setting.UNIQID_SHARD_COUNT.key(), 4)
                .setting(Setting.UNIQID_PREFIX.key(), false)
                .entities(LongIdEntity.class, UniqidEntity.class).build()) {
            UniqidEntity uniqid = new UniqidEntity();
            LongIdEntity entity = new LongIdEntity("x");
            factory.inTransaction(session -> {
                session.persist(uniqid);
                session.persist(entity);
            });
            assertThat(Services.snowflake(factory).decode(entity.id).worker()).isEqualTo(255);
            assertThat(Services.snowflake(factory).clockPolicy().maxLead()).isEqualTo(Duration.ofMillis(5));
            assertThat(uniqid.id).hasSize(14);
        }
    }

    @Test
    void aReadyGeneratorIsUsedAsItIs() {
        SnowflakeGenerator ready = SnowflakeGenerator.builder(LayoutPreset.INSTAGRAM.layout()).defaultShard(3).build();
        UuidV7Generator readyUuid = UuidV7Generator.builder().build();
        try (SessionFactory factory = TestHibernate.onH2()
                .setting(ShardflakeSettings.GENERATOR, ready)
                .setting(ShardflakeSettings.GENERATOR_UUID_V7, readyUuid)
                // Ignored: the ready generator already has its layout and worker.
                .setting(Setting.LAYOUT_PRESET.key(), "twitter")
                .entities(LongIdEntity.class, UuidV7Entity.class).build()) {
            LongIdEntity entity = new LongIdEntity("x");
            factory.inTransaction(session -> {
                session.persist(entity);
                session.persist(new UuidV7Entity());
            });
            assertThat(Services.snowflake(factory)).isSameAs(ready);
            assertThat(Services.shardflake(factory).uuidGenerator(UuidKind.V7)).isSameAs(readyUuid);
            assertThat(ready.statistics().issued()).isEqualTo(1);
            assertThat(ready.decode(entity.id).shard()).isEqualTo(3);
        }
    }

    @Test
    void oneGeneratorPerSessionFactory() {
        try (SessionFactory first = TestHibernate.onH2().entities(LongIdEntity.class).build();
                SessionFactory second = TestHibernate.onH2().entities(LongIdEntity.class).build()) {
            assertThat(Services.snowflake(first)).isSameAs(Services.snowflake(first))
                    .isNotSameAs(Services.snowflake(second));
        }
    }

    static Stream<Arguments> badSettings() {
        return Stream.of(
                Arguments.of(Setting.WORKER_ID.key(), "300", "shardflake.worker.id = 300 is not allowed: "
                        + "0..255 (8 bits)"),
                Arguments.of(Setting.WORKER_ID.key(), "-1", "shardflake.worker.id = -1 is not allowed: "
                        + "0..255 (8 bits)"),
                Arguments.of(Setting.WORKER_ID.key(), "seven", "shardflake.worker.id = seven is not allowed: "
                        + "a whole number, 0 to the worker field's maximum"),
                Arguments.of(Setting.WORKER_STRATEGY.key(), "magic", "shardflake.worker.strategy = magic is not "
                        + "allowed: property, hostname-hash, statefulset, ip, lease or auto"),
                Arguments.of(Setting.LAYOUT_PRESET.key(), "snowflakes", "shardflake.layout.preset = snowflakes is not "
                        + "allowed: one of " + LayoutPreset.names()),
                Arguments.of(Setting.SHARD_DEFAULT.key(), "16", "shardflake.shard.default = 16 is not allowed: "
                        + "0..15 (4 bits)"),
                Arguments.of(Setting.CLOCK_MAX_LEAD.key(), "-5ms", "shardflake.clock.max-lead = PT-0.005S is not "
                        + "allowed: a duration of zero or more"),
                Arguments.of(Setting.CLOCK_MAX_WAIT.key(), "soon", "shardflake.clock.max-wait = soon is not "
                        + "allowed: a duration: a whole number with a unit (ns, us, ms, s, m, h, d; e.g. 100ms or"
                        + " 10s; none means ms) or ISO-8601 (e.g. PT10S)"),
                Arguments.of(ShardflakeSettings.GENERATOR, "my-generator", "shardflake.generator = my-generator is "
                        + "not allowed: an instance of io.shardflake.SnowflakeGenerator"));
    }

    @ParameterizedTest(name = "{0} = {1}")
    @MethodSource("badSettings")
    void badSettingsFailTheBootNamingTheKey(String key, String value, String message) {
        assertThatThrownBy(() -> TestHibernate.onH2().setting(key, value).entities(LongIdEntity.class).build())
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessage(message)
                .satisfies(e -> assertThat(((InvalidConfigurationException) e).parameter()).isEqualTo(key))
                .satisfies(HibernateWords.vocabulary()::check);
    }

    static Stream<Arguments> badSettingsOfOtherGenerators() {
        return Stream.of(
                Arguments.of(Setting.SHARD_COUNT.key(), "17", TenantKeyed.class,
                        "shardflake.shard.count = 17 is not allowed: 1..16 (the shards of layout shardflake, 4"
                                + " bits)"),
                Arguments.of(Setting.SHARD_COUNT.key(), "0", TenantKeyed.class,
                        "shardflake.shard.count = 0 is not allowed: 1..16 (the shards of layout shardflake, 4"
                                + " bits)"),
                Arguments.of(Setting.UNIQID_SHARD_COUNT.key(), "11", UniqidEntity.class,
                        "shardflake.uniqid.shard-count = 11 is not allowed: 1..10: the shard is written as one "
                                + "decimal digit, so shards 0..9; the seed's scheme would write shard 10 and up with "
                                + "two digits, which readers cannot tell from the prefix"),
                Arguments.of(Setting.UNIQID_PREFIX.key(), "maybe", UniqidEntity.class,
                        "shardflake.uniqid.prefix = maybe is not allowed: true or false"),
                Arguments.of(Setting.LOCALITY_MODE.key(), "random", LocalityTextEntity.class,
                        "shardflake.locality.mode = random is not allowed: variable or sequential"),
                Arguments.of(ShardflakeSettings.GENERATOR_UUID_V7, 42, UuidV7Entity.class,
                        "shardflake.generator.uuid-v7 = 42 is not allowed: an instance of "
                                + "io.shardflake.uuid.UuidV7Generator"));
    }

    @ParameterizedTest(name = "{0} = {1}")
    @MethodSource("badSettingsOfOtherGenerators")
    void badSettingsOfTheOtherGeneratorsFailTheBootToo(String key, Object value, Class<?> entity, String message) {
        assertThatThrownBy(() -> TestHibernate.onH2().setting(key, value).entities(entity).build())
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessage(message)
                .satisfies(HibernateWords.vocabulary()::check);
    }

    static Stream<Arguments> entitiesOfEveryKind() {
        return Stream.of(
                Arguments.of(LongIdEntity.class, ShardflakeSettings.GENERATOR, "io.shardflake.SnowflakeGenerator"),
                Arguments.of(UuidV7Entity.class, ShardflakeSettings.GENERATOR_UUID_V7,
                        "io.shardflake.uuid.UuidV7Generator"),
                Arguments.of(UuidV6TextEntity.class, ShardflakeSettings.GENERATOR_UUID_V6,
                        "io.shardflake.uuid.UuidV6Generator"),
                Arguments.of(UuidV1Entity.class, ShardflakeSettings.GENERATOR_UUID_V1,
                        "io.shardflake.uuid.UuidV1Generator"),
                Arguments.of(LocalityTextEntity.class, ShardflakeSettings.GENERATOR_LOCALITY,
                        "io.shardflake.locality.LocalityUuidGenerator"),
                Arguments.of(UniqidEntity.class, ShardflakeSettings.GENERATOR_UNIQID,
                        "io.shardflake.uniqid.UniqidGenerator"));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("entitiesOfEveryKind")
    void requiringGivenGeneratorsRefusesToBuildOneFromSettings(Class<?> entity, String key, String type) {
        assertThatThrownBy(() -> TestHibernate.onH2().setting(ShardflakeSettings.REQUIRE_GIVEN_GENERATORS, "true")
                .entities(entity).build())
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessage(key + " = nothing is not allowed: an instance of " + type + ", because "
                        + "shardflake.require-given-generators = true: the application hands every generator over "
                        + "(the Spring Boot starter does), and none is built from shardflake.* settings")
                .satisfies(HibernateWords.vocabulary()::check);
    }

    @Test
    void requiringGivenGeneratorsAcceptsTheGivenOnes() {
        SnowflakeGenerator ready = SnowflakeGenerator.builder(LayoutPreset.TWITTER.layout()).workerId(9).build();
        try (SessionFactory factory = TestHibernate.onH2()
                .setting(ShardflakeSettings.REQUIRE_GIVEN_GENERATORS, true)
                .setting(ShardflakeSettings.GENERATOR, ready)
                .entities(LongIdEntity.class).build()) {
            LongIdEntity entity = new LongIdEntity("x");
            factory.inTransaction(session -> session.persist(entity));
            assertThat(ready.decode(entity.id).worker()).isEqualTo(9);
        }
    }

    @Test
    void requiringGivenGeneratorsIsTrueOrFalse() {
        assertThatThrownBy(() -> TestHibernate.onH2().setting(ShardflakeSettings.REQUIRE_GIVEN_GENERATORS, "yes")
                .entities(LongIdEntity.class).build())
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessage("shardflake.require-given-generators = yes is not allowed: true or false");
    }

    @Test
    void shardCountWithinTheLayoutIsAccepted() {
        try (SessionFactory factory = TestHibernate.onH2().setting(Setting.SHARD_COUNT.key(), "16")
                .entities(TenantKeyed.class).build()) {
            assertThat(Services.shardflake(factory).hashShardCount())
                    .isEqualTo(LayoutPreset.SHARDFLAKE.layout().maxValue(IdField.SHARD) + 1);
        }
    }
}
