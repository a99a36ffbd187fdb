package io.shardflake.aotcheck;

import static org.assertj.core.api.Assertions.assertThat;

import com.jayway.jsonpath.DocumentContext;
import com.jayway.jsonpath.JsonPath;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What {@code process-aot} wrote for a native image: Shardflake's hints, found through
 * {@code META-INF/spring/aot.factories}, are in the application's reachability metadata. (On the JVM nothing reads
 * them; this is where a native build would miss them.)
 */
class GeneratedHintsTest {

    private static final String METADATA =
            "META-INF/native-image/io.shardflake/shardflake-aot-check/reachability-metadata.json";

    private final DocumentContext metadata = read();

    private static DocumentContext read() {
        try (InputStream in = GeneratedHintsTest.class.getClassLoader().getResourceAsStream(METADATA)) {
            assertThat(in).as(METADATA + " written by process-aot").isNotNull();
            return JsonPath.parse(in);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void everyGeneratorMayBeBuiltBothWays() {
        for (String generator : List.of("SnowflakeIdGenerator", "ShardflakeUuidGenerator", "UniqidIdGenerator")) {
            List<List<String>> constructors = metadata.read("$.reflection[?(@.type == 'io.shardflake.hibernate."
                    + generator + "')].methods[?(@.name == '<init>')].parameterTypes");

            assertThat(constructors).as(generator).contains(List.of())
                    .anySatisfy(parameters -> assertThat(parameters).hasSize(2)
                            .endsWith("org.hibernate.generator.GeneratorCreationContext"));
        }
    }

    @Test
    void theResourcesShardflakeReadsAreIncluded() {
        List<String> globs = metadata.read("$.resources[*].glob");

        assertThat(globs).contains("io/shardflake/worker/lease/*/*.sql", "io/shardflake/worker/lease/liquibase.xml",
                "io/shardflake/sql/h2/shardflake-functions.sql", "io/shardflake/sql/postgresql/shardflake-functions.sql",
                "META-INF/services/org.hibernate.boot.spi.MetadataSourcesContributor");
    }

    @Test
    void thePackageOfTheGeneratorNamesMayBeRead() {
        List<String> types = metadata.read("$.reflection[*].type");

        assertThat(types).contains("io.shardflake.hibernate.names.package-info");
    }

    @Test
    void h2MayCallTheSqlFunctions() {
        List<Boolean> publicMethods = metadata.read(
                "$.reflection[?(@.type == 'io.shardflake.sql.H2Functions')].allPublicMethods");

        assertThat(publicMethods).containsExactly(true);
    }
}
