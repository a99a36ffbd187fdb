package io.shardflake.hibernate;

import java.util.List;
import java.util.Locale;
import org.hibernate.MappingException;

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

    /** The names above, in the order messages list them. */
    private static final List<String> ALL = List.of(SNOWFLAKE, UUID, UNIQID);

    private ShardflakeGeneratorNames() {
    }

    /**
     * Refuses a generator name that reads as one of Shardflake's but is none ({@code "Snowflake"},
     * {@code "shardflake_uuid"}, {@code "uniqid-id"}): Hibernate would not fail on it, it would fall back to a random
     * UUID or a database sequence of that name. Called only for a name the mapping declares nowhere itself: a
     * generator the application names so is its own choice. Used at boot by the Hibernate module and at build time
     * by the Quarkus extension, so both say it alike.
     *
     * @param name the name in {@code @GeneratedValue(generator = ...)}
     * @param idPath the id attribute, {@code Entity.attribute}
     * @throws MappingException naming the id, the name and the names Shardflake registers, if the name starts like
     *     one of them (case, {@code -} and {@code _} aside) and is not one
     */
    public static void refuseLookalike(String name, String idPath) {
        if (ALL.contains(name)) {
            return;
        }
        String bare = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
        if (bare.startsWith("snowflake") || bare.startsWith("shardflake") || bare.startsWith("uniqid")) {
            throw new MappingException(idPath + " asks for generator \"" + name + "\", which no mapping declares"
                    + " and Shardflake does not register: its names are \"" + SNOWFLAKE + "\", \"" + UUID
                    + "\" and \"" + UNIQID + "\"; use one of them, or put @SnowflakeId, @ShardflakeUuid or @UniqidId"
                    + " on the id");
        }
    }
}
