package io.shardflake.spring.publicid.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.publicid.PublicIds;
import io.shardflake.spring.http.Http;
import io.shardflake.spring.publicid.TestRings;
import io.shardflake.uuid.UuidVersion;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Public ids over real HTTP, in a running application on a random port: the JSON it sends carries public ids, a
 * public id in a path, a parameter or a JSON body comes back as the stored id, another type, a key the ring lacks,
 * another spelling or a forged text is a 400 naming the parameter and its type only (the reason is logged at DEBUG),
 * and after a key rotation a public id made with the old key still resolves. The actuator, not opted in, reads no
 * public id, and never shows the keys ({@link PublicIdSecurityHttpTest}: the other places keys come from, and the
 * actuator opted in).
 *
 * <p>The shop runs with the rotated ring (key 1 masks, key 0 still reads); the rotation test starts the same shop with
 * key 0 alone beside it, as a rolling deployment would have both for a while.
 */
@ExtendWith(OutputCaptureExtension.class)
class PublicIdHttpTest {

    private static final long CUSTOMER = 1541815603606036481L;

    private static ConfigurableApplicationContext shop;
    private static Http http;
    private final PublicIds rotated = TestRings.rotated();

    @BeforeAll
    static void startTheShopWithTheRotatedRing() {
        shop = start("rotated", "shardflake.public-id.keys=" + TestRings.ROTATED,
                "shardflake.public-id.current-key=1");
        http = Http.on(shop);
    }

    @AfterAll
    static void stop() {
        shop.close();
    }

    @Test
    void theJsonOutCarriesPublicIdsAndAPathVariableComesBackToTheStoredId() throws Exception {
        String customer = rotated.ids("cus").mask(CUSTOMER);

        Http.Response created = http.postJson("/orders", "{\"customer\":\"" + customer + "\",\"item\":\"tea\"}");

        assertThat(created.status()).isEqualTo(201);
        String order = created.read("$.id");
        assertThat(order).matches("ord_1[0-7][0-9A-HJKMNP-TV-Z]{12}");
        assertThat(created.header("Location")).endsWith("/orders/" + order);
        assertThat(created.<String>read("$.customer")).isEqualTo(customer);
        assertThat(created.body()).doesNotContain(Long.toString(CUSTOMER));
        long stored = Long.parseLong(http.get("/orders/" + order + "/stored-id").read("$.stored"));
        assertThat(rotated.ids("ord").mask(stored)).isEqualTo(order);
        assertThat(shop.getBean(SnowflakeGenerator.class).decode(stored).worker()).isEqualTo(5);
        assertThat(http.get("/orders/" + order).body()).isEqualTo(created.body());
        assertThat(http.get("/orders?customer=" + customer).<List<String>>read("$[*].id")).contains(order);
    }

    @Test
    void afterTheRotationAPublicIdMadeWithTheOldKeyStillResolves(CapturedOutput output) throws Exception {
        String customer = TestRings.before().ids("cus").mask(CUSTOMER);
        String madeBefore;
        String storedBefore;
        try (ConfigurableApplicationContext before = start("before", "shardflake.public-id.keys=" + TestRings.BEFORE,
                "logging.level.io.shardflake=DEBUG")) {
            Http old = Http.on(before);
            madeBefore = old.postJson("/orders", "{\"customer\":\"" + customer + "\",\"item\":\"tea\"}").read("$.id");
            storedBefore = old.get("/orders/" + madeBefore + "/stored-id").read("$.stored");
        }
        assertThat(madeBefore).startsWith("ord_0");

        Http.Response resolved = http.get("/orders/" + madeBefore + "/stored-id");

        assertThat(resolved.status()).isEqualTo(200);
        assertThat(resolved.<String>read("$.stored")).isEqualTo(storedBefore);
        // The same id's public id is now the new key's.
        assertThat(resolved.<String>read("$.id")).startsWith("ord_1").isNotEqualTo(madeBefore)
                .isEqualTo(rotated.ids("ord").mask(Long.parseLong(storedBefore)));
        assertThat(http.get("/orders?customer=" + customer).status()).isEqualTo(200);
        assertThat(output.getAll()).doesNotContain(TestRings.OLD_HEX).doesNotContain(TestRings.NEW_HEX);
    }

