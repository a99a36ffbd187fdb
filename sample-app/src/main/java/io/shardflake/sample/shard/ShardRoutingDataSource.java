package io.shardflake.sample.shard;

import org.springframework.jdbc.datasource.lookup.AbstractRoutingDataSource;

/**
 * The application's one {@code DataSource}: hands out a connection of the physical shard the thread is bound to.
 * With no shard bound (Hibernate's boot, Shardflake's worker lease) it uses physical shard 0.
 */
final class ShardRoutingDataSource extends AbstractRoutingDataSource {

    @Override
    protected Object determineCurrentLookupKey() {
        return ShardContext.current();
    }
}
