package io.shardflake.hibernate;

/**
 * The Hibernate settings Shardflake reads (in {@code hibernate.properties}, {@code persistence.xml}, the map given
 * to {@code StandardServiceRegistryBuilder.applySettings}, or Spring's {@code spring.jpa.properties.*}).
 *
 * <p>The settings that describe how to build a generator are the same {@code shardflake.*} keys and values as the
 * Spring Boot starter's properties: {@link io.shardflake.config.Setting} lists them, and the project's
 * {@code docs/configuration.md} gives their values and defaults. This class holds only the keys under which an
 * application hands Hibernate ready generators.
 *
 * <p>Two ways to configure:
 * <ol>
 *   <li><b>A ready generator</b>: put an object under {@link #GENERATOR} (and, if used, the UUID and uniqid keys).
 *       The Spring Boot starter does this with a {@code HibernatePropertiesCustomizer}. The settings that describe
 *       how to build that generator (the layout, the worker id, the default shard, the clock) are
 *       then not read: the object already has them. With {@link #REQUIRE_GIVEN_GENERATORS}, a generator that is
 *       not given fails the boot instead of being built.</li>
 *   <li><b>Settings</b>: without a ready generator, one is built from the {@code shardflake.*} settings the first
 *       time an entity needs it, i.e. while the SessionFactory boots.</li>
 * </ol>
 * Either way there is one generator of each kind per service registry (per SessionFactory), shared by every
 * entity: a second generator with the same worker id in the same process could repeat ids. Two SessionFactories
 * in one JVM should be given the same ready generator, or different worker ids.
 *
 * <p>Values may be text (from a properties file) or objects of the right type ({@code Integer}, {@code Boolean},
 * {@code Duration}). A bad value fails the boot with an {@link io.shardflake.config.InvalidSettingException}
 * naming the key, the value and what is allowed, e.g.
 * {@code shardflake.worker.id = 300 is not allowed: 0..255 (8 bits)}.
 */
public final class ShardflakeSettings {

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

    private ShardflakeSettings() {
    }
}
