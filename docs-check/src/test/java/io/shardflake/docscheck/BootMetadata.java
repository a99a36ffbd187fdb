package io.shardflake.docscheck;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.Collections;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Every property Spring Boot knows on this class path, from the configuration metadata each jar ships (Shardflake's
 * among them): a key outside it would be bound to nothing and ignored without a word.
 */
final class BootMetadata {

    private final Set<String> names = new HashSet<>();
    private final Set<String> mapPrefixes = new HashSet<>();

    private BootMetadata() {
    }

    /** @return the metadata of every jar on the class path */
    static BootMetadata load() {
        BootMetadata metadata = new BootMetadata();
        JsonMapper json = JsonMapper.builder().build();
        ClassLoader loader = BootMetadata.class.getClassLoader();
        try {
            for (String file : new String[] {"META-INF/spring-configuration-metadata.json",
                    "META-INF/additional-spring-configuration-metadata.json"}) {
                for (URL url : Collections.list(loader.getResources(file))) {
                    try (InputStream in = url.openStream()) {
                        JsonNode properties = json.readTree(in).path("properties");
                        for (JsonNode property : properties) {
                            String name = property.path("name").asString();
                            metadata.names.add(name);
                            if (property.path("type").asString("").startsWith("java.util.Map")) {
                                metadata.mapPrefixes.add(name + ".");
                            }
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return metadata;
    }

    /**
     * @param key a property key as a user writes it
     * @return whether a Boot or Shardflake property binds it: a known name, an entry of a known map, or an element of
     *     a known list ({@code name[0]})
     */
    boolean knows(String key) {
        String plain = key.replaceAll("\\[\\d+]$", "");
        return names.contains(plain) || mapPrefixes.stream().anyMatch(key::startsWith);
    }

    /**
     * @param variable an environment variable's name, e.g. {@code SHARDFLAKE_WORKER_STRATEGY}
     * @return the property it sets by Spring Boot's relaxed binding (dots to underscores, hyphens dropped, upper
     *     case), or null when it sets none this metadata knows
     */
    String propertyOfVariable(String variable) {
        return names.stream().filter(name -> name.replace("-", "").replace('.', '_').toUpperCase(Locale.ROOT)
                .equals(variable)).findFirst().orElse(null);
    }
}
