package io.shardflake.spring.actuator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.LayoutPreset;
import io.shardflake.ShardflakeVersion;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.codec.AmbiguousIdException;
import io.shardflake.codec.Crockford32Codec;
import io.shardflake.publicid.PublicIds;
import io.shardflake.spring.ActuatorRunners;
import io.shardflake.spring.publicid.TestRings;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.actuate.endpoint.InvalidEndpointRequestException;
import org.springframework.boot.actuate.endpoint.OperationResponseBody;
import org.springframework.boot.actuate.endpoint.annotation.Endpoint;
import org.springframework.boot.actuate.endpoint.web.WebEndpointResponse;
import org.springframework.boot.actuate.info.Info;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The shardflake endpoint, its web extension and the info contributor: when they exist, and what they say. */
class ShardflakeActuatorAutoConfigurationTest {

    private static final String NOT_AN_ID_12X4 = "invalid id \"12x4\": neither decimal nor Crockford base32: decimal"
            + " has digits 0-9 only (character 'x' at index 2 is not one), base32 has exactly 13 characters (got 4)";

    private final ApplicationContextRunner runner = ActuatorRunners.shardflake();

    @Test
    void endpointWebExtensionAndInfoContributorWithAGenerator() {
        runner.run(context -> {
            assertThat(context).hasSingleBean(ShardflakeEndpoint.class)
                    .hasSingleBean(ShardflakeEndpointWebExtension.class)
                    .hasSingleBean(ShardflakeInfoContributor.class);
        });
    }

    @Test
    void noEndpointUnlessExposed() {
        runner.withPropertyValues("management.endpoints.web.exposure.include=health").run(context -> {
            assertThat(context).doesNotHaveBean(ShardflakeEndpoint.class)
                    .doesNotHaveBean(ShardflakeEndpointWebExtension.class)
                    .hasSingleBean(ShardflakeInfoContributor.class);
        });
    }

    @Test
    void noEndpointWhenItsAccessIsNone() {
        // Upper case: the runner's environment lacks the lenient enum conversion a SpringApplication has.
        runner.withPropertyValues("management.endpoint.shardflake.access=NONE")
                .run(context -> assertThat(context).doesNotHaveBean(ShardflakeEndpoint.class));
    }

    @Test
    void noInfoContributorWhenSwitchedOff() {
        runner.withPropertyValues("management.info.shardflake.enabled=false")
                .run(context -> assertThat(context).doesNotHaveBean(ShardflakeInfoContributor.class)
                        .hasSingleBean(ShardflakeEndpoint.class));
    }

    @Test
    void nothingWithoutTheActuator() {
        runner.withClassLoader(new FilteredClassLoader(Endpoint.class)).run(context -> assertThat(context)
                .hasSingleBean(SnowflakeGenerator.class).doesNotHaveBean(ShardflakeEndpoint.class)
                .doesNotHaveBean(ShardflakeInfoContributor.class));
    }

