package io.shardflake.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.QuarkusUnitTest;
import io.quarkus.test.common.http.TestHTTPResource;
import io.shardflake.IdField;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.quarkus.ShardflakeGenerators;
import io.shardflake.worker.lease.LeaseState;
import io.shardflake.worker.lease.WorkerLease;
import io.smallrye.health.SmallRyeHealthReporter;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import jakarta.json.JsonObject;
import jakarta.persistence.EntityManager;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An application without any quarkus.shardflake.* setting, with SmallRye Health and Micrometer: the worker id is
 * leased in the persistence unit's datasource, the feature is installed, the native-image registrations are produced,
 * the meters and the readiness check follow the generator and its lease. One application for all of it: each start
 * costs seconds. The readiness check comes last, since it gives the lease back.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DefaultSettingsTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = TestApp.onH2("default-settings")
            .withApplicationRoot(jar -> jar.addClasses(Ticket.class, TestApp.class, Registry.class,
                    NativeImageRegistrations.class))
            .addBuildChainCustomizer(NativeImageRegistrations::checkedIn)
            .setLogRecordPredicate(record -> record.getMessage() != null
                    && record.getMessage().contains("Installed features"))
            .assertLogRecords(records -> assertThat(records).anySatisfy(record ->
                    assertThat(record.getParameters()).anySatisfy(features ->
                            assertThat(features.toString()).contains("shardflake"))));

    @Inject
    EntityManager entities;

    @Inject
    ShardflakeGenerators generators;

    @Inject
    MeterRegistry meters;

    @Inject
    SmallRyeHealthReporter health;

    @TestHTTPResource("/q/health/ready")
    URI ready;

    @Test
    @Order(1)
    void anEntityGetsAnIdOfTheLeasedWorker() {
        Ticket ticket = new Ticket("first");
        QuarkusTransaction.requiringNew().run(() -> entities.persist(ticket));

        SnowflakeGenerator generator = generators.generator().orElseThrow();
        WorkerLease lease = generators.lease(ShardflakeGenerators.DEFAULT_UNIT).orElseThrow();
        assertThat(generator.workerSource()).startsWith("lease(shardflake_worker_lease, ");
        assertThat(lease.state()).isEqualTo(LeaseState.HELD);
        assertThat(generator.layout().extract(IdField.WORKER, ticket.id)).isEqualTo(lease.workerId());
    }

    @Test
    @Order(2)
    void theMetersHaveTheSpringStartersNames() {
        double made = meters.get("shardflake.ids.generated").tag("generator", "snowflake").functionCounter().count();
        QuarkusTransaction.requiringNew().run(() -> entities.persist(new Ticket("measured")));

        assertThat(meters.get("shardflake.ids.generated").tag("generator", "snowflake").functionCounter().count())
                .isEqualTo(made + 1);
        assertThat(meters.get("shardflake.worker.id").gauge().value()).isZero();
        assertThat(meters.get("shardflake.lease.valid").gauge().value()).isEqualTo(1);
    }

    @Test
    @Order(3)
    void readinessIsUpWhileTheLeaseIsHeldAndDownOnceItIsGone() throws Exception {
        assertThat(status()).isEqualTo(200);
        JsonObject up = shardflakeCheck();
        assertThat(up.getString("status")).isEqualTo("UP");
        assertThat(up.getJsonObject("data").getString("leaseState")).isEqualTo("HELD");
        assertThat(up.getJsonObject("data").getJsonNumber("workerId").longValue()).isZero();

        generators.lease(ShardflakeGenerators.DEFAULT_UNIT).orElseThrow().close();

        assertThat(status()).isEqualTo(503);
        JsonObject down = shardflakeCheck();
        assertThat(down.getString("status")).isEqualTo("DOWN");
        assertThat(down.getJsonObject("data").getString("leaseState")).isEqualTo("CLOSED");
    }

    private int status() throws IOException, InterruptedException {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(ready).build(),
                HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    private JsonObject shardflakeCheck() {
        return health.getReadiness().getPayload().getJsonArray("checks").getValuesAs(JsonObject.class).stream()
                .filter(check -> check.getString("name").equals("shardflake")).findFirst().orElseThrow();
    }

    /** A registry the meters land in (an application would add Prometheus or another backend). */
    public static class Registry {

        @Produces
        @Singleton
        SimpleMeterRegistry simple() {
            return new SimpleMeterRegistry();
        }
    }
}
