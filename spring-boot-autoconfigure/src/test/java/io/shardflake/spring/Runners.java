package io.shardflake.spring;

import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** The context runner every test starts from. */
final class Runners {

    /** Host name for the tests that do not set a worker id: this machine's name is not the tests' business. */
    static final String HOST = "test-host";

    private Runners() {
    }

    /** @return Shardflake's auto-configuration alone, with a fixed host name and no DataSource */
    static ApplicationContextRunner shardflake() {
        return new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(ShardflakeAutoConfiguration.class))
                .withPropertyValues("shardflake.worker.hostname=" + HOST);
    }
}
