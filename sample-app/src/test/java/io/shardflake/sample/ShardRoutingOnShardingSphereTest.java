package io.shardflake.sample;

import io.shardflake.sample.shard.ShardingSphereEngineConfiguration;
import org.springframework.test.context.ActiveProfiles;

/**
 * {@link ShardRoutingTest} with ShardingSphere-JDBC as the engine: the same services put each row on the database its
 * id names (checked with plain JDBC on every database), and the time window is ShardingSphere's fan-out and merge.
 */
@ActiveProfiles(ShardingSphereEngineConfiguration.PROFILE)
class ShardRoutingOnShardingSphereTest extends ShardRoutingTest {
}
