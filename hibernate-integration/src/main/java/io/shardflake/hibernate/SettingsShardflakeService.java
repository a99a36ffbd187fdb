package io.shardflake.hibernate;

import io.shardflake.IdLayout;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockSettings;
import io.shardflake.config.ConfiguredSnowflake;
import io.shardflake.config.ShardflakeConfig;
import io.shardflake.config.WorkerDatabase;
import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.uniqid.UniqidGenerator;
import io.shardflake.uuid.UuidGenerator;
import io.shardflake.uuid.UuidV1Generator;
import io.shardflake.uuid.UuidV6Generator;
import io.shardflake.uuid.UuidV7Generator;
import java.time.Instant;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import org.hibernate.service.spi.ServiceRegistryImplementor;
import org.hibernate.service.spi.Stoppable;
import org.jspecify.annotations.Nullable;

/**
 * {@link ShardflakeService} from Hibernate's settings: each generator is taken from its key or built from the
 * {@code shardflake.*} settings ({@link ShardflakeConfig}, read once) on first use, then kept. Synchronized because
 * Spring may build persistence units on a background thread; after boot every call returns a field that no longer
 * changes. Stopped with the registry: a worker id leased here is given back.
 */
final class SettingsShardflakeService implements ShardflakeService, Stoppable {

    private Map<String, Object> settings;
    private final ServiceRegistryImplementor registry;
    private @Nullable ShardflakeConfig config;
    private @Nullable IdLayout layout;
    private @Nullable SnowflakeGenerator snowflake;
    private @Nullable ConfiguredSnowflake built;
    private @Nullable Integer hashShardCount;
    private final Map<UuidKind, UuidGenerator> uuids = new EnumMap<>(UuidKind.class);
    private @Nullable LocalityUuidGenerator locality;
    private @Nullable UniqidGenerator uniqid;

    SettingsShardflakeService(Map<String, Object> settings, ServiceRegistryImplementor registry) {
        this.settings = settings;
        this.registry = registry;
    }

    @Override
    public synchronized SnowflakeGenerator snowflakeGenerator() {
        if (snowflake == null) {
            snowflake = given(ShardflakeSettings.GENERATOR, SnowflakeGenerator.class, this::buildSnowflake);
        }
        return snowflake;
    }

    @Override
    public synchronized IdLayout snowflakeLayout() {
        if (layout == null) {
            SnowflakeGenerator given = given(ShardflakeSettings.GENERATOR, SnowflakeGenerator.class, () -> null);
            layout = given != null ? given.layout() : config().layout().build(Instant.now());
        }
        return layout;
    }

    @Override
    public synchronized int hashShardCount() {
        if (hashShardCount == null) {
            hashShardCount = config().shard().count(snowflakeLayout());
        }
        return hashShardCount;
    }

    @Override
    public synchronized UuidGenerator uuidGenerator(UuidKind kind) {
        UuidGenerator generator = uuids.get(kind);
        if (generator == null) {
            generator = switch (kind) {
                case V7 -> given(ShardflakeSettings.GENERATOR_UUID_V7, UuidV7Generator.class,
                        () -> UuidV7Generator.builder().clock(clockSettings()).build());
                case V6 -> given(ShardflakeSettings.GENERATOR_UUID_V6, UuidV6Generator.class,
                        () -> UuidV6Generator.builder().clock(clockSettings()).build());
                case V1 -> given(ShardflakeSettings.GENERATOR_UUID_V1, UuidV1Generator.class,
                        () -> UuidV1Generator.builder().clock(clockSettings()).build());
                case LOCALITY -> throw new IllegalArgumentException(
                        "Locality UUIDs come from localityGenerator(), not uuidGenerator(LOCALITY)");
            };
            uuids.put(kind, generator);
        }
        return generator;
    }

    @Override
    public synchronized LocalityUuidGenerator localityGenerator() {
        if (locality == null) {
            locality = given(ShardflakeSettings.GENERATOR_LOCALITY, LocalityUuidGenerator.class,
                    () -> LocalityUuidGenerator.builder().mode(config().localityMode())
                            .clock(clockSettings()).build());
        }
        return locality;
    }

