package io.shardflake.spring;

import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** The context runner every test starts from. */
final class Runners {

    /** Host name for the tests that do not set a worker id: this machine's name is not the tests' business. */
    static final String HOST = "test-host";

    private Runners() {
    }

    /** @return Shardflake's auto-configuration (with the line's adapter), a fixed host name and no DataSource */
    static ApplicationContextRunner shardflake() {
        return new ApplicationContextRunner()
                .withConfiguration(TestedLine.autoConfigurations(ShardflakeAutoConfiguration.class))
                .withPropertyValues("shardflake.worker.hostname=" + HOST);
    }
}
