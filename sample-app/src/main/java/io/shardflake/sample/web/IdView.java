package io.shardflake.sample.web;

import io.shardflake.hibernate.SnowflakeId;
import java.time.Instant;

/** An id's fields, and the database it routes to. */
record IdView(@SnowflakeId long id, String base32, Instant timestamp, int shard, int worker, long sequence,
        int physicalShard) {
}
