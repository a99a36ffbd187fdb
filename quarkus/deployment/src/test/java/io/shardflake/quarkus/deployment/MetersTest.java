package io.shardflake.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.QuarkusUnitTest;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import jakarta.persistence.EntityManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** With quarkus-micrometer, the generator's and the lease's meters carry the Spring Boot starter's names. */
class MetersTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = TestApp.onH2("meters")
            .withApplicationRoot(jar -> jar.addClasses(Ticket.class, TestApp.class, Registry.class));

    @Inject
    MeterRegistry meters;

    @Inject
    EntityManager entities;

    @Test
    void theIdsAndTheLeaseAreMeasured() {
        QuarkusTransaction.requiringNew().run(() -> entities.persist(new Ticket("measured")));

        assertThat(meters.get("shardflake.ids.generated").tag("generator", "snowflake").functionCounter().count())
                .isEqualTo(1);
        assertThat(meters.get("shardflake.worker.id").gauge().value()).isZero();
        assertThat(meters.get("shardflake.lease.valid").gauge().value()).isEqualTo(1);
    }

    /** A registry the meters land in (the application would add Prometheus or another backend). */
    public static class Registry {

        @Produces
        @Singleton
        SimpleMeterRegistry simple() {
            return new SimpleMeterRegistry();
        }
    }
}