    @Test
    void anotherTypeIsA400NamingTheParameterAndItsTypeOnly(CapturedOutput output) throws Exception {
        String customer = rotated.ids("cus").mask(CUSTOMER);

        Http.Response path = http.get("/orders/" + customer + "/stored-id");
        Http.Response parameter = http.get("/orders?customer=" + rotated.ids("ord").mask(CUSTOMER));

        assertThat(path.status()).isEqualTo(400);
        assertThat(path.contentType()).startsWith("application/problem+json");
        assertThat(path.<String>read("$.parameter")).isEqualTo("id");
        assertThat(path.<String>read("$.detail")).isEqualTo("parameter id: not a valid ord id");
        assertThat(path.<String>read("$.instance")).isEqualTo("/orders/" + customer + "/stored-id");
        assertThat(parameter.status()).isEqualTo(400);
        assertThat(parameter.<String>read("$.parameter")).isEqualTo("customer");
        assertThat(parameter.<String>read("$.detail")).isEqualTo("parameter customer: not a valid cus id");
        // The reason is the log's, at DEBUG.
        assertThat(output.getAll()).contains("parameter id: invalid id \"" + customer + "\": a public id of type ord"
                + " was expected (ord_...), got one of type cus");
    }

    /** A key the ring lacks, garbled text, a plain id: the same answer, which tells nothing of the keys. */
    @Test
    void aForgedOrGarbledPublicIdIsA400ThatNamesNoKey() throws Exception {
        String elsewhere = TestRings.elsewhere().ids("ord").mask(7);

        Http.Response unknownKey = http.get("/orders/" + elsewhere);

        assertThat(unknownKey.status()).isEqualTo(400);
        assertThat(unknownKey.<String>read("$.detail")).isEqualTo("parameter id: not a valid ord id");
        assertThat(unknownKey.body()).doesNotContain("key").doesNotContain("ring");
        assertThat(refusal("/orders/ord_1ZZZZ")).isEqualTo("parameter id: not a valid ord id");
        assertThat(refusal("/orders/1541815603606036480")).isEqualTo("parameter id: not a valid ord id");
        // A text that is well formed is some order's id: the shop then answers as for any unknown order.
        assertThat(http.get("/orders/" + rotated.ids("ord").mask(12345)).status()).isEqualTo(404);
    }

    /**
     * One spelling per public id: lower case and Crockford's aliases are refused in a path, a parameter and a JSON
     * body, as any text that is no public id.
     */
    @Test
    void anotherSpellingOfAValidPublicIdIsA400() throws Exception {
        String order = rotated.ids("ord").mask(CUSTOMER);
        String customer = rotated.ids("cus").mask(CUSTOMER);
        assertThat(http.get("/orders/" + order + "/stored-id").status()).isEqualTo(200);
        String aliased = customer.substring(0, 4) + "L" + customer.substring(5);

        assertThat(refusal("/orders/" + order.toLowerCase(Locale.ROOT) + "/stored-id"))
                .isEqualTo("parameter id: not a valid ord id");
        assertThat(refusal("/orders/ord_I" + order.substring(5) + "/stored-id"))
                .isEqualTo("parameter id: not a valid ord id");
        assertThat(refusal("/orders?customer=" + aliased)).isEqualTo("parameter customer: not a valid cus id");
        assertThat(http.postJson("/orders", "{\"customer\":\"" + customer.toLowerCase(Locale.ROOT)
                + "\",\"item\":\"tea\"}").status()).isEqualTo(400);
        assertThat(http.postJson("/orders", "{\"customer\":\"" + aliased + "\",\"item\":\"tea\"}").status())
                .isEqualTo(400);
        assertThat(http.postJson("/orders", "{\"customer\":\"" + customer + "\",\"item\":\"tea\"}").status())
                .isEqualTo(201);
    }

