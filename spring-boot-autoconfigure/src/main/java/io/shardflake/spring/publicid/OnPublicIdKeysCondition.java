package io.shardflake.spring.publicid;

import io.shardflake.config.Setting;
import java.util.List;
import org.springframework.boot.autoconfigure.condition.ConditionOutcome;
import org.springframework.boot.autoconfigure.condition.SpringBootCondition;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.core.type.AnnotatedTypeMetadata;

/**
 * Matches when {@code shardflake.public-id.keys}, {@code -keys-env} or {@code -keys-file} is set (not blank): the
 * settings model then reads a key ring, or refuses the setting. Read with Spring's binder, so every form of the key
 * counts ({@code SHARDFLAKE_PUBLICID_KEYS_FILE} in the environment too).
 */
final class OnPublicIdKeysCondition extends SpringBootCondition {

    private static final List<Setting> SOURCES = List.of(Setting.PUBLIC_ID_KEYS, Setting.PUBLIC_ID_KEYS_ENV,
            Setting.PUBLIC_ID_KEYS_FILE);

    @Override
    public ConditionOutcome getMatchOutcome(ConditionContext context, AnnotatedTypeMetadata metadata) {
        Binder binder = Binder.get(context.getEnvironment());
        for (Setting source : SOURCES) {
            if (!binder.bind(source.key(), String.class).orElse("").isBlank()) {
                return ConditionOutcome.match(source.key() + " is set");
            }
        }
        return ConditionOutcome.noMatch("no key ring: none of " + SOURCES + " is set");
    }
}
