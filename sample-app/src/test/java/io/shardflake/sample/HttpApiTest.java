package io.shardflake.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The REST API over real HTTP: ids as JSON strings, and RFC 9457 problem details for every error. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = InMemoryShards.URL)
class HttpApiTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @LocalServerPort
    int port;

    @Test
    void customersAndOrdersRoundTripWithIdsAsStrings() throws Exception {
        HttpResponse<String> created = post("/customers", "{\"email\":\"ada@example.com\",\"name\":\"Ada\"}");
        assertThat(created.statusCode()).isEqualTo(201);
        JsonNode customer = JSON.readTree(created.body());
        assertThat(customer.get("id").isString()).as(created.body()).isTrue();
        String customerId = customer.get("id").asString();
        assertThat(created.headers().firstValue("Location")).hasValue("/customers/" + customerId);

        HttpResponse<String> placed = post("/customers/" + customerId + "/orders",
                "{\"product\":\"tea\",\"quantity\":2,\"amountCents\":700}");
        assertThat(placed.statusCode()).as(placed.body()).isEqualTo(201);
        JsonNode order = JSON.readTree(placed.body());
        String orderId = order.get("id").asString();
        assertThat(order.get("customerId").asString()).isEqualTo(customerId);
        assertThat(order.get("logicalShard").asInt()).isEqualTo(customer.get("logicalShard").asInt());

        assertThat(JSON.readTree(get("/orders/" + orderId).body()).get("product").asString()).isEqualTo("tea");
        assertThat(JSON.readTree(get("/customers/" + customerId + "/orders").body()).get(0).get("id").asString())
                .isEqualTo(orderId);
        JsonNode window = JSON.readTree(get("/orders?limit=10&order=desc").body());
        assertThat(window.get(0).get("id").asString()).isEqualTo(orderId);

        JsonNode decoded = JSON.readTree(get("/ids/" + orderId).body());
        assertThat(decoded.get("shard").asInt()).isEqualTo(customer.get("logicalShard").asInt());
        String base32 = decoded.get("base32").asString();
        assertThat(JSON.readTree(get("/orders/" + base32).body()).get("id").asString()).isEqualTo(orderId);

        JsonNode stats = JSON.readTree(get("/stats/shards").body());
        assertThat(stats).hasSize(4);
        assertThat(stats.get(customer.get("physicalShard").asInt()).get("orders").asLong()).isPositive();
    }

    @Test
    void anUnknownIdIs404() throws Exception {
        HttpResponse<String> response = get("/orders/123456789012345");

        assertProblem(response, 404);
        assertThat(JSON.readTree(response.body()).get("detail").asString())
                .isEqualTo("no order with id 123456789012345");
    }

    @Test
    void aMalformedIdIs400NamingTheInput() throws Exception {
        HttpResponse<String> response = get("/orders/12x4");

        assertProblem(response, 400);
        JsonNode problem = JSON.readTree(response.body());
        assertThat(problem.get("detail").asString()).contains("\"12x4\"").contains("index 2");
        assertThat(problem.get("input").asString()).isEqualTo("12x4");
    }

    /** {@code /ids/{id}} and the starter's actuator endpoint read ids alike, and refuse 13 digits in the same words. */
    @Test
    void thirteenDigitsAre400ShowingBothReadingsAsTheActuatorDoes() throws Exception {
        HttpResponse<String> response = get("/ids/0000000000012");

        assertProblem(response, 400);
        JsonNode problem = JSON.readTree(response.body());
        assertThat(problem.get("title").asString()).isEqualTo("Ambiguous id");
        assertThat(problem.get("detail").asString()).isEqualTo("invalid id \"0000000000012\": 13 digits read two"
                + " ways: as zero-padded decimal 12 (decimal is written without leading zeros: 12), as Crockford"
                + " base32 34; name the form: decimal or base32 (add ?format=decimal or ?format=base32)");
        assertThat(problem.get("input").asString()).isEqualTo("0000000000012");
        assertThat(problem.at("/readings/decimal").asString()).isEqualTo("12");
        assertThat(problem.at("/readings/base32").asString()).isEqualTo("34");

        HttpResponse<String> actuator = get("/actuator/shardflake/0000000000012");
        assertThat(actuator.statusCode()).isEqualTo(400);
        JsonNode refusal = JSON.readTree(actuator.body());
        assertThat(refusal.get("message").asString()).isEqualTo(problem.get("detail").asString());
        assertThat(refusal.get("readings")).isEqualTo(problem.get("readings"));
    }

    @Test
    void theFormatParameterNamesTheFormAsInTheActuator() throws Exception {
        JsonNode base32 = JSON.readTree(get("/ids/0000000000012?format=base32").body());
        JsonNode decimal = JSON.readTree(get("/ids/1234567890123?format=decimal").body());

        assertThat(base32.get("id").asString()).isEqualTo("34");
        assertThat(decimal.get("id").asString()).isEqualTo("1234567890123");
        assertThat(JSON.readTree(get("/actuator/shardflake/0000000000012?format=base32").body()).get("decimal")
                .asString()).isEqualTo("34");
        assertProblem(get("/ids/1234567890123?format=base32&format=decimal"), 400);

        HttpResponse<String> unknown = get("/ids/1234567890123?format=hex");
        assertProblem(unknown, 400);
        JsonNode problem = JSON.readTree(unknown.body());
        assertThat(problem.get("parameter").asString()).isEqualTo("format");
        assertThat(problem.get("detail").asString())
                .isEqualTo("format = hex is not allowed: one of \"decimal\", \"base32\"");
        assertProblem(get("/orders/1234567890123"), 400);
        assertProblem(get("/orders/1234567890123?format=decimal"), 404);
    }

    @Test
    void anInvalidBodyIs400NamingTheField() throws Exception {
        HttpResponse<String> response = post("/customers", "{\"email\":\"not-an-email\",\"name\":\"Bo\"}");

        assertProblem(response, 400);
        JsonNode problem = JSON.readTree(response.body());
        assertThat(problem.get("detail").asString()).startsWith("email: ");
        assertThat(problem.get("errors").get(0).get("field").asString()).isEqualTo("email");
        assertThat(problem.get("errors").get(0).get("rejected").asString()).isEqualTo("not-an-email");
    }

    @Test
    void aDuplicateEmailIs409() throws Exception {
        assertThat(post("/customers", "{\"email\":\"dup@example.com\",\"name\":\"One\"}").statusCode()).isEqualTo(201);
        assertProblem(post("/customers", "{\"email\":\"DUP@example.com\",\"name\":\"Two\"}"), 409);
    }

    @Test
    void aBadLimitIs400NamingTheParameter() throws Exception {
        HttpResponse<String> response = get("/orders?limit=0");

        assertProblem(response, 400);
        assertThat(JSON.readTree(response.body()).get("parameter").asString()).isEqualTo("limit");
    }

    @Test
    void thePageIsServed() throws Exception {
        HttpResponse<String> response = get("/");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).contains("Shardflake").contains("/stats/shards").contains("/ids/");
    }

    private void assertProblem(HttpResponse<String> response, int status) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/problem+json"));
        assertThat(JSON.readTree(response.body()).get("status").asInt()).isEqualTo(status);
    }

    private HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return LocalHttp.get(port, path);
    }

    private HttpResponse<String> post(String path, String json) throws IOException, InterruptedException {
        return LocalHttp.post(port, path, json);
    }
}