    /** Not opted in (shardflake.actuator.decode-public-ids), the actuator reads no public id. */
    @Test
    void theActuatorDoesNotDecodeAPublicId() throws Exception {
        String order = rotated.ids("ord").mask(CUSTOMER);

        Http.Response asIs = http.get("/actuator/shardflake/" + order);
        Http.Response asked = http.get("/actuator/shardflake/" + order + "?format=public");

        assertThat(asIs.status()).isEqualTo(400);
        assertThat(asIs.<String>read("$.message")).startsWith("invalid id \"" + order + "\": neither decimal nor"
                + " Crockford base32");
        assertThat(asked.status()).isEqualTo(400);
        assertThat(asked.<String>read("$.message"))
                .isEqualTo("format = public is not allowed: one of \"decimal\", \"base32\"");
        for (Http.Response response : List.of(asIs, asked)) {
            assertThat(response.body()).doesNotContain(Long.toString(CUSTOMER)).doesNotContain("worker")
                    .doesNotContain("keyId");
        }
    }

    /**
     * A UUID path variable reads a public UUID of its kind; the UUID itself is refused, although Spring's own
     * {@code UUIDEditor} would read it had the public-id conversion only been a converter (spring-framework#27951).
     */
    @Test
    void aUuidPathVariableReadsItsPublicIdAndRefusesThePlainUuid() throws Exception {
        UUID v6 = UUID.fromString("1ef0a5da-c967-6e10-8c2a-9f6bdeced846");
        String document = rotated.uuids(UuidVersion.V6, "doc").mask(v6);

        assertThat(http.get("/documents/" + document + "/stored-id").body()).isEqualTo(v6.toString());
        assertThat(refusal("/documents/" + v6 + "/stored-id")).isEqualTo("parameter id: not a valid doc id");
    }

    /** @return the detail of the 400 problem the path is answered with */
    private static String refusal(String path) throws Exception {
        Http.Response response = http.get(path);
        assertThat(response.status()).as(response.body()).isEqualTo(400);
        assertThat(response.contentType()).as(response.body()).startsWith("application/problem+json");
        return response.read("$.detail");
    }

    @Test
    void aJsonBodyWithAnotherTypeOrAPlainIdIsA400() throws Exception {
        String order = rotated.ids("ord").mask(CUSTOMER);

        assertThat(http.postJson("/orders", "{\"customer\":\"" + order + "\",\"item\":\"tea\"}").status())
                .isEqualTo(400);
        assertThat(http.postJson("/orders", "{\"customer\":" + CUSTOMER + ",\"item\":\"tea\"}").status())
                .isEqualTo(400);
        assertThat(http.postJson("/orders", "{\"customer\":\"cus_1\",\"item\":\"tea\"}").status()).isEqualTo(400);
    }

    /** With show-values=always, as an operator might set it: every value shows, the key ring's never. */
    @Test
    void theActuatorNeverShowsTheKeyRing() throws Exception {
        Http.Response configprops = http.get("/actuator/configprops");
        Http.Response keys = http.get("/actuator/env/shardflake.public-id.keys");

        for (Http.Response response : List.of(configprops, keys, http.get("/actuator/env"))) {
            assertThat(response.status()).isEqualTo(200);
            assertThat(response.body()).doesNotContain(TestRings.OLD_HEX).doesNotContain(TestRings.NEW_HEX)
                    .doesNotContain(TestRings.OLD_HEX.toUpperCase());
        }
        assertThat(configprops.<List<Object>>read("$..properties.publicId.keys")).containsExactly("******");
        // Values show: only the ring is hidden.
        assertThat(configprops.<List<Object>>read("$..properties.publicId.currentKey")).containsExactly(1);
        assertThat(keys.<String>read("$.property.value")).isEqualTo("******");
    }

    private static ConfigurableApplicationContext start(String name, String... properties) {
        return new SpringApplicationBuilder(PublicIdTestApplication.class)
                .properties("server.port=0", "spring.application.name=shop-" + name, "shardflake.worker.id=5",
                        "management.endpoints.web.exposure.include=shardflake,configprops,env",
                        "management.endpoint.configprops.show-values=always",
                        "management.endpoint.env.show-values=always", "logging.level.io.shardflake.spring=DEBUG")
                .properties(properties).run();
    }
}
