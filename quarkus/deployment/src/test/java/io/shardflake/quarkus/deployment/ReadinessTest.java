package io.shardflake.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import io.quarkus.test.common.http.TestHTTPResource;
import io.shardflake.quarkus.ShardflakeGenerators;
import io.smallrye.health.SmallRyeHealthReporter;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The readiness check follows the lease, with the Spring Boot health component's details. */
class ReadinessTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = TestApp.onH2("readiness");

    @Inject
    ShardflakeGenerators generators;

    @Inject
    SmallRyeHealthReporter health;

    @TestHTTPResource("/q/health/ready")
    URI ready;

    @Test
    void upWhileTheLeaseIsHeldAndDownOnceItIsGone() throws Exception {
        assertThat(status()).isEqualTo(200);
        JsonObject up = shardflake();
        assertThat(up.getString("status")).isEqualTo("UP");
        assertThat(up.getJsonObject("data").getString("leaseState")).isEqualTo("HELD");
        assertThat(up.getJsonObject("data").getJsonNumber("workerId").longValue()).isZero();

        generators.lease(ShardflakeGenerators.DEFAULT_UNIT).orElseThrow().close();

        assertThat(status()).isEqualTo(503);
        JsonObject down = shardflake();
        assertThat(down.getString("status")).isEqualTo("DOWN");
        assertThat(down.getJsonObject("data").getString("leaseState")).isEqualTo("CLOSED");
    }

    private int status() throws IOException, InterruptedException {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(ready).build(),
                HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    private JsonObject shardflake() {
        return health.getReadiness().getPayload().getJsonArray("checks").getValuesAs(JsonObject.class).stream()
                .filter(check -> check.getString("name").equals("shardflake")).findFirst().orElseThrow();
    }
}
