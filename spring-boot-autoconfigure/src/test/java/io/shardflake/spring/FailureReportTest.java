package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.annotation.Configuration;

/** A real application start: Spring Boot finds the failure analyzer through spring.factories and prints its report. */
@ExtendWith(OutputCaptureExtension.class)
class FailureReportTest {

    @Configuration(proxyBeanMethods = false)
    @ImportAutoConfiguration(ShardflakeAutoConfiguration.class)
    static class Application {
    }

    @Test
    void aBadSettingIsReportedWithItsKeyValueAndRange(CapturedOutput output) {
        SpringApplication application = new SpringApplication(Application.class);
        application.setWebApplicationType(WebApplicationType.NONE);
        assertThatThrownBy(() -> application.run("--shardflake.worker.id=300").close())
                .hasStackTraceContaining("shardflake.worker.id = 300 is not allowed: 0..255 (8 bits)");
        assertThat(output).contains("APPLICATION FAILED TO START")
                .contains("Shardflake cannot make ids with this configuration.")
                .contains("Property: shardflake.worker.id").contains("Value: 300").contains("Allowed: 0..255 (8 bits)")
                .contains("Update shardflake.worker.id in the application's configuration");
    }
}
