package io.shardflake.spring.nohibernate;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.spring.aot.CoreRuntimeHints;
import io.shardflake.spring.aot.HibernateRuntimeHints;
import org.junit.jupiter.api.Test;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.predicate.RuntimeHintsPredicates;
import org.springframework.util.ClassUtils;

/**
 * {@code process-aot} of an application without Hibernate: the Hibernate hints add nothing (and load no class of
 * shardflake-hibernate, which would fail without Hibernate), while the core's hints are still there.
 */
class HintsWithoutHibernateTest {

    private final ClassLoader classLoader = getClass().getClassLoader();

    @Test
    void theHibernateRegistrarAddsNothing() {
        RuntimeHints hints = new RuntimeHints();

        new HibernateRuntimeHints().registerHints(hints, classLoader);

        assertThat(ClassUtils.isPresent("org.hibernate.SessionFactory", classLoader)).isFalse();
        assertThat(hints.reflection().typeHints()).isEmpty();
        assertThat(hints.resources().resourcePatternHints()).isEmpty();
    }

    @Test
    void theCoreRegistrarStillIncludesTheLeaseDdl() {
        RuntimeHints hints = new RuntimeHints();

        new CoreRuntimeHints().registerHints(hints, classLoader);

        assertThat(RuntimeHintsPredicates.resource().forResource(
                "io/shardflake/worker/lease/h2/R__shardflake_worker_lease.sql")).accepts(hints);
    }
}
