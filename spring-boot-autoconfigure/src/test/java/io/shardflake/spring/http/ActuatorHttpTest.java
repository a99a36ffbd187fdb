package io.shardflake.spring.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.codec.Crockford32Codec;
import io.shardflake.spring.publicid.TestRings;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

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
        assertThat(response.<Integer>read("$.workerId")).isEqualTo(generator.workerId());
        assertThat(response.<String>read("$.strategy")).isEqualTo("auto");
        assertThat(response.<String>read("$.workerSource")).startsWith("lease(shardflake_worker_lease, ");
        assertThat(response.<String>read("$.layout.name")).isEqualTo("shardflake");
        assertThat(response.<List<String>>read("$.layout.fields[*].name"))
                .containsExactly("time", "worker", "sequence", "shard");
        assertThat(response.<String>read("$.layout.tick")).isEqualTo("PT0.001S");
        assertThat(response.<String>read("$.endOfLife")).isEqualTo(generator.layout().endOfLife().toString());
        assertThat(response.<String>read("$.clockPolicy.maxLead")).isEqualTo("PT0.1S");
        assertThat(response.<Number>read("$.counters.idsGenerated").longValue()).isGreaterThanOrEqualTo(3);
        assertThat(response.<Boolean>read("$.lease.valid")).isTrue();
        assertThat(response.<String>read("$.lease.holder")).contains("http-test-host");
    }

    @Test
    void shardflakeEndpointDecodesDecimalAndBase32() throws Exception {
        long id = generator.nextId();
        String base32 = Crockford32Codec.INSTANCE.encode(id);

        Http.Response decimal = http.get("/actuator/shardflake/" + id);
        Http.Response crockford = http.get("/actuator/shardflake/" + base32);

        assertThat(decimal.status()).isEqualTo(200);
        assertThat(decimal.<String>read("$.decimal")).isEqualTo(Long.toString(id));
        assertThat(decimal.<String>read("$.base32")).isEqualTo(base32);
        assertThat(decimal.<Integer>read("$.fields.worker")).isEqualTo(generator.workerId());
        assertThat(decimal.<String>read("$.timestamp"))
                .isEqualTo(generator.decode(id).timestamp().toString());
        assertThat(crockford.status()).isEqualTo(200);
        assertThat(crockford.body()).isEqualTo(decimal.body());
        // Who made it, from the lease's history: this instance alone.
        assertThat(decimal.<String>read("$.origin.verdict")).startsWith("made by the one holder of worker id");
        assertThat(decimal.<Boolean>read("$.origin.collision")).isFalse();
        assertThat(decimal.<List<String>>read("$.origin.tenures[*].host")).containsExactly("http-test-host");
        assertThat(decimal.<List<String>>read("$.origin.tenures[*].ended")).as("a tenure that lasts").isEmpty();
    }

    @Test
    void aMalformedIdIsA400ThatSaysWhy() throws Exception {
        Http.Response response = http.get("/actuator/shardflake/12x4");

        assertThat(response.status()).isEqualTo(400);
        Map<String, Object> body = response.read("$");
        assertThat(body).containsEntry("id", "12x4").doesNotContainKey("readings");
        assertThat(body.get("message")).isEqualTo("invalid id \"12x4\": neither decimal nor Crockford base32:"
                + " decimal has digits 0-9 only (character 'x' at index 2 is not one), base32 has exactly 13"
                + " characters (got 4)");
        assertThat(http.get("/actuator/shardflake/99999999999999999999").<String>read("$.message"))
                .contains("exceeds 2^63-1");
    }

    /** The same refusal, word for word, as the sample application's {@code /ids/0000000000012}. */
    @Test
    void thirteenDigitsAreA400ShowingBothReadings() throws Exception {
        Http.Response response = http.get("/actuator/shardflake/0000000000012");

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.<Map<String, Object>>read("$")).containsEntry("status", 400)
                .containsEntry("id", "0000000000012")
                .containsEntry("readings", Map.of("decimal", "12", "base32", "34"))
                .containsEntry("message", "invalid id \"0000000000012\": 13 digits read two ways: as zero-padded"
                        + " decimal 12 (decimal is written without leading zeros: 12), as Crockford base32 34; name the"
                        + " form: decimal or base32 (add ?format=decimal or ?format=base32)");
    }

    @Test
    void theFormatParameterNamesTheForm() throws Exception {
        Http.Response base32 = http.get("/actuator/shardflake/0000000000012?format=base32");
        Http.Response decimal = http.get("/actuator/shardflake/1234567890123?format=decimal");
        Http.Response unknown = http.get("/actuator/shardflake/1234567890123?format=hex");

        assertThat(base32.status()).isEqualTo(200);
        assertThat(base32.<String>read("$.decimal")).isEqualTo("34");
        assertThat(decimal.status()).isEqualTo(200);
        assertThat(decimal.<String>read("$.decimal")).isEqualTo("1234567890123");
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.<String>read("$.message"))
                .isEqualTo("format = hex is not allowed: one of \"decimal\", \"base32\"");
        assertThat(http.get("/actuator/shardflake/0000000000012?format=decimal").<String>read("$.message"))
                .isEqualTo("invalid id \"0000000000012\": leading zeros are not accepted (only \"0\" itself starts"
                        + " with 0)");
    }

    /** This application has no key ring: a public id is a 400 as any text that is no id, and public no format. */
    @Test
    void aPublicIdIsA400AsAnyTextThatIsNoId() throws Exception {
        String order = TestRings.before().ids("ord").mask(generator.nextId());

        Http.Response response = http.get("/actuator/shardflake/" + order);

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.<String>read("$.message")).isEqualTo("invalid id \"" + order + "\": neither decimal nor"
                + " Crockford base32: decimal has digits 0-9 only (character 'o' at index 0 is not one), base32 has"
                + " exactly 13 characters (got 18)");
        assertThat(http.get("/actuator/shardflake/" + order + "?format=public").<String>read("$.message"))
                .isEqualTo("format = public is not allowed: one of \"decimal\", \"base32\"");
    }

    @Test
    void healthIsUpWithTheShardflakeComponent() throws Exception {
        Http.Response response = http.get("/actuator/health");

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.<String>read("$.components.shardflake.status")).isEqualTo("UP");
        Map<String, Object> details = response.read("$.components.shardflake.details");
        assertThat(details).containsEntry("workerId", generator.workerId()).containsEntry("leaseValid", true)
                .containsEntry("minRemainingLife", "PT8760H");
        assertThat(details.get("leaseValidUntil")).asString().isNotEmpty();
    }

    @Test
    void idsGeneratedMeterCountsTheGeneratorsIds() throws Exception {
        generator.nextId();
        long made = generator.statistics().issued();

        Http.Response response = http.get("/actuator/metrics/shardflake.ids.generated?tag=generator:snowflake");

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.<String>read("$.measurements[0].statistic")).isEqualTo("COUNT");
        assertThat(response.<Number>read("$.measurements[0].value").doubleValue()).isGreaterThanOrEqualTo(made);
        List<String> kinds = new ArrayList<>();
        List<Map<String, Object>> tags = http.get("/actuator/metrics/shardflake.ids.generated").read("$.availableTags");
        tags.forEach(tag -> ((List<?>) tag.get("values")).forEach(value -> kinds.add(tag.get("tag") + ":" + value)));
        assertThat(kinds).containsExactlyInAnyOrder("generator:snowflake", "generator:uuid-v1", "generator:uuid-v6",
                "generator:uuid-v7", "generator:locality", "generator:uniqid");
        assertThat(http.get("/actuator/metrics/shardflake.layout.remaining.life?tag=layout:shardflake").status())
                .isEqualTo(200);
        assertThat(http.get("/actuator/metrics/shardflake.lease.valid").<Number>read("$.measurements[0].value")
                .doubleValue()).isEqualTo(1.0);
    }

    @Test
    void infoCarriesTheShardflakeEntry() throws Exception {
        Map<String, Object> info = http.get("/actuator/info").read("$.shardflake");

        assertThat(info).containsEntry("workerId", generator.workerId()).containsEntry("strategy", "auto")
                .containsEntry("layout", "shardflake")
                .containsEntry("endOfLife", generator.layout().endOfLife().toString());
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
}
