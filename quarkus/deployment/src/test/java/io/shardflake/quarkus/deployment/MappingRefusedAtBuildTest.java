package io.shardflake.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A mapping Shardflake cannot serve fails when the application is built, with the Hibernate module's message. */
class MappingRefusedAtBuildTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = TestApp.onH2("mapping-refused-at-build")
            .withApplicationRoot(jar -> jar.addClasses(TextId.class, TestApp.class))
            .assertException(error -> {
                assertThat(messages(error)).contains("@SnowflakeId on TextId.id of type Integer: supported types are"
                        + " Long, long and String (13 characters of Crockford base32)");
                // Refused while the application is built, not by Hibernate when it starts.
                assertThat(messages(error)).doesNotContain("SessionFactory");
            });

    @Test
    void theBuildIsRefused() {
        // The application is never built: assertException above checks the message.
    }

    static String messages(Throwable error) {
        StringBuilder all = new StringBuilder();
        for (Throwable cause = error; cause != null; cause = cause.getCause()) {
            all.append(cause).append('\n');
        }
        return all.toString();
    }

    /** An entity asking for a 64-bit id in a 32-bit attribute. */
    @Entity
    public static class TextId {

        @Id
        @SnowflakeId
        public Integer id;
    }
}
