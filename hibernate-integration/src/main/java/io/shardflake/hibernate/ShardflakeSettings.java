package io.shardflake.hibernate;

/**
 * The Hibernate settings Shardflake reads (in {@code hibernate.properties}, {@code persistence.xml}, the map given
 * to {@code StandardServiceRegistryBuilder.applySettings}, or Spring's {@code spring.jpa.properties.*}).
 *
 * <p>Two ways to configure:
 * <ol>
 *   <li><b>A ready generator</b>: put an object under {@link #GENERATOR} (and, if used, the UUID and uniqid keys).
 *       The Spring Boot starter does this with a {@code HibernatePropertiesCustomizer}. The settings that describe
 *       how to build that generator ({@link #LAYOUT}, {@link #WORKER_ID}, {@link #SHARD_DEFAULT}, the clock) are
 *       then not read: the object already has them. With {@link #REQUIRE_GIVEN_GENERATORS}, a generator that is
 *       not given fails the boot instead of being built.</li>
 *   <li><b>Settings</b>: without a ready generator, one is built from the {@code shardflake.*} keys below the first
 *       time an entity needs it, i.e. while the SessionFactory boots.</li>
 * </ol>
 * Either way there is one generator of each kind per service registry (per SessionFactory), shared by every
 * entity: a second generator with the same worker id in the same process could repeat ids. Two SessionFactories
 * in one JVM should be given the same ready generator, or different worker ids.
 *
 * <p>Values may be text (from a properties file) or objects of the right type ({@code Integer}, {@code Boolean},
 * {@code Duration}). A bad value fails the boot with an {@link io.shardflake.error.InvalidConfigurationException}
 * naming the key, the value and what is allowed, e.g.
 * {@code shardflake.worker.id = 300 is not allowed: 0..255 (8 bits)}.
 */
public final class ShardflakeSettings {

    /** Prefix of every key. */
    public static final String PREFIX = "shardflake.";

    /** A ready {@link io.shardflake.SnowflakeGenerator} for {@link SnowflakeId}. */
    public static final String GENERATOR = "shardflake.generator";

    /** A ready {@link io.shardflake.uuid.UuidV7Generator} for {@link ShardflakeUuid} of kind V7. */
    public static final String GENERATOR_UUID_V7 = "shardflake.generator.uuid-v7";

    /** A ready {@link io.shardflake.uuid.UuidV6Generator} for {@link ShardflakeUuid} of kind V6. */
    public static final String GENERATOR_UUID_V6 = "shardflake.generator.uuid-v6";

    /** A ready {@link io.shardflake.uuid.UuidV1Generator} for {@link ShardflakeUuid} of kind V1. */
    public static final String GENERATOR_UUID_V1 = "shardflake.generator.uuid-v1";

    /** A ready {@link io.shardflake.locality.LocalityUuidGenerator} for {@link ShardflakeUuid} of kind LOCALITY. */
    public static final String GENERATOR_LOCALITY = "shardflake.generator.locality";

    /** A ready {@link io.shardflake.uniqid.UniqidGenerator} for {@link UniqidId}. */
    public static final String GENERATOR_UNIQID = "shardflake.generator.uniqid";

    /**
     * {@code true} forbids building generators from settings: every generator an entity needs must be given under
     * its key above, or the boot fails naming the missing key. Default {@code false}. The Spring Boot starter sets
     * it with the generators it hands over, so that a SessionFactory under Spring can never quietly make a
     * generator of its own (worker id 0, no lease) beside the application's.
     */
    public static final String REQUIRE_GIVEN_GENERATORS = "shardflake.require-given-generators";

    /**
     * The layout: a preset name ({@code shardflake}, the default; {@code twitter}, {@code instagram},
     * {@code icicle}, {@code sonyflake}, {@code discord}, {@code global-id}) or an {@link io.shardflake.IdLayout}.
     */
    public static final String LAYOUT = "shardflake.layout";

    /**
     * Where the worker id comes from: {@code fixed} ({@link #WORKER_ID}), {@code hostname-hash},
     * {@code statefulset-ordinal} or {@code ipv4-low-bits}, or a {@link io.shardflake.worker.WorkerIdSource}. One of
     * this and {@link #WORKER_ID} must be set for a layout with a worker field: without Spring Boot nothing chooses
     * a worker id, and worker 0 on every instance would repeat ids, so the boot fails instead.
     */
    public static final String WORKER_STRATEGY = "shardflake.worker.strategy";

    /**
     * The worker id for the {@code fixed} strategy (implied when this is set and {@link #WORKER_STRATEGY} is not):
     * 0 to the worker field's maximum, different on every instance.
     */
    public static final String WORKER_ID = "shardflake.worker.id";

    /**
     * How many shards {@link ShardKeyMode#HASH} spreads keys over: 1 to 2^(shard bits); by default all the shard
     * field holds (16 for the {@code shardflake} layout). Read also when a ready generator is given.
     */
    public static final String SHARD_COUNT = "shardflake.shard.count";

    /**
     * Whether this instance is the only one that makes ids for each shard it writes: {@code true} or {@code false}
     * (the default). Required by layouts without a worker field ({@code instagram}, {@code icicle}), where nothing
     * else tells two instances' ids apart; they refuse to boot without it.
     */
    public static final String SHARD_SINGLE_WRITER = "shardflake.shard.single-writer";

    /** The shard of ids of entities without a {@link ShardKey}: 0 (the default) to the shard field's maximum. */
    public static final String SHARD_DEFAULT = "shardflake.shard.default";

    /**
     * How far the clock may run ahead of the wall clock: a {@link java.time.Duration} or text such as
     * {@code 100ms}, {@code 1s}, {@code PT0.1S}; a bare number is milliseconds. Default 100 ms; 0 is classic
     * Snowflake (wait for the next tick). Applies to every generator built from settings.
     */
    public static final String CLOCK_MAX_LEAD = "shardflake.clock.max-lead";

    /** How long one id may wait for the wall clock before it fails; same forms as the lead. Default 1 s. */
    public static final String CLOCK_MAX_WAIT = "shardflake.clock.max-wait";

    /** Shards of {@link UniqidId} ids: 1 (the default) to 10, the shard digit being microseconds mod this. */
    public static final String UNIQID_SHARD_COUNT = "shardflake.uniqid.shard-count";

    /** Whether {@link UniqidId} ids carry the 4-hex random prefix: {@code true} (the default) or {@code false}. */
    public static final String UNIQID_PREFIX = "shardflake.uniqid.prefix";

    /** The Locality UUID counter: {@code variable} (the default, scattering) or {@code sequential}. */
    public static final String LOCALITY_MODE = "shardflake.locality.mode";

    private ShardflakeSettings() {
    }
}
