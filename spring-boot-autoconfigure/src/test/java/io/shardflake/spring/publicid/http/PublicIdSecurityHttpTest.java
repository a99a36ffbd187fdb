package io.shardflake.spring.publicid.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.publicid.KeyRing;
import io.shardflake.publicid.PublicIdKey;
import io.shardflake.publicid.PublicIds;
import io.shardflake.spring.http.Http;
import io.shardflake.spring.publicid.TestRings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The key ring over real HTTP, wherever it comes from: the actuator's {@code env} and {@code configprops} endpoints,
 * with {@code show-values=always}, never show key material from the environment variable {@code keys-env} names or
 * the file {@code keys-file} names (read as a config tree too), and no log line or failure analysis does; and the
 * actuator decodes a public id only when the application opts in, and the caller asks for that form.
 *
 * <p>The variable is the build's: Surefire sets {@value #VARIABLE} to {@link TestRings#ENVIRONMENT} for the Spring
 * tests (a JVM cannot set its own environment); every other application of the tests shows it, as it is no key of
 * theirs.
 */
@ExtendWith(OutputCaptureExtension.class)
class PublicIdSecurityHttpTest {

    static final String VARIABLE = "PUBLIC_ID_TEST_KEYS";

    @TempDir
    Path secrets;

    @AfterEach
    void nothingLogged(CapturedOutput output) {
        assertThat(output.getAll()).doesNotContain(TestRings.NEW_HEX).doesNotContain(TestRings.OLD_HEX)
                .doesNotContain(TestRings.ENVIRONMENT);
    }

    @Test
    void theVariableKeysEnvNamesNeverShowsAndTheOptedInActuatorDecodes() throws Exception {
        assertThat(System.getenv(VARIABLE)).as(VARIABLE + ", which the build sets").isEqualTo(TestRings.ENVIRONMENT);
        try (ConfigurableApplicationContext shop = start("shardflake.public-id.keys-env=" + VARIABLE,
                "shardflake.actuator.decode-public-ids=true")) {
            Http http = Http.on(shop);

            for (String path : List.of("/actuator/env", "/actuator/configprops", "/actuator/env/" + VARIABLE,
                    "/actuator/env/public.id.test.keys", "/actuator/env/public-id-test-keys")) {
                Http.Response response = http.get(path);
                assertThat(response.status()).as(path).isIn(200, 404);
                assertThat(response.body()).as(path).doesNotContain(TestRings.ENVIRONMENT);
            }
            assertThat(http.get("/actuator/env/" + VARIABLE).<String>read("$.property.value")).isEqualTo("******");
            // Where the ring is, is shown: only the ring is hidden.
            assertThat(http.get("/actuator/configprops").<List<Object>>read("$..properties.publicId.keysEnv"))
                    .containsExactly(VARIABLE);

            String order = PublicIds.of(KeyRing.of(PublicIdKey.ofHex(0, TestRings.ENVIRONMENT))).ids("ord")
                    .mask(1541815603606036480L);
            Http.Response decoded = http.get("/actuator/shardflake/" + order + "?format=public");
            assertThat(decoded.status()).isEqualTo(200);
            assertThat(decoded.<String>read("$.decimal")).isEqualTo("1541815603606036480");
            assertThat(decoded.<Map<String, Object>>read("$.publicId")).isEqualTo(Map.of("type", "ord", "keyId", 0));
            assertThat(decoded.body()).doesNotContain(TestRings.ENVIRONMENT);
            // Without the form named, a public id is text like any other.
            assertThat(http.get("/actuator/shardflake/" + order).status()).isEqualTo(400);
        }
    }

    /** The file's path shows; its content never, even when the application also imports it as a config tree. */
    @Test
    void theFileKeysFileNamesNeverShows() throws Exception {
        Path file = Files.writeString(secrets.resolve("public-id.key"), TestRings.NEW_HEX + "\n");
        try (ConfigurableApplicationContext shop = start("shardflake.public-id.keys-file=" + file,
                "spring.config.import=configtree:" + secrets + "/")) {
            Http http = Http.on(shop);
            assertThat(shop.getEnvironment().getProperty("public-id.key")).as("the config tree's property")
                    .contains(TestRings.NEW_HEX);

            for (String path : List.of("/actuator/env", "/actuator/configprops", "/actuator/env/public-id.key")) {
                Http.Response response = http.get(path);
                assertThat(response.status()).as(path).isEqualTo(200);
                assertThat(response.body()).as(path).doesNotContain(TestRings.NEW_HEX);
            }
            assertThat(http.get("/actuator/env/public-id.key").<String>read("$.property.value")).isEqualTo("******");
            assertThat(http.get("/actuator/configprops").<List<Object>>read("$..properties.publicId.keysFile"))
                    .containsExactly(file.toString());
        }
    }

    /** A refused ring stops the startup; neither the failure analysis nor any log line shows a key of it. */
    @Test
    void aRefusedRingShowsNoKeyInTheFailureOrTheLog(CapturedOutput output) throws Exception {
        Path file = Files.writeString(secrets.resolve("public-id.key"), "0:" + TestRings.NEW_HEX + "\n0:"
                + TestRings.OLD_HEX + "\n");

        assertThatThrownBy(() -> start("shardflake.public-id.keys-file=" + file).close())
                .rootCause().hasMessage("shardflake.public-id.keys-file = " + file + " is not allowed: ID:HEX entries"
                        + " separated by commas or new lines (key id 0..31, 32, 48 or 64 hex digits), or one bare key,"
                        + " which is key 0; entry 2 repeats key id 0");
        assertThat(output.getAll()).contains("shardflake.public-id.keys-file").doesNotContain(TestRings.NEW_HEX)
                .doesNotContain(TestRings.OLD_HEX).doesNotContain(TestRings.ENVIRONMENT);
    }

    private static ConfigurableApplicationContext start(String... properties) {
        return new SpringApplicationBuilder(PublicIdTestApplication.class)
                .properties("server.port=0", "shardflake.worker.id=5",
                        "management.endpoints.web.exposure.include=shardflake,configprops,env",
                        "management.endpoint.configprops.show-values=always",
                        "management.endpoint.env.show-values=always")
                .properties(properties).run();
    }
}
