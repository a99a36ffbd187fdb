package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.test.context.FilteredClassLoader;

/**
 * The startup stops when the application has the other line's Shardflake adapter, or lacks its own: health, Jackson
 * and the hand-over to Hibernate would otherwise be missing without a word.
 */
class BootLineTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            # Spring Boot | the Boot 3 adapter on the class path | the refusal
            3.5.7 | false | Spring Boot 3.5.7 runs here, but Shardflake's adapter for it is missing: depend on \
            io.shardflake:shardflake-spring-boot-3-starter instead of shardflake-spring-boot-starter (which is for \
            Spring Boot 4)
            4.0.7 | true  | Spring Boot 4.0.7 runs here, but Shardflake's adapter for Spring Boot 3 is on the class \
            path: depend on io.shardflake:shardflake-spring-boot-starter instead of shardflake-spring-boot-3-starter
            4.1.1 | true  | Spring Boot 4.1.1 runs here, but Shardflake's adapter for Spring Boot 3 is on the class \
            path: depend on io.shardflake:shardflake-spring-boot-starter instead of shardflake-spring-boot-3-starter
            """)
    void theOtherLinesStarterIsRefusedNamingTheRightOne(String boot, boolean boot3Adapter, String refusal) {
        assertThatThrownBy(() -> BootLine.check(boot, boot3Adapter)).isInstanceOf(IllegalStateException.class)
                .hasMessage(refusal);
    }

    @ParameterizedTest
    @CsvSource({"3.5.7, true", "4.0.7, false", "4.1.2, false"})
    void eachLinesOwnStarterPasses(String boot, boolean boot3Adapter) {
        assertThat(BootLine.check(boot, boot3Adapter).version()).isEqualTo(boot);
    }

    @Test
    void theRunningLineWithItsStarterStarts() {
        Runners.shardflake().run(context -> assertThat(context.getBean(BootLine.class).version())
                .isEqualTo(SpringBootVersion.getVersion()));
    }

    /** On Boot 4 the shared module is the line's own: there is no adapter to leave out. */
    @Test
    @EnabledIf("io.shardflake.spring.TestedLine#isBoot3")
    void onBoot3TheStartupWithoutTheAdapterStops() {
        Runners.shardflake().withClassLoader(new FilteredClassLoader(BootLine.BOOT_3_ADAPTER))
                .run(context -> assertThat(context).getFailure().rootCause()
                        .hasMessageContaining("depend on io.shardflake:shardflake-spring-boot-3-starter"));
    }
}