    @Override
    public synchronized UniqidGenerator uniqidGenerator() {
        if (uniqid == null) {
            uniqid = given(ShardflakeSettings.GENERATOR_UNIQID, UniqidGenerator.class,
                    () -> UniqidGenerator.builder(config().uniqid()).clock(clockSettings()).build());
        }
        return uniqid;
    }

    /**
     * Takes the settings the SessionFactory is created with, before its generators start: a framework that builds
     * the metadata ahead (Quarkus, at build time) completes them at run time, with the worker id for instance, and
     * the service made while the metadata was built must use them. The layout stays the one the mapping was checked
     * with. Nothing changes once the 64-bit generator is built, or when the settings are the same.
     *
     * @param runTime the SessionFactory's settings
     * @throws InvalidConfigurationException if they give another layout
     */
    synchronized void takeRunTimeSettings(Map<String, Object> runTime) {
        if (snowflake != null || runTime.equals(settings)) {
            return;
        }
        Map<String, Object> merged = new HashMap<>(settings);
        merged.putAll(runTime);
        IdLayout checked = layout;
        settings = merged;
        config = null;
        layout = null;
        hashShardCount = null;
        if (checked != null && !snowflakeLayout().equals(checked)) {
            throw new InvalidConfigurationException("shardflake.layout", snowflakeLayout().name(), "the layout the "
                    + "mapping was built with, " + checked.name() + ": the layout decides how ids and shard keys are "
                    + "mapped, so it is read when Hibernate builds the metadata, which may be at build time");
        }
    }

    /** The settings, read once, when the first generator is built from them. */
    private ShardflakeConfig config() {
        if (config == null) {
            config = ShardflakeConfig.read(settings);
        }
        return config;
    }

    private <G> G given(String key, Class<G> type, Supplier<G> build) {
        Object given = settings.get(key);
        if (given != null && !(given instanceof String text && text.isBlank())) {
            if (!type.isInstance(given)) {
                throw new InvalidConfigurationException(key, describe(given), "an instance of " + type.getName());
            }
            return type.cast(given);
        }
        if (requireGiven()) {
            throw new InvalidConfigurationException(key, "nothing", "an instance of " + type.getName() + ", because "
                    + ShardflakeSettings.REQUIRE_GIVEN_GENERATORS + " = true: the application hands every generator"
                    + " over (the Spring Boot starter does), and none is built from shardflake.* settings");
        }
        return build.get();
    }

    private boolean requireGiven() {
        Object value = settings.get(ShardflakeSettings.REQUIRE_GIVEN_GENERATORS);
        if (value == null || value instanceof Boolean) {
            return Boolean.TRUE.equals(value);
        }
        String text = value.toString().trim().toLowerCase(Locale.ROOT);
        if (!text.equals("true") && !text.equals("false")) {
            throw new InvalidConfigurationException(ShardflakeSettings.REQUIRE_GIVEN_GENERATORS, value,
                    "true or false");
        }
        return Boolean.parseBoolean(text);
    }

    private SnowflakeGenerator buildSnowflake() {
        WorkerDatabase database = config().worker().lease().enabled() ? HibernateWorkerDatabase.of(registry) : null;
        built = ConfiguredSnowflake.build(config(), database, HibernateWorkerDatabase.NONE, "Hibernate settings");
        return built.generator();
    }

    /** Plain values as they read; any other object by its type, which says more than its toString(). */
    private static String describe(Object value) {
        return value instanceof CharSequence || value instanceof Number || value instanceof Boolean
                ? value.toString() : "a " + value.getClass().getName();
    }

    /** Gives back a worker id leased from Hibernate's connections. */
    @Override
    public synchronized void stop() {
        if (built != null) {
            built.close();
        }
    }

    @Override
    public String toString() {
        return "ShardflakeService[" + (snowflake == null ? "no snowflake generator yet" : snowflake) + "]";
    }

    /** The clock policy of the settings on each generator kind's own default clock. */
    private ClockSettings clockSettings() {
        return ClockSettings.DEFAULT.withPolicy(config().clockPolicy());
    }
}
