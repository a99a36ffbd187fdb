package io.shardflake.shardingsphere;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@link ShopThroughShardingSphere} on four databases of an embedded PostgreSQL 18 server, the key generator's worker
 * id leased from a table in the first of them.
 */
class PostgresShopTest extends ShopThroughShardingSphere {

    @Override
    PhysicalDatabases start() throws Exception {
        return new PostgresDatabases(4);
    }

    @Override
    Map<String, String> workerProps(PhysicalDatabases databases) {
        Map<String, String> props = new LinkedHashMap<>();
        props.put("layout.preset", "shardflake");
        props.put("worker.lease.url", databases.urls().get(0));
        props.put("worker.lease.username", databases.username());
        return props;
    }
}
