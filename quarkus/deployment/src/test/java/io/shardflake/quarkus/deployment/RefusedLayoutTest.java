package io.shardflake.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A wrong layout fails the build, since the mapping is built with it. */
class RefusedLayoutTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = TestApp.onH2("refused-layout")
            .overrideConfigKey("quarkus.shardflake.layout.preset", "snowflakes")
            .assertException(error -> assertThat(TestApp.refusal(error))
                    .contains("Property: quarkus.shardflake.layout.preset\n    Value: snowflakes\n    Allowed: one of ")
                    .endsWith("Update quarkus.shardflake.layout.preset in the application's configuration"
                            + " (application.properties, application.yaml, or the environment) to an allowed value."));

    @Test
    void theBuildIsRefused() {
        // The application is never built: assertException above checks the message.
    }
}
