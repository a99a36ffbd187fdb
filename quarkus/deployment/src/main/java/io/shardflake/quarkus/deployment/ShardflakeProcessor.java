package io.shardflake.quarkus.deployment;

import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.builditem.FeatureBuildItem;

/** The build steps of the Shardflake extension. */
class ShardflakeProcessor {

    /** The name Quarkus prints in "Installed features". */
    static final String FEATURE = "shardflake";

    @BuildStep
    FeatureBuildItem feature() {
        return new FeatureBuildItem(FEATURE);
    }
}
