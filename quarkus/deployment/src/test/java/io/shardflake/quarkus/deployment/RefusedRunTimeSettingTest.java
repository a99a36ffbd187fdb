package io.shardflake.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A wrong run-time value stops the startup in the Spring Boot starter's words, with Quarkus' key. */
class RefusedRunTimeSettingTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = TestApp.onH2("refused-run-time-setting")
            .overrideRuntimeConfigKey("quarkus.shardflake.worker.id", "300")
            .assertException(error -> assertThat(TestApp.refusal(error)).isEqualTo("""
                    Shardflake cannot make ids with this configuration.

                        Property: quarkus.shardflake.worker.id
                        Value: 300
                        Allowed: 0..255 (8 bits)

                    Update quarkus.shardflake.worker.id in the application's configuration (application.properties,\
                     application.yaml, or the environment) to an allowed value."""));

    @Test
    void startupIsRefused() {
        // The application never starts: assertException above checks the message.
    }
}
