package example.shop;

import static org.assertj.core.api.Assertions.assertThat;

import com.jayway.jsonpath.JsonPath;
import io.shardflake.DecodedId;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.shard.ShardHasher;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

/** The shop over real HTTP, on whatever Spring Boot line the build chose. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class ShopApplicationTest {

    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @LocalServerPort
    private int port;

    @Autowired
    private SnowflakeGenerator generator;

    @Test
    void ticketsLandOnTheirTenantsShardAndIdsTravelAsStrings() throws Exception {
        System.out.println("Spring Boot " + SpringBootVersion.getVersion());
        String tenant = post("/tenants", "{\"name\":\"acme\"}");
        String tenantId = JsonPath.read(tenant, "$.id");
        DecodedId tenantFields = generator.decode(Long.parseLong(tenantId));
        assertThat(tenantFields.shard()).isEqualTo(ShardHasher.reduce(ShardHasher.hash("acme"), 16));
        assertThat(tenantFields.worker()).isEqualTo(generator.workerId());

        // The tenant's id sent back as a number: read either way.
        String ticket = post("/tickets", "{\"tenantId\":" + tenantId + ",\"title\":\"printer\"}");
        String ticketId = JsonPath.read(ticket, "$.id");
        assertThat(ticket).contains("\"tenantId\":\"" + tenantId + "\"");
        assertThat(generator.decode(Long.parseLong(ticketId)).shard()).isEqualTo(tenantFields.shard());

        assertThat(get("/tickets/" + ticketId)).isEqualTo(ticket);
    }

    @Test
    void theActuatorShowsTheGeneratorAndDecodesItsIds() throws Exception {
        long id = generator.nextId(5);

        assertThat(JsonPath.<String>read(get("/actuator/health"), "$.components.shardflake.status")).isEqualTo("UP");
        assertThat(JsonPath.<Boolean>read(get("/actuator/shardflake"), "$.lease.valid")).isTrue();
        String decoded = get("/actuator/shardflake/" + id);
        assertThat(JsonPath.<Integer>read(decoded, "$.fields.shard")).isEqualTo(5);
        assertThat(JsonPath.<Integer>read(decoded, "$.fields.worker")).isEqualTo(generator.workerId());
    }

    private String post(String path, String json) throws Exception {
        return send(HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    private String get(String path) throws Exception {
        return send(HttpRequest.newBuilder(uri(path)).GET());
    }

    private String send(HttpRequest.Builder request) throws Exception {
        HttpResponse<String> response = client.send(request.timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return response.body();
    }

    private URI uri(String path) {
        return URI.create("http://localhost:" + port + path);
    }
}
