package io.shardflake.spring.publicid;

import java.util.Locale;

/**
 * Tells the keys under which the actuator's {@code configprops} and {@code env} endpoints would show the key ring:
 * {@code shardflake.public-id.keys} in any of the forms Spring Boot binds ({@code SHARDFLAKE_PUBLICID_KEYS} in the
 * environment, an index, a Hibernate property that carries it), but not {@code keys-env} or {@code keys-file},
 * which name where the ring is and are no secret.
 */
final class PublicIdKeysSanitizing {

    private static final String KEYS = "shardflakepublicidkeys";

    private PublicIdKeysSanitizing() {
    }

    /**
     * @param key a property's key as a property source or a {@code @ConfigurationProperties} report writes it
     * @return whether its value may be key material
     */
    static boolean holdsKeyMaterial(String key) {
        String plain = key.toLowerCase(Locale.ROOT).replaceAll("[._-]", "");
        int at = plain.indexOf(KEYS);
        if (at < 0) {
            return false;
        }
        int next = at + KEYS.length();
        return next == plain.length() || !Character.isLetter(plain.charAt(next));
    }
}
