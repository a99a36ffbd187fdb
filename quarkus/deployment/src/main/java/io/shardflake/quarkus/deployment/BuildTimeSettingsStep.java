package io.shardflake.quarkus.deployment;

import io.quarkus.deployment.annotations.BuildStep;
import io.shardflake.config.ShardflakeConfig;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.quarkus.QuarkusRefusal;
import io.shardflake.quarkus.QuarkusSettings;
import io.shardflake.quarkus.ShardflakeBuildTimeConfig;
import java.time.Instant;
import java.util.Map;
import org.eclipse.microprofile.config.ConfigProvider;

/** Reads the build-time settings once, and refuses a wrong layout when the application is built. */
class BuildTimeSettingsStep {

    /**
     * @param declared the declared build-time settings (their values are read through the one mapping)
     * @throws io.quarkus.runtime.configuration.ConfigurationException for a refused setting
     */
    @BuildStep
    BuildTimeSettingsBuildItem read(ShardflakeBuildTimeConfig declared) {
        Map<String, String> settings = QuarkusSettings.read(ConfigProvider.getConfig(), true);
        try {
            ShardflakeConfig config = ShardflakeConfig.read(settings);
            config.shard().count(config.layout().build(Instant.now()));
        } catch (InvalidConfigurationException e) {
            throw QuarkusRefusal.of(e);
        }
        return new BuildTimeSettingsBuildItem(settings);
    }
}
