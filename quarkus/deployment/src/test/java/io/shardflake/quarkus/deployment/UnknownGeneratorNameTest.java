package io.shardflake.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A generator name that reads as Shardflake's and is none fails when the application is built, with the Hibernate
 * module's message, where Hibernate would make random v4 UUIDs.
 */
class UnknownGeneratorNameTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = TestApp.onH2("unknown-generator-name")
            .withApplicationRoot(jar -> jar.addClasses(MisspelledNameEntity.class, TestApp.class))
            .assertException(error -> {
                assertThat(TestApp.messages(error)).contains("MisspelledNameEntity.id asks for"
                        + " generator \"shardflake_uuid\", which no mapping declares and Shardflake does not register:"
                        + " its names are \"snowflake\", \"shardflake-uuid\" and \"uniqid\"; use one of them, or put"
                        + " @SnowflakeId, @ShardflakeUuid or @UniqidId on the id");
                assertThat(TestApp.messages(error)).doesNotContain("SessionFactory");
            });

    @Test
    void theBuildIsRefused() {
        // The application is never built: assertException above checks the message.
    }

    /** "shardflake_uuid" for "shardflake-uuid". */
    @Entity
    public static class MisspelledNameEntity {

        @Id
        @GeneratedValue(generator = "shardflake_uuid")
        public UUID id;
    }
}
