package io.shardflake.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Two shard keys on one entity fail when the application is built, with the Hibernate module's message. */
class ShardKeyRefusedAtBuildTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = TestApp.onH2("shard-key-refused-at-build")
            .withApplicationRoot(jar -> jar.addClasses(TwoKeys.class, TestApp.class))
            .assertException(error -> {
                assertThat(TestApp.messages(error)).contains("@ShardKey on TwoKeys.tenant and"
                        + " TwoKeys.region: an entity has at most one shard key; keep it on the attribute whose value"
                        + " decides the shard");
                // Refused while the application is built, not by Hibernate when it starts.
                assertThat(TestApp.messages(error)).doesNotContain("SessionFactory");
            });

    @Test
    void theBuildIsRefused() {
        // The application is never built: assertException above checks the message.
    }

    /** An entity whose shard could come from either of two attributes. */
    @Entity
    public static class TwoKeys {

        @Id
        @SnowflakeId
        public Long id;

        @ShardKey
        public long tenant;

        @ShardKey
        public long region;
    }
}
