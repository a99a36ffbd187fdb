package io.shardflake.spring.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.codec.Crockford32Codec;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;

/**
 * The actuator over real HTTP, in a running application whose worker id is leased in H2: the shardflake endpoint,
 * decoding, health, the meters, info, and ids as JSON strings in the application's own controller.
 */
@SpringBootTest(classes = ActuatorTestApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT, properties = {
        "spring.datasource.url=jdbc:h2:mem:actuator-http;DB_CLOSE_DELAY=-1",
        "shardflake.worker.hostname=http-test-host",
        "shardflake.jackson.ids-as-strings=true",
        "management.endpoints.web.exposure.include=shardflake,health,metrics,info",
        "management.endpoint.health.show-details=always" })
class ActuatorHttpTest {

    @LocalServerPort
    private int port;

    @Autowired
    private SnowflakeGenerator generator;

    private Http http;

    @BeforeEach
    void client() {
        http = new Http(port);
    }

    @Test
    void shardflakeEndpointDescribesTheLeasedGenerator() throws Exception {
        for (int i = 0; i < 3; i++) {
            generator.nextId();
        }

        Http.Response response = http.get("/actuator/shardflake");

        assertThat(response.status()).isEqualTo(200);
        JsonNode json = response.json();
        assertThat(json.get("workerId").asInt()).isEqualTo(generator.workerId());
        assertThat(json.get("strategy").asString()).isEqualTo("auto");
        assertThat(json.get("workerSource").asString()).startsWith("lease(shardflake_worker_lease, ");
        assertThat(json.at("/layout/name").asString()).isEqualTo("shardflake");
        assertThat(fieldNames(json.at("/layout/fields"))).containsExactly("time", "worker", "sequence", "shard");
        assertThat(json.at("/layout/tick").asString()).isEqualTo("PT0.001S");
        assertThat(json.get("endOfLife").asString()).isEqualTo(generator.layout().endOfLife().toString());
        assertThat(json.at("/clockPolicy/maxLead").asString()).isEqualTo("PT0.1S");
        assertThat(json.at("/counters/idsGenerated").asLong()).isGreaterThanOrEqualTo(3);
        assertThat(json.at("/lease/valid").asBoolean()).isTrue();
        assertThat(json.at("/lease/holder").asString()).contains("http-test-host");
    }

    @Test
    void shardflakeEndpointDecodesDecimalAndBase32() throws Exception {
        long id = generator.nextId();
        String base32 = Crockford32Codec.INSTANCE.encode(id);

        Http.Response decimal = http.get("/actuator/shardflake/" + id);
        Http.Response crockford = http.get("/actuator/shardflake/" + base32);

        assertThat(decimal.status()).isEqualTo(200);
        assertThat(decimal.json().get("decimal").asString()).isEqualTo(Long.toString(id));
        assertThat(decimal.json().get("base32").asString()).isEqualTo(base32);
        assertThat(decimal.json().at("/fields/worker").asInt()).isEqualTo(generator.workerId());
        assertThat(decimal.json().get("timestamp").asString())
                .isEqualTo(generator.decode(id).timestamp().toString());
        assertThat(crockford.status()).isEqualTo(200);
        assertThat(crockford.body()).isEqualTo(decimal.body());
    }

