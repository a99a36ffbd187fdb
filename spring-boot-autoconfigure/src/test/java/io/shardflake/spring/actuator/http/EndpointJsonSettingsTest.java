package io.shardflake.spring.actuator.http;

import static io.shardflake.spring.BootClass.JSON_MAPPER;
import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.codec.Crockford32Codec;
import io.shardflake.spring.actuator.ShardflakeEndpoint;
import io.shardflake.spring.http.Http;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.util.ReflectionUtils;

/**
 * The {@code shardflake} endpoint's JSON over HTTP is the same, byte for byte, whatever the application's own JSON
 * settings: its answers are {@code OperationResponseBody}s, which the actuator writes with its own mapper.
 */
class EndpointJsonSettingsTest {

    private static final String[] PLAIN = { "server.port=0", "shardflake.worker.hostname=json-test-host",
            "shardflake.worker.id=7", "management.endpoints.web.exposure.include=shardflake",
            "spring.main.banner-mode=off" };

    /** Every setting of the application's JSON that would show in the endpoint's if its mapper wrote it. */
    private static final String[] CUSTOMISED = { "spring.jackson.property-naming-strategy=SNAKE_CASE",
            "spring.jackson.serialization.indent-output=true", "spring.jackson.default-property-inclusion=always",
            "shardflake.jackson.ids-as-strings=true", "shardflake.jackson.scope=all-longs" };

    private static final List<String> PATHS = List.of("/actuator/shardflake", "/actuator/shardflake/%d",
            "/actuator/shardflake/%s?format=base32", "/actuator/shardflake/0000000000012",
            "/actuator/shardflake/12x4", "/actuator/shardflake/1234567890123?format=hex");

    @Test
    void theEndpointsJsonIsTheSameWithAndWithoutTheApplicationsJacksonSettings() throws Exception {
        try (ConfigurableApplicationContext plain = start(PLAIN);
                ConfigurableApplicationContext customised = start(
                        Stream.concat(Stream.of(PLAIN), Stream.of(CUSTOMISED)).toArray(String[]::new))) {
            long id = madeAlike(plain, customised);
            String base32 = Crockford32Codec.INSTANCE.encode(id);

            for (String template : PATHS) {
                String path = String.format(template, template.contains("%d") ? id : base32);
                Http.Response expected = http(plain).get(path);
                Http.Response actual = http(customised).get(path);

                assertThat(actual.status()).as(path).isEqualTo(expected.status());
                assertThat(actual.body()).as(path).isEqualTo(expected.body());
            }
            assertThat(http(plain).get("/actuator/shardflake").body()).contains("\"idsGenerated\":1")
                    .contains("\"workerId\":7").doesNotContain("\"lease\"").doesNotContain("\n");
            assertThat(http(plain).get("/actuator/shardflake/12x4").body()).doesNotContain("readings");
        }
    }

    /**
     * Without the actuator's own mapper the settings would show: they are in force in the customised application's
     * mapper (Jackson 3's {@code JsonMapper} on Boot 4, Jackson 2's {@code ObjectMapper} on Boot 3).
     */
    @Test
    void theApplicationsOwnMapperWouldWriteTheDescriptorOtherwise() {
        try (ConfigurableApplicationContext customised = start(
                Stream.concat(Stream.of(PLAIN), Stream.of(CUSTOMISED)).toArray(String[]::new))) {
            Object mapper = customised.getBean(JSON_MAPPER.type());
            String json = (String) ReflectionUtils.invokeMethod(ReflectionUtils.findMethod(JSON_MAPPER.type(),
                    "writeValueAsString", Object.class), mapper, customised.getBean(ShardflakeEndpoint.class).describe());

            assertThat(json).contains("\"worker_id\" : 7,\n").contains("\"ids_generated\" : \"0\"")
                    .contains("\"lease\" : null");
        }
    }

    /** The same id in both applications: their clocks stand at the same instant and their worker ids agree. */
    private static long madeAlike(ConfigurableApplicationContext first, ConfigurableApplicationContext second) {
        long id = first.getBean(SnowflakeGenerator.class).nextId();
        assertThat(second.getBean(SnowflakeGenerator.class).nextId()).isEqualTo(id);
        return id;
    }

    private static ConfigurableApplicationContext start(String... properties) {
        return new SpringApplicationBuilder(ScriptedClockApplication.class).properties(properties).run();
    }

    private static Http http(ConfigurableApplicationContext context) {
        return Http.on(context);
    }
}
