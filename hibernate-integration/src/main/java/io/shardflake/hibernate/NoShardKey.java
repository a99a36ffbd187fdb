package io.shardflake.hibernate;

import org.hibernate.MappingException;

/** Refuses a {@link ShardKey} on an entity whose kind of id cannot carry a chosen shard. */
final class NoShardKey {

    private NoShardKey() {
    }

    static void require(IdAttribute id, String what, String reason) {
        ShardKeyPath key = ShardKeyFinder.ofEntity(id);
        if (key != null) {
            throw new MappingException("@ShardKey on " + key.label() + " cannot decide the shard of " + what
                    + " id " + id.path() + ": " + reason + "; @ShardKey works with @SnowflakeId");
        }
    }
}
