package io.shardflake.spring;

import io.shardflake.testing.RefusalWording;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A Spring Boot user's vocabulary: the properties of the configuration metadata the build generates (what the IDE
 * offers), so a refusal naming anything else names a property the user cannot set.
 */
public final class SpringWords {

    private static final Pattern NAME = Pattern.compile("\"name\"\\s*:\\s*\"([^\"]+)\"");

    private SpringWords() {
    }

    /** @return the wording every refusal of the starter is held to */
    public static RefusalWording vocabulary() {
        return RefusalWording.springBoot(properties());
    }

    /** @return the names of the properties in {@code META-INF/spring-configuration-metadata.json} */
    static List<String> properties() {
        try (InputStream in = ShardflakeAutoConfiguration.class.getResourceAsStream(
                "/META-INF/spring-configuration-metadata.json")) {
            if (in == null) {
                throw new IllegalStateException("no META-INF/spring-configuration-metadata.json beside the starter");
            }
            String json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            // "properties" come first; "hints" name properties too, and "groups" only prefixes.
            return NAME.matcher(json).results().map(match -> match.group(1)).distinct().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
