package io.shardflake.spring.publicid;

import io.shardflake.spring.ShardflakeAutoConfiguration;
import io.shardflake.spring.TestedLine;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** The context runner the public-id tests start from. */
final class PublicIdRunners {

    private PublicIdRunners() {
    }

    /** @return Shardflake's and its public ids' auto-configuration (with the line's adapter), no DataSource */
    static ApplicationContextRunner shardflake() {
        return new ApplicationContextRunner()
                .withConfiguration(TestedLine.autoConfigurations(ShardflakeAutoConfiguration.class,
                        ShardflakePublicIdAutoConfiguration.class))
                .withPropertyValues("shardflake.worker.hostname=test-host");
    }
}
