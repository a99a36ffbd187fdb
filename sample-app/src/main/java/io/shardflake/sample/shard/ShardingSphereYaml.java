package io.shardflake.sample.shard;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javax.sql.DataSource;
import org.apache.shardingsphere.driver.api.yaml.YamlShardingSphereDataSourceFactory;

/**
 * Starts ShardingSphere-JDBC from {@code shardingsphere.yaml} over the sample's own pools ({@code ds_0} ...), with
 * the physical count, the logical-to-physical mapping, the layout and the lease table filled in from the sample's
 * settings, so both engines route every id to the same database.
 */
final class ShardingSphereYaml {

    static final String RESOURCE = "/shardingsphere.yaml";

    private ShardingSphereYaml() {
    }

    static DataSource dataSource(PhysicalShards shards, ShardMap map, String preset, String leaseTable)
            throws SQLException, IOException {
        if (preset == null) {
            throw new IllegalStateException("shardflake.layout.preset is not set: the shardingsphere profile names the"
                    + " layout in shardingsphere.yaml by its preset; for a layout given by field widths, write the"
                    + " widths into the SHARDFLAKE algorithm's props there");
        }
        String mapping = IntStream.range(0, map.logicalCount()).mapToObj(l -> Integer.toString(map.physicalOf(l)))
                .collect(Collectors.joining(","));
        String yaml = template().replace("@layout@", preset).replace("@physical@", Integer.toString(shards.count()))
                .replace("@mapping@", mapping).replace("@lease-table@", leaseTable);
        Map<String, DataSource> dataSources = new LinkedHashMap<>();
        for (int physical = 0; physical < shards.count(); physical++) {
            dataSources.put("ds_" + physical, shards.dataSource(physical));
        }
        return YamlShardingSphereDataSourceFactory.createDataSource(dataSources, yaml.getBytes(StandardCharsets.UTF_8));
    }

    private static String template() throws IOException {
        try (InputStream in = ShardingSphereYaml.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IOException(RESOURCE + " is missing from the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
