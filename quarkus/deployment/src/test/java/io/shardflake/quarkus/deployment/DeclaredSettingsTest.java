package io.shardflake.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.config.Setting;
import io.shardflake.quarkus.ShardflakeBuildTimeConfig;
import io.shardflake.quarkus.ShardflakeRuntimeConfig;
import io.smallrye.config.ConfigMappings;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The configuration roots declare exactly {@code quarkus.} + every core setting (and the readiness check's minimum
 * remaining life): the names Quarkus documents and recognises are the ones the one mapping reads.
 */
class DeclaredSettingsTest {

    @Test
    void theRootsDeclareEverySettingOnce() {
        Set<String> declared = new HashSet<>();
        declared.addAll(ConfigMappings.getProperties(ConfigMappings.ConfigClass.configClass(ShardflakeBuildTimeConfig.class))
                .keySet());
        declared.addAll(ConfigMappings.getProperties(ConfigMappings.ConfigClass.configClass(ShardflakeRuntimeConfig.class))
                .keySet());

        Set<String> expected = new HashSet<>();
        Arrays.stream(Setting.values()).forEach(setting -> expected.add("quarkus." + setting.key()));
        expected.add("quarkus.shardflake.health.min-remaining-life");
        assertThat(declared).containsExactlyInAnyOrderElementsOf(expected);
    }
}
