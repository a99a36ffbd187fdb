package io.shardflake.spring.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.spring.ShardflakeWorker;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;

/**
 * /actuator/health turns 503 with the shardflake component DOWN, over HTTP in a started application: first for a
 * layout too near its end, then for a lost lease too. One start for both (each rule alone is tested in
 * ShardflakeHealthIndicatorTest); its own start because losing the lease spoils the application for other tests.
 */
class HealthDownHttpTest {

    @Test
    void downForALayoutNearItsEndAndForALostLease() throws Exception {
        // The default layout lasts 69 years from 2026; asking for a century of headroom makes it "too short".
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(ActuatorTestApplication.class)
                .properties("server.port=0", "spring.datasource.url=jdbc:h2:mem:health-down;DB_CLOSE_DELAY=-1",
                        "shardflake.worker.hostname=down-test-host", "shardflake.health.min-remaining-life=36500d",
                        "management.endpoints.web.exposure.include=shardflake,health",
                        "management.endpoint.health.show-details=always")
                .run()) {
            Http http = new Http(((WebServerApplicationContext) context).getWebServer().getPort());

            Http.Response tooShort = http.get("/actuator/health");

            assertThat(tooShort.status()).isEqualTo(503);
            JsonNode component = tooShort.json().at("/components/shardflake");
            assertThat(component.get("status").asString()).isEqualTo("DOWN");
            assertThat(component.at("/details/leaseValid").asBoolean()).isTrue();
            assertThat(problems(component)).singleElement().asString()
                    .contains("less than shardflake.health.min-remaining-life = PT876000H");

            context.getBean(ShardflakeWorker.class).lease().orElseThrow().close();
            Http.Response leaseLost = http.get("/actuator/health");

            assertThat(leaseLost.status()).isEqualTo(503);
            component = leaseLost.json().at("/components/shardflake");
            assertThat(component.at("/details/leaseValid").asBoolean()).isFalse();
            assertThat(problems(component)).hasSize(2).last().asString().contains("is lost");
            assertThat(http.get("/actuator/shardflake").json().at("/lease/valid").asBoolean()).isFalse();
        }
    }

    private static List<String> problems(JsonNode component) {
        List<String> problems = new ArrayList<>();
        component.at("/details/problems").forEach(problem -> problems.add(problem.asString()));
        return problems;
    }
}
