package io.shardflake.aotcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.NullMarked;
import org.junit.jupiter.api.Test;
import org.springframework.core.io.Resource;
import org.springframework.core.io.support.PathMatchingResourcePatternResolver;
import org.springframework.util.ClassUtils;

/**
 * Every package of the published libraries (core, Hibernate, Spring Boot, ShardingSphere) is {@code @NullMarked}, so
 * a package added later without it fails here. Read from the classes: the annotation is kept at run time. (The CLI,
 * one package, is not on this class path: its jar is shaded.)
 */
class NullMarkedPackagesTest {

    /** This module's own packages: an application, not published API. */
    private static final String OWN = "io.shardflake.aotcheck";

    @Test
    void everyPackageIsNullMarked() throws IOException, ClassNotFoundException {
        Set<String> packages = packages();

        assertThat(packages).contains("io.shardflake", "io.shardflake.worker.lease",
                "io.shardflake.hibernate", "io.shardflake.spring", "io.shardflake.shardingsphere");
        for (String name : packages) {
            Package pkg = ClassUtils.forName(name + ".package-info", getClass().getClassLoader()).getPackage();
            assertThat(pkg.isAnnotationPresent(NullMarked.class)).as(name + " is @NullMarked").isTrue();
        }
    }

    private Set<String> packages() throws IOException {
        Set<String> packages = new TreeSet<>();
        for (Resource type : new PathMatchingResourcePatternResolver(getClass().getClassLoader())
                .getResources("classpath*:io/shardflake/**/*.class")) {
            String url = type.getURL().toString();
            String path = url.substring(url.lastIndexOf("io/shardflake/"), url.lastIndexOf('/'));
            String name = path.replace('/', '.');
            if (!name.startsWith(OWN)) {
                packages.add(name);
            }
        }
        return packages;
    }
}
