package io.shardflake.shardingsphere;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.apache.shardingsphere.driver.api.yaml.YamlShardingSphereDataSourceFactory;
import org.apache.shardingsphere.infra.algorithm.core.exception.AlgorithmInitializationException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A bad SHARDFLAKE property stops the ShardingSphere DataSource from starting, naming the property. */
class StartFailureTest {

    private static H2Databases databases;

    @BeforeAll
    static void start() {
        databases = new H2Databases(4);
    }

    @AfterAll
    static void stop() throws Exception {
        databases.close();
    }

    @Test
    void aShardingCountBeyondTheLogicalShardsStopsTheStart() {
        String yaml = ShopYaml.of(databases, "bad_count", Map.of("worker.id", "12"))
                .replace("sharding-count: 4", "sharding-count: 20");

        assertThatThrownBy(() -> YamlShardingSphereDataSourceFactory.createDataSource(yaml.getBytes(
                StandardCharsets.UTF_8))).isInstanceOf(AlgorithmInitializationException.class)
                .hasMessageContaining("'SHARDFLAKE_STANDARD' initialization failed")
                .hasMessageContaining("sharding-count = 20 is not allowed: 1..16");
    }

    @Test
    void aKeyGeneratorWithoutWorkerSettingStopsTheStart() {
        String yaml = ShopYaml.of(databases, "no_worker", Map.of("layout.preset", "shardflake"));

        assertThatThrownBy(() -> YamlShardingSphereDataSourceFactory.createDataSource(yaml.getBytes(
                StandardCharsets.UTF_8))).isInstanceOf(AlgorithmInitializationException.class)
                .hasMessageContaining("'SHARDFLAKE' initialization failed")
                .hasMessageContaining("worker.id = null is not allowed: a worker id 0..255 unique to this instance, or"
                        + " worker.lease.url");
    }
}
