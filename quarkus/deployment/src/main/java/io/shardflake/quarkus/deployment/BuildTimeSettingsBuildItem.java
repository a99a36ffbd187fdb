package io.shardflake.quarkus.deployment;

import io.quarkus.builder.item.SimpleBuildItem;
import java.util.Map;

/** The build-time {@code quarkus.shardflake.*} settings under their {@code shardflake.*} keys, checked. */
public final class BuildTimeSettingsBuildItem extends SimpleBuildItem {

    private final Map<String, String> settings;

    BuildTimeSettingsBuildItem(Map<String, String> settings) {
        this.settings = Map.copyOf(settings);
    }

    /** @return {@code shardflake.*} keys to the values the application gives, as text */
    public Map<String, String> settings() {
        return settings;
    }
}
