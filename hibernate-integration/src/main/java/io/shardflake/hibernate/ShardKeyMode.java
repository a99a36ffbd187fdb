package io.shardflake.hibernate;

/** How a {@link ShardKey} attribute's value becomes a shard. */
public enum ShardKeyMode {

    /**
     * Decided at boot, never guessed:
     * <ul>
     *   <li>an association ({@code @ManyToOne}, {@code @OneToOne}): {@link #SHARD_OF_ID} when the other entity's id
     *       is made by Shardflake's {@link SnowflakeIdGenerator} — as Hibernate actually made it, whichever way it
     *       was mapped; {@link #HASH} when that id cannot be a Shardflake id (not a {@code Long} or {@code String},
     *       or made by the database, a sequence, a table or a UUID generator); refused otherwise (assigned ids, a
     *       generator of the application's own), since only the application knows;</li>
     *   <li>a plain value: {@link #HASH} for a type that cannot hold a Shardflake id ({@code Integer},
     *       {@code Short}, {@code Byte}, {@code UUID}, an enum, {@code byte[]}); refused for {@code Long},
     *       {@code long} and {@code String}, which may hold one: say {@link #SHARD_OF_ID} or {@link #HASH}.</li>
     * </ul>
     */
    AUTO,

    /**
     * The value is a Shardflake id (a {@code Long}/{@code long}, its base32 {@code String}, or an association to
     * an entity with such an id): the new id takes that id's shard.
     */
    SHARD_OF_ID,

    /**
     * A stable hash of the value ({@code Long}, {@code Integer}, {@code Short}, {@code Byte}, {@code String},
     * {@code UUID} or an enum, or the id of an associated entity) mod {@code shardflake.shard.count}; see
     * {@link io.shardflake.shard.ShardHasher}.
     */
    HASH
}
