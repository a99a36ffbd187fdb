package io.shardflake.shardingsphere;

import java.util.Map;

/** {@link ShopThroughShardingSphere} on four in-memory H2 databases, worker id fixed in the props. */
class H2ShopTest extends ShopThroughShardingSphere {

    @Override
    PhysicalDatabases start() {
        return new H2Databases(4);
    }

    @Override
    Map<String, String> workerProps(PhysicalDatabases databases) {
        return Map.of("layout.preset", "shardflake", "worker.id", "11");
    }
}
