package io.shardflake.hibernate;

/** How a {@link ShardKey} attribute's value becomes a shard. */
public enum ShardKeyMode {

    /**
     * {@link #SHARD_OF_ID} for an association ({@code @ManyToOne}, {@code @OneToOne}) to an entity whose id is a
     * Shardflake id; {@link #HASH} for anything else (a plain value, or an association to an entity with another
     * kind of id, whose id is then hashed).
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
