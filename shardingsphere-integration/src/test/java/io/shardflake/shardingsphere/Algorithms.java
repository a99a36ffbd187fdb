package io.shardflake.shardingsphere;

import java.util.Properties;
import org.apache.shardingsphere.infra.algorithm.keygen.core.KeyGenerateAlgorithm;
import org.apache.shardingsphere.infra.spi.type.typed.TypedSPILoader;
import org.apache.shardingsphere.sharding.spi.ShardingAlgorithm;

/** Algorithms loaded the way ShardingSphere loads them: by type, through META-INF/services, then init(props). */
final class Algorithms {

    private Algorithms() {
    }

    static Properties props(String... keysAndValues) {
        Properties props = new Properties();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            props.setProperty(keysAndValues[i], keysAndValues[i + 1]);
        }
        return props;
    }

    static ShardingAlgorithm sharding(String type, Properties props) {
        return TypedSPILoader.getService(ShardingAlgorithm.class, type, props);
    }

    static ShardflakeKeyGenerateAlgorithm keyGenerator(Properties props) {
        return (ShardflakeKeyGenerateAlgorithm) TypedSPILoader.getService(KeyGenerateAlgorithm.class,
                ShardflakeKeyGenerateAlgorithm.TYPE, props);
    }
}
