package io.shardflake.hibernate;

/**
 * The generator names registered in every SessionFactory that has this module on its class path, for
 * {@code @Id @GeneratedValue(generator = ...)} with nothing else on the entity or its package.
 *
 * <p>A generator the application declares with the same name on the entity, its class or package takes
 * precedence (Hibernate looks there first); one declared globally under the same name clashes, and Hibernate logs a
 * duplicate or, in strict global-scope mode, fails. See {@link NamedGeneratorsContributor} for how the names are
 * registered.
 */
public final class ShardflakeGeneratorNames {

    /** {@link SnowflakeIdGenerator}: like {@link SnowflakeId}. */
    public static final String SNOWFLAKE = "snowflake";

    /** {@link ShardflakeUuidGenerator}: like {@link ShardflakeUuid} with the default kind, v7. */
    public static final String UUID = "shardflake-uuid";

    /** {@link UniqidIdGenerator}: like {@link UniqidId}. */
    public static final String UNIQID = "uniqid";

    private ShardflakeGeneratorNames() {
    }
}
