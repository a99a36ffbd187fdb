package io.shardflake.spring.publicid;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.publicid.PublicIds;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.actuate.endpoint.SanitizableData;
import org.springframework.boot.actuate.endpoint.SanitizingFunction;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** {@code shardflake.public-id.*}: the {@link PublicIds} bean when a key ring is configured, nothing when none is. */
class PublicIdAutoConfigurationTest {

    private final ApplicationContextRunner runner = PublicIdRunners.shardflake();

    @TempDir
    Path folder;

    @Test
    void withoutAKeyRingThereIsNoBeanAndNothingIsRefused() {
        runner.run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(PublicIds.class));
        runner.withPropertyValues("shardflake.public-id.keys= ", "shardflake.public-id.keys-file=")
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(PublicIds.class));
    }

    @Test
    void theKeysMakeTheBeanThatMasksWithTheRing() {
        runner.withPropertyValues("shardflake.public-id.keys=" + TestRings.BEFORE).run(context -> {
            PublicIds publicIds = context.getBean(PublicIds.class);
            assertThat(publicIds.ids("ord").mask(42)).isEqualTo(TestRings.before().ids("ord").mask(42))
                    .startsWith("ord_0");
        });
    }

    @Test
    void aRotatedRingMasksWithTheCurrentKeyAndReadsWhatTheOldOneMade() {
        String old = TestRings.before().ids("ord").mask(7_000_000_001L);
        runner.withPropertyValues("shardflake.public-id.keys=" + TestRings.ROTATED,
                "shardflake.public-id.current-key=1").run(context -> {
                    PublicIds publicIds = context.getBean(PublicIds.class);
                    assertThat(publicIds.ids("ord").unmask(old)).isEqualTo(7_000_000_001L);
                    assertThat(publicIds.ids("ord").mask(7_000_000_001L)).startsWith("ord_1").isNotEqualTo(old);
                    assertThat(publicIds.keyRing()).hasToString("KeyRing[current=1, keys=1, 0]");
                });
    }

    @Test
    void aKeyFileWrittenByOpensslIsARingOfKeyZero() throws Exception {
        Path file = Files.writeString(folder.resolve("public-id.key"), TestRings.OLD_HEX + "\n");
        runner.withPropertyValues("shardflake.public-id.keys-file=" + file).run(context -> assertThat(
                context.getBean(PublicIds.class).ids("ord").mask(42)).isEqualTo(TestRings.before().ids("ord").mask(42)));
    }

    @Test
    void theApplicationsOwnBeanWins() {
        PublicIds own = TestRings.rotated();
        runner.withPropertyValues("shardflake.public-id.keys=" + TestRings.BEFORE)
                .withBean(PublicIds.class, () -> own)
                .run(context -> assertThat(context.getBean(PublicIds.class)).isSameAs(own));
    }

    /** Whatever {@code show-values} says, the actuator shows {@code ******} for the ring, in any form of its key. */
    @Test
    void theActuatorNeverShowsTheKeyRing() {
        runner.run(context -> {
            SanitizingFunction sanitizing = context.getBean(SanitizingFunction.class);
            for (String key : new String[] {"shardflake.public-id.keys", "SHARDFLAKE_PUBLICID_KEYS",
                    "shardflake.publicId.keys", "shardflake.public-id.keys[0]",
                    "spring.jpa.properties.shardflake.public-id.keys"}) {
                assertThat(sanitizing.applyUnlessFiltered(new SanitizableData(null, key, TestRings.BEFORE))
                        .getValue()).as(key).isEqualTo(SanitizableData.SANITIZED_VALUE);
            }
            for (String key : new String[] {"shardflake.public-id.keys-file", "SHARDFLAKE_PUBLICID_KEYSENV",
                    "shardflake.public-id.current-key", "shardflake.worker.id"}) {
                assertThat(sanitizing.applyUnlessFiltered(new SanitizableData(null, key, "value")).getValue())
                        .as(key).isEqualTo("value");
            }
        });
        runner.withClassLoader(new FilteredClassLoader(SanitizingFunction.class))
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean("shardflakePublicIdKeysSanitizingFunction"));
    }
}
