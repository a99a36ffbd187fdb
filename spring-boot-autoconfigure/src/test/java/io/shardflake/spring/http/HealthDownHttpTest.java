package io.shardflake.spring.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.spring.LeaseReadiness;
import io.shardflake.spring.ShardflakeWorker;
import java.util.Map;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Over HTTP in a started application: a layout near its end keeps /actuator/health at 200 (UP, with the warning in
 * the shardflake component's details); a lost lease turns it 503 and the readiness probe too. One start for both
 * (each rule alone is tested in ShardflakeHealthIndicatorTest and LeaseReadinessTest); its own start because losing
 * the lease spoils the application for other tests.
 */
class HealthDownHttpTest {

    @Test
    void upWithAWarningForALayoutNearItsEndDownAndNotReadyForALostLease() throws Exception {
        // The default layout lasts 69 years from 2026; asking for a century of headroom makes it "too short".
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(ActuatorTestApplication.class)
                .properties("server.port=0", "spring.datasource.url=jdbc:h2:mem:health-down;DB_CLOSE_DELAY=-1",
                        "shardflake.worker.hostname=down-test-host", "shardflake.health.min-remaining-life=36500d",
                        "management.endpoints.web.exposure.include=shardflake,health",
                        "management.endpoint.health.show-details=always",
                        "management.endpoint.health.probes.enabled=true")
                .run()) {
            Http http = Http.on(context);

            Http.Response tooShort = http.get("/actuator/health");

            assertThat(tooShort.status()).isEqualTo(200);
            assertThat(tooShort.<String>read("$.components.shardflake.status")).isEqualTo("UP");
            Map<String, Object> details = tooShort.read("$.components.shardflake.details");
            assertThat(details).containsEntry("leaseValid", true).doesNotContainKey("problems");
            assertThat(details.get("warnings")).asInstanceOf(InstanceOfAssertFactories.LIST).singleElement()
                    .asString()
                    .contains("less than shardflake.health.min-remaining-life = PT876000H");
            assertThat(http.get("/actuator/health/readiness").status()).isEqualTo(200);

            // Readiness follows the lease's own event, at once.
            context.getBean(ShardflakeWorker.class).lease().orElseThrow().close();
            Http.Response leaseLost = http.get("/actuator/health");

            assertThat(leaseLost.status()).isEqualTo(503);
            assertThat(leaseLost.<String>read("$.components.shardflake.status")).isEqualTo("DOWN");
            details = leaseLost.read("$.components.shardflake.details");
            assertThat(details).containsEntry("leaseValid", false);
            assertThat(details.get("problems")).asInstanceOf(InstanceOfAssertFactories.LIST).singleElement()
                    .asString().contains("makes no ids (CLOSED)");
            assertThat(http.get("/actuator/shardflake").<Boolean>read("$.lease.valid")).isFalse();
            Http.Response readiness = http.get("/actuator/health/readiness");
            assertThat(readiness.status()).isEqualTo(503);
            assertThat(readiness.<String>read("$.status")).isEqualTo("OUT_OF_SERVICE");
            assertThat(http.get("/actuator/health/liveness").status()).isEqualTo(200);
        }
    }
}
