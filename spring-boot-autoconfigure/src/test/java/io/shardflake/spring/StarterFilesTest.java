package io.shardflake.spring;

import static io.shardflake.spring.BootClass.AUTO_CONFIGURE_DATA_JPA;
import static io.shardflake.spring.BootClass.AUTO_CONFIGURE_JDBC;
import static org.assertj.core.api.Assertions.assertThat;

import com.jayway.jsonpath.JsonPath;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.context.annotation.ImportCandidates;
import org.springframework.boot.diagnostics.FailureAnalyzer;
import org.springframework.core.io.support.SpringFactoriesLoader;

/** The files that make the jar a starter: the auto-configuration list, the failure analyzers, the metadata. */
class StarterFilesTest {

    /** Every key of {@link ShardflakeProperties}, as docs/configuration.md lists them. */
    private static final List<String> KEYS = List.of("shardflake.layout.preset", "shardflake.layout.epoch",
            "shardflake.layout.tick", "shardflake.layout.time-bits", "shardflake.layout.shard-bits",
            "shardflake.layout.worker-bits", "shardflake.layout.sequence-bits", "shardflake.layout.order",
            "shardflake.shard.count", "shardflake.shard.default", "shardflake.shard.single-writer",
            "shardflake.clock.max-lead",
            "shardflake.clock.max-wait", "shardflake.worker.strategy", "shardflake.worker.id",
            "shardflake.worker.cluster-size", "shardflake.worker.hostname", "shardflake.worker.lease.enabled",
            "shardflake.worker.lease.table", "shardflake.worker.lease.duration", "shardflake.worker.lease.initialize-schema",
            "shardflake.worker.lease.connection", "shardflake.worker.lease.history.enabled",
            "shardflake.worker.lease.history.retention", "shardflake.worker.lease.audit.interval",
            "shardflake.uniqid.shard-count", "shardflake.uniqid.prefix", "shardflake.locality.mode",
            "shardflake.public-id.keys", "shardflake.public-id.keys-env", "shardflake.public-id.keys-file",
            "shardflake.public-id.current-key");

    @Test
    void theAutoConfigurationIsListed() {
        List<String> candidates = ImportCandidates.load(AutoConfiguration.class, getClass().getClassLoader())
                .getCandidates();
        assertThat(candidates).contains(ShardflakeAutoConfiguration.class.getName(),
                ShardflakeAvailabilityAutoConfiguration.class.getName(),
                "io.shardflake.spring.publicid.ShardflakePublicIdAutoConfiguration");
    }

    /** Each line names the slices' annotations differently: Boot 3's imports are in its adapter's jar. */
    @Test
    void theJpaAndJdbcTestSlicesListTheAutoConfiguration() {
        for (Class<?> slice : List.of(AUTO_CONFIGURE_DATA_JPA.type(), AUTO_CONFIGURE_JDBC.type())) {
            assertThat(ImportCandidates.load(slice, getClass().getClassLoader()).getCandidates())
                    .as("imports of %s", slice.getSimpleName()).contains(ShardflakeAutoConfiguration.class.getName());
        }
    }

    @Test
    void theFailureAnalyzersAreRegistered() {
        // Some of Spring Boot's own analyzers need constructor arguments this plain loader cannot give: skip them.
        List<FailureAnalyzer> analyzers = SpringFactoriesLoader.forDefaultResourceLocation(getClass().getClassLoader())
                .load(FailureAnalyzer.class, SpringFactoriesLoader.FailureHandler.handleMessage((message, e) -> { }));
        assertThat(analyzers).hasAtLeastOneElementOfType(InvalidConfigurationFailureAnalyzer.class)
                .hasAtLeastOneElementOfType(LeaseConflictFailureAnalyzer.class)
                .extracting(analyzer -> analyzer.getClass().getName())
                .contains("io.shardflake.spring.publicid.UnsupportedPublicIdFailureAnalyzer");
    }

    @Test
    void everyPropertyIsInTheMetadataWithItsDescription() throws IOException {
        String json = shardflakeMetadata();
        List<Map<String, Object>> properties = JsonPath.read(json, "$.properties[*]");
        // Other keys (the actuator's, say) may share the file; every key in it must be described.
        assertThat(properties).extracting(property -> property.get("name")).containsAll(KEYS);
        for (Map<String, Object> property : properties) {
            assertThat((String) property.get("description")).as("description of %s", property.get("name"))
                    .isNotBlank();
            if (KEYS.contains(property.get("name"))) {
                assertThat((String) property.get("description")).endsWith(".");
            }
        }
        List<Object> presets = JsonPath.read(json, "$.hints[?(@.name == 'shardflake.layout.preset')].values[*].value");
        assertThat(presets).contains("shardflake", "twitter", "sonyflake", "instagram", "icicle", "global-id");
        List<Object> orderDefault = JsonPath.read(json,
                "$.properties[?(@.name == 'shardflake.layout.order')].defaultValue[*]");
        assertThat(orderDefault).containsExactly("time", "worker", "sequence", "shard");
        List<Object> modes = JsonPath.read(json, "$.hints[?(@.name == 'shardflake.locality.mode')].values[*].value");
        assertThat(modes).containsExactly("variable", "sequential");
    }

    private String shardflakeMetadata() throws IOException {
        for (URL url : Collections.list(getClass().getClassLoader()
                .getResources("META-INF/spring-configuration-metadata.json"))) {
            try (InputStream in = url.openStream()) {
                String json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                if (json.contains("\"shardflake.worker.id\"")) {
                    return json;
                }
            }
        }
        throw new AssertionError("no Shardflake configuration metadata on the class path");
    }
}
