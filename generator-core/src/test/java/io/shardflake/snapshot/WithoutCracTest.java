package io.shardflake.snapshot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.List;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;

/**
 * Without {@code org.crac} on the class path nothing breaks: in a class loader holding only the core's classes and
 * this module's test classes (whose parent is the platform loader, so neither {@code org.crac} nor any other
 * dependency is visible), every generator builds, makes ids, restores and makes ids again, and {@link Crac} registers
 * nothing. The core's own code cannot name {@code org.crac} at all: the API is a test dependency only, so the main
 * sources would not compile if they did.
 */
class WithoutCracTest {

    @Test
    void everyGeneratorWorksAndNothingIsRegistered() throws Exception {
        URL mainClasses = Crac.class.getProtectionDomain().getCodeSource().getLocation();
        URL testClasses = GeneratorsWithoutCrac.class.getProtectionDomain().getCodeSource().getLocation();
        try (URLClassLoader isolated = new URLClassLoader(new URL[] {mainClasses, testClasses},
                ClassLoader.getPlatformClassLoader())) {
            assertThatThrownBy(() -> Class.forName("org.crac.Core", false, isolated))
                    .isInstanceOf(ClassNotFoundException.class);
            Class<?> run = isolated.loadClass(GeneratorsWithoutCrac.class.getName());
            assertThat(run.getClassLoader()).isSameAs(isolated);

            @SuppressWarnings("unchecked")
            List<String> lines = ((Callable<List<String>>) run.getDeclaredConstructor().newInstance()).call();

            assertThat(lines).hasSize(6).allSatisfy(line -> assertThat(line).endsWith(" registered=false"));
            assertThat(lines).extracting(line -> line.substring(0, line.indexOf(' '))).containsExactly(
                    "UuidV7Generator", "UuidV7Generator", "UuidV1Generator", "UuidV6Generator",
                    "LocalityUuidGenerator", "UniqidGenerator");
            assertThat(lines).allSatisfy(line -> {
                String[] parts = line.split(" ");
                assertThat(parts[1]).isNotEqualTo(parts[2]);
            });
        }
    }
}
