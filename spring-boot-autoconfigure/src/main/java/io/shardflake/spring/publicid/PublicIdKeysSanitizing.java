package io.shardflake.spring.publicid;

import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.actuate.endpoint.SanitizableData;
import org.springframework.boot.origin.Origin;
import org.springframework.boot.origin.OriginLookup;
import org.springframework.boot.origin.TextResourceOrigin;
import org.springframework.core.env.Environment;
import org.springframework.core.env.PropertySource;
import org.springframework.core.io.Resource;

/**
 * Tells the values the actuator's {@code configprops} and {@code env} endpoints would show that may be key material,
 * from every place a key ring can come from:
 *
 * <ul>
 *   <li>{@code shardflake.public-id.keys} in any of the forms Spring Boot binds ({@code SHARDFLAKE_PUBLICID_KEYS} in
 *       the environment, an index, a Hibernate property that carries it);</li>
 *   <li>the environment variable {@code shardflake.public-id.keys-env} names ({@code PUBLIC_ID_KEY}), under its own
 *       name and any name Spring Boot's environment reads it by ({@code public.id.key});</li>
 *   <li>a property read from the file {@code shardflake.public-id.keys-file} names, as a config tree
 *       ({@code spring.config.import=configtree:/run/secrets/}) would show it.</li>
 * </ul>
 *
 * <p>{@code keys-env} and {@code keys-file} themselves name where the ring is, and are shown. The names are read from
 * the environment each time, so a refreshed environment is followed.
 */
final class PublicIdKeysSanitizing {

    private static final String KEYS = "shardflakepublicidkeys";
    private static final String KEYS_ENV = "shardflake.public-id.keys-env";
    private static final String KEYS_FILE = "shardflake.public-id.keys-file";

    private final Environment environment;

    /** @param environment the application's environment, which names the variable and the file */
    PublicIdKeysSanitizing(Environment environment) {
        this.environment = environment;
    }

    /**
     * @param data a value as an endpoint would show it
     * @return whether it may be key material
     */
    boolean holdsKeyMaterial(SanitizableData data) {
        return isKeysProperty(data.getKey()) || isTheVariable(data.getKey()) || isFromTheFile(data);
    }

    /**
     * @param key a property's key as a property source or a {@code @ConfigurationProperties} report writes it
     * @return whether it is {@code shardflake.public-id.keys}, in one of the forms Spring Boot binds
     */
    static boolean isKeysProperty(String key) {
        String plain = key.toLowerCase(Locale.ROOT).replaceAll("[._-]", "");
        int at = plain.indexOf(KEYS);
        if (at < 0) {
            return false;
        }
        int next = at + KEYS.length();
        return next == plain.length() || !Character.isLetter(plain.charAt(next));
    }

    /** The variable, and the names Spring Boot's system environment reads it by: {@code public.id.key}. */
    private boolean isTheVariable(String key) {
        String variable = environment.getProperty(KEYS_ENV);
        return variable != null && !variable.isBlank() && asVariable(key).equals(asVariable(variable.strip()));
    }

    private static String asVariable(String name) {
        return name.replace('.', '_').replace('-', '_').toUpperCase(Locale.ROOT);
    }

    private boolean isFromTheFile(SanitizableData data) {
        String file = environment.getProperty(KEYS_FILE);
        PropertySource<?> source = data.getPropertySource();
        if (file == null || file.isBlank() || !(source instanceof OriginLookup<?>)) {
            return false;
        }
        @SuppressWarnings("unchecked")
        Origin origin = ((OriginLookup<String>) source).getOrigin(data.getKey());
        for (Origin at = origin; at != null; at = at.getParent()) {
            if (at instanceof TextResourceOrigin text && sameFile(text.getResource(), file.strip())) {
                return true;
            }
        }
        return false;
    }

    private static boolean sameFile(@Nullable Resource resource, String file) {
        if (resource == null || !resource.isFile()) {
            return false;
        }
        try {
            return resource.getFile().toPath().toAbsolutePath().normalize()
                    .equals(Path.of(file).toAbsolutePath().normalize());
        } catch (IOException | InvalidPathException e) {
            return false;
        }
    }
}
