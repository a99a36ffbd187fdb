package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

class WorkerIdPropertyTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(ShardflakeAutoConfiguration.class));

    @Test
    void workerIdPropertyReachesTheGenerator() {
        runner.withPropertyValues("shardflake.worker.id=7").run(context -> {
            SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
            assertThat(generator.workerId()).isEqualTo(7);
            assertThat(generator.decode(generator.nextId()).worker()).isEqualTo(7);
        });
    }
}
