package io.shardflake.docscheck;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import org.springframework.boot.env.YamlPropertySourceLoader;
import org.springframework.core.env.EnumerablePropertySource;
import org.springframework.core.env.PropertySource;
import org.springframework.core.io.ByteArrayResource;

/** The keys and values of a {@code ```properties} or {@code ```yaml} block, read as Spring Boot reads the files. */
final class ConfigurationBlock {

    private ConfigurationBlock() {
    }

    /**
     * @param block a properties or YAML block
     * @return its keys and values, flattened, in order
     */
    static Map<String, String> of(FencedBlock block) {
        Map<String, String> values = new LinkedHashMap<>();
        if (block.language().equals("properties")) {
            Properties properties = new Properties();
            try {
                properties.load(new StringReader(block.text()));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            properties.stringPropertyNames().stream().sorted()
                    .forEach(key -> values.put(key, properties.getProperty(key)));
            return values;
        }
        try {
            for (PropertySource<?> source : new YamlPropertySourceLoader()
                    .load(block.where(), new ByteArrayResource(block.text().getBytes()))) {
                EnumerablePropertySource<?> enumerable = (EnumerablePropertySource<?>) source;
                for (String key : enumerable.getPropertyNames()) {
                    values.put(key, String.valueOf(enumerable.getProperty(key)));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return values;
    }
}
