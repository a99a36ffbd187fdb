package io.shardflake.shardingsphere;

import java.util.Map;
import java.util.stream.Collectors;

/**
 * The ShardingSphere configuration of the tests' shop: customers and their orders on {@code ds_0..ds_n-1} (tables,
 * bound), events as 16 auto tables, both routed by {@code SHARDFLAKE}; customers' and events' ids made by the
 * {@code SHARDFLAKE} key generator with the given props.
 */
final class ShopYaml {

    private ShopYaml() {
    }

    static String of(PhysicalDatabases databases, String databaseName, Map<String, String> keyGeneratorProps) {
        StringBuilder yaml = new StringBuilder();
        yaml.append("databaseName: ").append(databaseName).append('\n');
        yaml.append("mode:\n  type: Standalone\n");
        yaml.append("dataSources:\n");
        for (int n = 0; n < databases.urls().size(); n++) {
            yaml.append("  ds_").append(n).append(":\n")
                    .append("    dataSourceClassName: com.zaxxer.hikari.HikariDataSource\n")
                    .append("    driverClassName: ").append(databases.driverClassName()).append('\n')
                    .append("    jdbcUrl: ").append(databases.urls().get(n)).append('\n')
                    .append("    username: ").append(databases.username()).append('\n')
                    .append("    password: '").append(databases.password()).append("'\n")
                    .append("    maximumPoolSize: 4\n");
        }
        int last = databases.urls().size() - 1;
        yaml.append("""
                rules:
                - !SHARDING
                  tables:
                    customers:
                      actualDataNodes: ds_${0..LAST}.customers
                      databaseStrategy:
                        standard:
                          shardingColumn: id
                          shardingAlgorithmName: by_shardflake_id
                      keyGenerateStrategy:
                        column: id
                        keyGeneratorName: shardflake
                    orders:
                      actualDataNodes: ds_${0..LAST}.orders
                      databaseStrategy:
                        standard:
                          shardingColumn: customer_id
                          shardingAlgorithmName: by_shardflake_id
                  autoTables:
                    events:
                      actualDataSources: ds_${0..LAST}
                      shardingStrategy:
                        standard:
                          shardingColumn: id
                          shardingAlgorithmName: table_per_logical_shard
                      keyGenerateStrategy:
                        column: id
                        keyGeneratorName: shardflake
                  bindingTables:
                    - customers,orders
                  shardingAlgorithms:
                    by_shardflake_id:
                      type: SHARDFLAKE_STANDARD
                      props:
                        layout.preset: shardflake
                        sharding-count: COUNT
                    table_per_logical_shard:
                      type: SHARDFLAKE
                      props:
                        layout.preset: shardflake
                        sharding-count: 16
                  keyGenerators:
                    shardflake:
                      type: SHARDFLAKE
                      props:
                """.replace("LAST", Integer.toString(last)).replace("COUNT", Integer.toString(last + 1)));
        yaml.append(keyGeneratorProps.entrySet().stream()
                .map(entry -> "          " + entry.getKey() + ": '" + entry.getValue() + "'\n")
                .collect(Collectors.joining()));
        return yaml.toString();
    }
}
