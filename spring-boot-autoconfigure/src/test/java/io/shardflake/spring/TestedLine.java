package io.shardflake.spring;

import java.util.Arrays;
import java.util.stream.Stream;
import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.util.ClassUtils;

/**
 * The Spring Boot line the tests run on, and Shardflake's auto-configuration as that line's starter brings it: on
 * Boot 3 with the adapter of shardflake-spring-boot-3-autoconfigure (which lines/boot-3.5 has on its class path), on
 * Boot 4 without. Every context runner starts from here, so that a test sees what an application of the line sees.
 */
public final class TestedLine {

    private static final boolean BOOT_3 = SpringBootVersion.getVersion().startsWith("3.");

    private TestedLine() {
    }

    /** @return true on Spring Boot 3 */
    public static boolean isBoot3() {
        return BOOT_3;
    }

    /**
     * @param types auto-configurations, Shardflake's and Boot's own ({@link BootClass})
     * @return them, with the line's adapter on Boot 3
     */
    public static AutoConfigurations autoConfigurations(Class<?>... types) {
        Stream<Class<?>> adapter = BOOT_3 ? Stream.of(ClassUtils.resolveClassName(BootLine.BOOT_3_ADAPTER,
                TestedLine.class.getClassLoader())) : Stream.empty();
        return AutoConfigurations.of(Stream.concat(Arrays.stream(types), adapter).toArray(Class<?>[]::new));
    }
}
