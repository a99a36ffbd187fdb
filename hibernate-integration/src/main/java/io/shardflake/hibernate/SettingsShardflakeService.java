package io.shardflake.hibernate;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockSettings;
import io.shardflake.locality.CounterMode;
import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.uniqid.UniqidFormat;
import io.shardflake.uniqid.UniqidGenerator;
import io.shardflake.uuid.UuidGenerator;
import io.shardflake.uuid.UuidV1Generator;
import io.shardflake.uuid.UuidV6Generator;
import io.shardflake.uuid.UuidV7Generator;
import io.shardflake.worker.WorkerIdSource;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * {@link ShardflakeService} from Hibernate's settings: each generator is taken from its key or built from the
 * {@code shardflake.*} settings on first use, then kept. Synchronized because Spring may build persistence units
 * on a background thread; after boot every call returns a field that no longer changes.
 */
final class SettingsShardflakeService implements ShardflakeService {

    private static final System.Logger LOG = System.getLogger(SettingsShardflakeService.class.getName());

    /** Builder parameter names, as the core's exceptions name them, and the keys users know them by. */
    private static final Map<String, String> KEY_OF_PARAMETER = Map.of(
            "worker id", ShardflakeSettings.WORKER_ID,
            "default shard", ShardflakeSettings.SHARD_DEFAULT,
            "max lead", ShardflakeSettings.CLOCK_MAX_LEAD,
            "max wait", ShardflakeSettings.CLOCK_MAX_WAIT,
            "preset", ShardflakeSettings.LAYOUT,
            "shard count", ShardflakeSettings.UNIQID_SHARD_COUNT);

    private final SettingValues settings;
    private SnowflakeGenerator snowflake;
    private Integer hashShardCount;
    private final Map<UuidKind, UuidGenerator> uuids = new EnumMap<>(UuidKind.class);
    private LocalityUuidGenerator locality;
    private UniqidGenerator uniqid;

    SettingsShardflakeService(SettingValues settings) {
        this.settings = settings;
    }

    @Override
    public synchronized SnowflakeGenerator snowflakeGenerator() {
        if (snowflake == null) {
            snowflake = given(ShardflakeSettings.GENERATOR, SnowflakeGenerator.class, this::buildSnowflake);
        }
        return snowflake;
    }

