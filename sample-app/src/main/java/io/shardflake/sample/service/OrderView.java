package io.shardflake.sample.service;

import io.shardflake.hibernate.SnowflakeId;
import java.time.Instant;

/** An order as the API shows it; {@code createdAt} is read from the id, there is no timestamp column. */
public record OrderView(@SnowflakeId long id, @SnowflakeId long customerId, String product, int quantity,
        long amountCents, Instant createdAt, int logicalShard, int physicalShard) {
}