    @Test
    void nothingWithoutAGenerator() {
        new ApplicationContextRunner()
                .withConfiguration(org.springframework.boot.autoconfigure.AutoConfigurations
                        .of(ShardflakeActuatorAutoConfiguration.class))
                .withPropertyValues("management.endpoints.web.exposure.include=shardflake")
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(ShardflakeEndpoint.class)
                        .doesNotHaveBean(ShardflakeInfoContributor.class));
    }

    @Test
    void usersOwnBeansWin() {
        runner.withUserConfiguration(OwnBeans.class).run(context -> {
            assertThat(context).hasSingleBean(ShardflakeEndpoint.class).hasSingleBean(ShardflakeInfoContributor.class);
            assertThat(context.getBean(ShardflakeEndpoint.class).describe().strategy()).isEqualTo("mine");
            assertThat(context.getBean(ShardflakeEndpointWebExtension.class).decode("x", null).getStatus()).isEqualTo(400);
            assertThat(context.getBean(ShardflakeInfoContributor.class)).isSameAs(OwnBeans.INFO);
        });
    }

    @Test
    void describesTheGeneratorWorkerLayoutClockAndCounters() {
        runner.withPropertyValues("shardflake.clock.max-lead=50ms").run(context -> {
            SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
            generator.nextId();
            generator.nextId();

            ShardflakeDescriptor descriptor = context.getBean(ShardflakeEndpoint.class).describe();

            assertThat(descriptor.workerId()).isEqualTo(7);
            assertThat(descriptor.strategy()).isEqualTo("auto");
            assertThat(descriptor.workerSource()).isEqualTo("fixed(7)");
            assertThat(descriptor.layout().name()).isEqualTo("shardflake");
            assertThat(descriptor.layout().fields()).extracting(ShardflakeDescriptor.Field::name)
                    .containsExactly("time", "worker", "sequence", "shard");
            assertThat(descriptor.layout().fields()).extracting(ShardflakeDescriptor.Field::bits)
                    .containsExactly(41, 8, 10, 4);
            assertThat(descriptor.layout().tick()).isEqualTo("PT0.001S");
            assertThat(descriptor.layout().epoch()).isEqualTo("2026-01-01T00:00:00Z");
            assertThat(descriptor.endOfLife()).isEqualTo(generator.layout().endOfLife().toString());
            assertThat(descriptor.remainingLife()).startsWith("PT");
            assertThat(descriptor.clockPolicy()).isEqualTo(new ShardflakeDescriptor.Clock("PT0.05S", "PT1S"));
            assertThat(descriptor.counters().idsGenerated()).isEqualTo(2);
            assertThat(descriptor.counters().backwardSteps()).isZero();
            assertThat(descriptor.lease()).as("no DataSource, no lease").isNull();
        });
    }

    @Test
    void decodesDecimalAndBase32() {
        runner.run(context -> {
            SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
            long id = generator.nextId();
            ShardflakeEndpoint endpoint = context.getBean(ShardflakeEndpoint.class);

            DecodedIdDescriptor decoded = endpoint.decode(Long.toString(id), null);

            assertThat(decoded.decimal()).isEqualTo(Long.toString(id));
            assertThat(decoded.base32()).isEqualTo(Crockford32Codec.INSTANCE.encode(id));
            assertThat(decoded.layout()).isEqualTo("shardflake");
            assertThat(decoded.timestamp()).isEqualTo(generator.decode(id).timestamp().toString());
            assertThat(decoded.fields()).containsEntry("worker", 7L).containsEntry("shard", 0L)
                    .containsEntry("time", generator.decode(id).tick()).containsKey("sequence");
            assertThat(endpoint.decode(decoded.base32(), null)).isEqualTo(decoded);
            assertThat(endpoint.decode(decoded.base32().toLowerCase(), null)).isEqualTo(decoded);
            assertThat(endpoint.decode(decoded.base32(), "base32")).isEqualTo(decoded);
            assertThat(endpoint.decode(decoded.decimal(), "decimal")).isEqualTo(decoded);
        });
    }

    @Test
    void aMalformedIdIsABadRequestWithTheReason() {
        runner.run(context -> {
            ShardflakeEndpoint endpoint = context.getBean(ShardflakeEndpoint.class);
            assertThatThrownBy(() -> endpoint.decode("12x4", null))
                    .isInstanceOf(InvalidEndpointRequestException.class).hasMessage(NOT_AN_ID_12X4);
            assertThatThrownBy(() -> endpoint.decode("-5", null)).isInstanceOf(InvalidEndpointRequestException.class)
                    .hasMessageContaining("non-negative");
            assertThatThrownBy(() -> endpoint.decode("9223372036854775808", null))
                    .hasMessageContaining("exceeds 2^63-1");
            assertThatThrownBy(() -> endpoint.decode("8ZZZZZZZZZZZZ", null)).hasMessageContaining("invalid id");
            assertThatThrownBy(() -> endpoint.decode("1ASD13XH1F800", "decimal"))
                    .hasMessage("invalid id \"1ASD13XH1F800\": character 'A' at index 1 is not a decimal digit 0-9");
            assertThatThrownBy(() -> endpoint.decode("1234567890123", "hex"))
                    .isInstanceOf(InvalidEndpointRequestException.class)
                    .hasMessage("format = hex is not allowed: one of \"decimal\", \"base32\"");

            WebEndpointResponse<OperationResponseBody> response = context
                    .getBean(ShardflakeEndpointWebExtension.class).decode("12x4", null);
            assertThat(response.getStatus()).isEqualTo(400);
            assertThat(response.getBody()).isEqualTo(
                    new InvalidIdDescriptor(400, "Bad Request", NOT_AN_ID_12X4, "12x4", null));
        });
    }

    @Test
    void thirteenDigitsAreRefusedWithBothReadingsUnlessTheFormatIsNamed() {
        runner.run(context -> {
            ShardflakeEndpoint endpoint = context.getBean(ShardflakeEndpoint.class);
            assertThatThrownBy(() -> endpoint.decode("1234567890123", null))
                    .isInstanceOf(InvalidEndpointRequestException.class)
                    .hasMessage("invalid id \"1234567890123\": 13 digits read two ways: as decimal 1234567890123, as"
                            + " Crockford base32 1228503247364293699; name the form: decimal or base32")
                    .hasCauseInstanceOf(AmbiguousIdException.class);
            assertThat(endpoint.decode("1234567890123", "decimal").decimal()).isEqualTo("1234567890123");
            assertThat(endpoint.decode("1234567890123", "base32").decimal()).isEqualTo("1228503247364293699");

            WebEndpointResponse<OperationResponseBody> response = context
                    .getBean(ShardflakeEndpointWebExtension.class).decode("1234567890123", null);
            assertThat(response.getStatus()).isEqualTo(400);
            assertThat(response.getBody()).isEqualTo(new InvalidIdDescriptor(400, "Bad Request",
                    "invalid id \"1234567890123\": 13 digits read two ways: as decimal 1234567890123, as Crockford"
                            + " base32 1228503247364293699; name the form: decimal or base32 (add ?format=decimal or"
                            + " ?format=base32)",
                    "1234567890123", new InvalidIdDescriptor.Readings("1234567890123", "1228503247364293699")));
        });
    }

    /** Opted in, ?format=public reads a public id of any type, and shows the key's id, never the key. */
    @Test
    void readsAPublicIdOfAnyTypeOnlyWhenOptedInAndAsked() {
        runner.withPropertyValues("shardflake.public-id.keys=" + TestRings.ROTATED,
                "shardflake.public-id.current-key=1", "shardflake.actuator.decode-public-ids=true").run(context -> {
                    long id = context.getBean(SnowflakeGenerator.class).nextId();
                    ShardflakeEndpoint endpoint = context.getBean(ShardflakeEndpoint.class);
                    String beforeTheRotation = TestRings.before().ids("ord").mask(id);
                    String untyped = context.getBean(PublicIds.class).ids("").mask(id);

                    DecodedIdDescriptor decoded = endpoint.decode(beforeTheRotation, "public");

                    assertThat(decoded.decimal()).isEqualTo(Long.toString(id));
                    assertThat(decoded.fields()).containsEntry("worker", 7L);
                    assertThat(decoded.publicId()).isEqualTo(new DecodedIdDescriptor.PublicIdReading("ord", 0));
                    assertThat(endpoint.decode(untyped, "public").publicId())
                            .isEqualTo(new DecodedIdDescriptor.PublicIdReading("", 1));
                    // One reading per request: without ?format=public, a public id is text like any other.
                    assertThatThrownBy(() -> endpoint.decode(beforeTheRotation, null))
                            .isInstanceOf(InvalidEndpointRequestException.class)
                            .hasMessageStartingWith("invalid id \"" + beforeTheRotation + "\": neither decimal nor"
                                    + " Crockford base32");
                    assertThat(endpoint.decode(untyped.replaceAll("[^0-9]", "1").substring(0, 14), null).publicId())
                            .isNull();
                    assertThatThrownBy(() -> endpoint.decode("12", "hex"))
                            .hasMessage("format = hex is not allowed: one of \"decimal\", \"base32\", \"public\"");
                    String elsewhere = TestRings.elsewhere().ids("ord").mask(id);
                    assertThatThrownBy(() -> endpoint.decode(elsewhere, "public"))
                            .isInstanceOf(InvalidEndpointRequestException.class)
                            .hasMessage("invalid id \"" + elsewhere + "\": it names key 7, which is not in the key ring"
                                    + " (keys 1, 0)");
                    assertThat(context.getBean(ShardflakeEndpointWebExtension.class).decode(elsewhere, "public")
                            .getStatus()).isEqualTo(400);
                });
    }

    /**
     * Not opted in, a key ring or not: a public id gets the answer any text that is no id gets, and {@code public}
     * is no format.
     */
    @Test
    void aPublicIdIsTextLikeAnyOtherUnlessOptedIn() {
        String order = TestRings.before().ids("ord").mask(1541815603606036480L);
        runner.withPropertyValues("shardflake.public-id.keys=" + TestRings.BEFORE).run(context -> {
            assertThat(context).hasSingleBean(PublicIds.class);
            ShardflakeEndpoint endpoint = context.getBean(ShardflakeEndpoint.class);
            String garbled = "ord_" + "X".repeat(14);
            assertThatThrownBy(() -> endpoint.decode(order, null)).isInstanceOf(InvalidEndpointRequestException.class)
                    .hasMessage("invalid id \"" + order + "\": neither decimal nor Crockford base32: decimal has digits"
                            + " 0-9 only (character 'o' at index 0 is not one), base32 has exactly 13 characters (got"
                            + " 18)");
            assertThatThrownBy(() -> endpoint.decode(garbled, null)).hasMessage("invalid id \"" + garbled + "\":"
                    + " neither decimal nor Crockford base32: decimal has digits 0-9 only (character 'o' at index 0 is"
                    + " not one), base32 has exactly 13 characters (got 18)");
            assertThatThrownBy(() -> endpoint.decode(order, "public")).isInstanceOf(InvalidEndpointRequestException.class)
                    .hasMessage("format = public is not allowed: one of \"decimal\", \"base32\"");
            assertThat(endpoint.decode("10000000000001", null).decimal()).isEqualTo("10000000000001");
        });
    }

    /** Opting in without a key ring to read with stops the application, naming the setting. */
    @Test
    void decodingPublicIdsWithoutAKeyRingIsRefused() {
        runner.withPropertyValues("shardflake.actuator.decode-public-ids=true").run(context -> assertThat(context)
                .getFailure().rootCause().hasMessage("shardflake.actuator.decode-public-ids = true is not allowed:"
                        + " false without a key ring to read public ids with (shardflake.public-id.keys, -keys-env or"
                        + " -keys-file)"));
    }

    @Test
    void infoNamesWorkerStrategyLayoutEndOfLifeAndTheBuild() {
        runner.run(context -> {
            Info.Builder builder = new Info.Builder();
            context.getBean(ShardflakeInfoContributor.class).contribute(builder);
            SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);

            ShardflakeVersion build = ShardflakeVersion.current();

            assertThat(builder.build().get("shardflake")).isEqualTo(Map.of("workerId", 7, "strategy", "auto",
                    "workerSource", "fixed(7)", "layout", "shardflake",
                    "endOfLife", generator.layout().endOfLife().toString(), "version", build.version(),
                    "commit", build.commit(), "buildTime", build.buildTime()));
        });
    }

    @Test
    void anApplicationsOwnGeneratorIsReportedAsCustom() {
        runner.withUserConfiguration(OwnGenerator.class).run(context -> {
            ShardflakeDescriptor descriptor = context.getBean(ShardflakeEndpoint.class).describe();
            assertThat(descriptor.strategy()).isEqualTo("custom");
            assertThat(descriptor.workerId()).isEqualTo(3);
            assertThat(descriptor.layout().name()).isEqualTo("twitter");
        });
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnGenerator {

        @Bean
        SnowflakeGenerator myGenerator() {
            return SnowflakeGenerator.builder(LayoutPreset.TWITTER.layout()).workerId(3).build();
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnBeans {

        static final ShardflakeInfoContributor INFO = new ShardflakeInfoContributor(
                SnowflakeGenerator.builder(LayoutPreset.TWITTER.layout()).build(), "mine");

        @Bean
        ShardflakeEndpoint myEndpoint(SnowflakeGenerator generator) {
            return new ShardflakeEndpoint(generator, "mine", null);
        }

        @Bean
        ShardflakeInfoContributor myInfo() {
            return INFO;
        }
    }
}