    @Override
    public synchronized int hashShardCount() {
        if (hashShardCount == null) {
            IdLayout layout = snowflakeGenerator().layout();
            int shards = (int) layout.maxValue(IdField.SHARD) + 1;
            String allowed = layout.has(IdField.SHARD)
                    ? "1.." + shards + " (the shard field of layout " + layout.name() + " has "
                            + layout.width(IdField.SHARD) + " bits)"
                    : "nothing: layout " + layout.name() + " has no shard field (" + layout.describeFields() + ")";
            int count = settings.integer(ShardflakeSettings.SHARD_COUNT, shards, allowed);
            if (!layout.has(IdField.SHARD) || count < 1 || count > shards) {
                throw new InvalidConfigurationException(ShardflakeSettings.SHARD_COUNT, count, allowed);
            }
            hashShardCount = count;
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
                    () -> LocalityUuidGenerator.builder().mode(counterMode()).clock(clockSettings()).build());
        }
        return locality;
    }

    @Override
    public synchronized UniqidGenerator uniqidGenerator() {
        if (uniqid == null) {
            uniqid = given(ShardflakeSettings.GENERATOR_UNIQID, UniqidGenerator.class, () -> {
                int shards = settings.integer(ShardflakeSettings.UNIQID_SHARD_COUNT, 1, "1..10");
                boolean prefixed = settings.bool(ShardflakeSettings.UNIQID_PREFIX, true);
                return UniqidGenerator.builder(new UniqidFormat(shards, prefixed)).clock(clockSettings()).build();
            });
        }
        return uniqid;
    }

    private <G> G given(String key, Class<G> type, Supplier<G> build) {
        G given = settings.object(key, type);
        if (given != null) {
            return given;
        }
        if (settings.bool(ShardflakeSettings.REQUIRE_GIVEN_GENERATORS, false)) {
            throw new InvalidConfigurationException(key, "nothing", "an instance of " + type.getName() + ", because "
                    + ShardflakeSettings.REQUIRE_GIVEN_GENERATORS + " = true: the application hands every generator"
                    + " over (the Spring Boot starter does), and none is built from shardflake.* settings");
        }
        return withKeys(build);
    }

    private SnowflakeGenerator buildSnowflake() {
        IdLayout layout = layout();
        SnowflakeGenerator generator = SnowflakeGenerator.builder(layout)
                .workerIdSource(workerIdSource(layout))
                .defaultShard(settings.integer(ShardflakeSettings.SHARD_DEFAULT, 0, "a shard number"))
                .clock(clockSettings())
                .build();
        LOG.log(System.Logger.Level.INFO, "Shardflake makes ids with {0}; built from Hibernate settings",
                generator.summary());
        return generator;
    }

    private IdLayout layout() {
        Object value = settings.raw(ShardflakeSettings.LAYOUT);
        if (value instanceof IdLayout layout) {
            return layout;
        }
        return LayoutPreset.named(value == null ? LayoutPreset.SHARDFLAKE.presetName() : value.toString()).layout();
    }

    private WorkerIdSource workerIdSource(IdLayout layout) {
        Object value = settings.raw(ShardflakeSettings.WORKER_STRATEGY);
        if (value instanceof WorkerIdSource source) {
            return source;
        }
        if (!layout.has(IdField.WORKER)) {
            return workerless(layout);
        }
        if (value == null && settings.raw(ShardflakeSettings.WORKER_ID) == null) {
            // Without Spring nothing chooses a worker id: worker 0 on every node would repeat ids across nodes.
            throw new InvalidConfigurationException(ShardflakeSettings.WORKER_STRATEGY, null, "a way to tell this"
                    + " instance's ids from every other's: " + ShardflakeSettings.WORKER_ID + "=N, a different N on"
                    + " every instance (" + describeRange(layout) + "), or " + ShardflakeSettings.WORKER_STRATEGY
                    + "=hostname-hash, statefulset-ordinal, ipv4-low-bits or a WorkerIdSource. Hibernate without"
                    + " Spring Boot does not choose one by itself: every instance would be worker 0 and repeat the"
                    + " others' ids");
        }
        String strategy = value == null ? "fixed" : value.toString().trim().toLowerCase(Locale.ROOT);
        try {
            return switch (strategy) {
                case "fixed" -> {
                    if (settings.raw(ShardflakeSettings.WORKER_ID) == null) {
                        throw new InvalidConfigurationException(ShardflakeSettings.WORKER_ID, null,
                                describeRange(layout) + ", different on every instance, required by "
                                        + ShardflakeSettings.WORKER_STRATEGY + "=fixed");
                    }
                    yield WorkerIdSource.fixed(settings.integer(ShardflakeSettings.WORKER_ID, 0,
                            "0..2^bits - 1 of the worker field"));
                }
                case "hostname-hash" -> WorkerIdSource.hostnameHash();
                case "statefulset-ordinal" -> WorkerIdSource.statefulSetOrdinal();
                case "ipv4-low-bits" -> WorkerIdSource.ipv4LowBits();
                default -> throw new InvalidConfigurationException(ShardflakeSettings.WORKER_STRATEGY, value,
                        "fixed, hostname-hash, statefulset-ordinal, ipv4-low-bits or a WorkerIdSource");
            };
        } catch (InvalidConfigurationException e) {
            // A strategy that cannot find its host name or address is a problem with the strategy setting.
            throw e.parameter().startsWith(ShardflakeSettings.PREFIX) || strategy.equals("fixed") ? e
                    : e.renamed(ShardflakeSettings.WORKER_STRATEGY);
        }
    }

    /**
     * A layout without a worker field: nothing tells two instances' ids apart, and Hibernate always has a database
     * other instances can write to, so the user must state that this instance alone writes its shards.
     */
    private WorkerIdSource workerless(IdLayout layout) {
        if (!settings.bool(ShardflakeSettings.SHARD_SINGLE_WRITER, false)) {
            Object preset = settings.raw(ShardflakeSettings.LAYOUT);
            throw new InvalidConfigurationException(ShardflakeSettings.LAYOUT, preset instanceof IdLayout
                    ? layout.name() : preset, "a layout with a worker field, since more than one instance can make"
                    + " ids for this database; layout " + layout.name() + " has none (" + layout.describeFields()
                    + "), so two instances writing one shard in the same tick would make the same ids. Choose a layout"
                    + " with a worker field, or set " + ShardflakeSettings.SHARD_SINGLE_WRITER + "=true if this"
                    + " instance is the only one that makes ids for each shard it writes");
        }
        Object id = settings.raw(ShardflakeSettings.WORKER_ID);
        if (id != null && settings.integer(ShardflakeSettings.WORKER_ID, 0, describeRange(layout)) != 0) {
            throw new InvalidConfigurationException(ShardflakeSettings.WORKER_ID, id, describeRange(layout));
        }
        return WorkerIdSource.fixed(0);
    }

    private static String describeRange(IdLayout layout) {
        return layout.has(IdField.WORKER)
                ? "0.." + layout.maxValue(IdField.WORKER) + " (" + layout.width(IdField.WORKER) + " bits)"
                : "0 (layout " + layout.name() + " has no worker field)";
    }

    private ClockSettings clockSettings() {
        return ClockSettings.DEFAULT.withPolicy(clockPolicy());
    }

    private ClockPolicy clockPolicy() {
        return new ClockPolicy(
                settings.duration(ShardflakeSettings.CLOCK_MAX_LEAD, ClockPolicy.DEFAULT.maxLead()),
                settings.duration(ShardflakeSettings.CLOCK_MAX_WAIT, ClockPolicy.DEFAULT.maxWait()));
    }

    private CounterMode counterMode() {
        String mode = settings.text(ShardflakeSettings.LOCALITY_MODE, "variable").toLowerCase(Locale.ROOT);
        return switch (mode) {
            case "variable" -> CounterMode.VARIABLE;
            case "sequential" -> CounterMode.SEQUENTIAL;
            default -> throw new InvalidConfigurationException(ShardflakeSettings.LOCALITY_MODE, mode,
                    "variable or sequential");
        };
    }

    /** Runs a core builder and restates its errors under the setting keys, e.g. "worker id" as its key. */
    private static <T> T withKeys(Supplier<T> build) {
        try {
            return build.get();
        } catch (InvalidConfigurationException e) {
            String key = KEY_OF_PARAMETER.get(e.parameter());
            throw key == null ? e : e.renamed(key);
        }
    }

    @Override
    public String toString() {
        return "ShardflakeService[" + (snowflake == null ? "no snowflake generator yet" : snowflake) + "]";
    }
}