    @Test
    void aMalformedIdIsA400ThatSaysWhy() throws Exception {
        Http.Response response = http.get("/actuator/shardflake/12x4");

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.json().get("message").asString()).isEqualTo("invalid id \"12x4\": neither decimal nor"
                + " Crockford base32: decimal has digits 0-9 only (character 'x' at index 2 is not one), base32 has"
                + " exactly 13 characters (got 4)");
        assertThat(response.json().get("id").asString()).isEqualTo("12x4");
        assertThat(http.get("/actuator/shardflake/99999999999999999999").json().get("message").asString())
                .contains("exceeds 2^63-1");
    }

    /** The same refusal, word for word, as the sample application's {@code /ids/0000000000012}. */
    @Test
    void thirteenDigitsAreA400ShowingBothReadings() throws Exception {
        Http.Response response = http.get("/actuator/shardflake/0000000000012");

        assertThat(response.status()).isEqualTo(400);
        JsonNode body = response.json();
        assertThat(body.get("message").asString()).isEqualTo("invalid id \"0000000000012\": 13 digits read two ways:"
                + " as zero-padded decimal 12 (decimal is written without leading zeros: 12), as Crockford base32 34;"
                + " name the form: decimal or base32 (add ?format=decimal or ?format=base32)");
        assertThat(body.get("id").asString()).isEqualTo("0000000000012");
        assertThat(body.at("/readings/decimal").asString()).isEqualTo("12");
        assertThat(body.at("/readings/base32").asString()).isEqualTo("34");
    }

    @Test
    void theFormatParameterNamesTheForm() throws Exception {
        Http.Response base32 = http.get("/actuator/shardflake/0000000000012?format=base32");
        Http.Response decimal = http.get("/actuator/shardflake/1234567890123?format=decimal");
        Http.Response unknown = http.get("/actuator/shardflake/1234567890123?format=hex");

        assertThat(base32.status()).isEqualTo(200);
        assertThat(base32.json().get("decimal").asString()).isEqualTo("34");
        assertThat(decimal.status()).isEqualTo(200);
        assertThat(decimal.json().get("decimal").asString()).isEqualTo("1234567890123");
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.json().get("message").asString())
                .isEqualTo("format = hex is not allowed: one of \"decimal\", \"base32\"");
        assertThat(http.get("/actuator/shardflake/0000000000012?format=decimal").json().get("message").asString())
                .isEqualTo("invalid id \"0000000000012\": leading zeros are not accepted (only \"0\" itself starts"
                        + " with 0)");
    }

    @Test
    void healthIsUpWithTheShardflakeComponent() throws Exception {
        Http.Response response = http.get("/actuator/health");

        assertThat(response.status()).isEqualTo(200);
        JsonNode shardflake = response.json().at("/components/shardflake");
        assertThat(shardflake.get("status").asString()).isEqualTo("UP");
        assertThat(shardflake.at("/details/workerId").asInt()).isEqualTo(generator.workerId());
        assertThat(shardflake.at("/details/leaseValid").asBoolean()).isTrue();
        assertThat(shardflake.at("/details/leaseValidUntil").asString()).isNotEmpty();
        assertThat(shardflake.at("/details/minRemainingLife").asString()).isEqualTo("PT8760H");
    }

    @Test
    void idsGeneratedMeterCountsTheGeneratorsIds() throws Exception {
        generator.nextId();
        long made = generator.statistics().issued();

        Http.Response response = http.get("/actuator/metrics/shardflake.ids.generated?tag=generator:snowflake");

        assertThat(response.status()).isEqualTo(200);
        JsonNode json = response.json();
        assertThat(json.at("/measurements/0/statistic").asString()).isEqualTo("COUNT");
        assertThat(json.at("/measurements/0/value").asDouble()).isGreaterThanOrEqualTo(made);
        List<String> kinds = new ArrayList<>();
        http.get("/actuator/metrics/shardflake.ids.generated").json().get("availableTags")
                .forEach(tag -> tag.get("values").forEach(value -> kinds.add(tag.get("tag").asString() + ":"
                        + value.asString())));
        assertThat(kinds).containsExactlyInAnyOrder("generator:snowflake", "generator:uuid-v1", "generator:uuid-v6",
                "generator:uuid-v7", "generator:locality", "generator:uniqid");
        assertThat(http.get("/actuator/metrics/shardflake.layout.remaining.life?tag=layout:shardflake").status())
                .isEqualTo(200);
        assertThat(http.get("/actuator/metrics/shardflake.lease.valid").json().at("/measurements/0/value")
                .asDouble()).isEqualTo(1.0);
    }

    @Test
    void infoCarriesTheShardflakeEntry() throws Exception {
        JsonNode info = http.get("/actuator/info").json().get("shardflake");

        assertThat(info.get("workerId").asInt()).isEqualTo(generator.workerId());
        assertThat(info.get("strategy").asString()).isEqualTo("auto");
        assertThat(info.get("layout").asString()).isEqualTo("shardflake");
        assertThat(info.get("endOfLife").asString()).isEqualTo(generator.layout().endOfLife().toString());
    }

    @Test
    void theApplicationsJsonCarriesIdsAsStringsAndReadsBothForms() throws Exception {
        Http.Response created = http.get("/orders/new");

        assertThat(created.body()).matches("\\{\"id\":\"\\d+\",\"quantity\":1}");
        assertThat(http.postJson("/orders/echo", "{\"id\":\"9007199254740993\",\"quantity\":2}").body())
                .isEqualTo("{\"id\":\"9007199254740993\",\"quantity\":2}");
        assertThat(http.postJson("/orders/echo", "{\"id\":9007199254740993,\"quantity\":2}").body())
                .isEqualTo("{\"id\":\"9007199254740993\",\"quantity\":2}");
        assertThat(http.postJson("/orders/echo", "{\"id\":\"12x\",\"quantity\":2}").status()).isEqualTo(400);
    }

    private static List<String> fieldNames(JsonNode fields) {
        List<String> names = new ArrayList<>();
        fields.forEach(field -> names.add(field.get("name").asString()));
        return names;
    }
}
