package io.shardflake.quarkus;

import io.quarkus.runtime.configuration.ConfigurationException;
import io.shardflake.config.InvalidSettingException;
import io.shardflake.config.SettingRefusal;
import io.shardflake.error.InvalidConfigurationException;
import java.util.Set;

/** A refused setting as Quarkus stops the startup with it: the Spring Boot starter's words, with Quarkus' keys. */
public final class QuarkusRefusal {

    private QuarkusRefusal() {
    }

    /**
     * @param cause the core's refusal
     * @return the same refusal in {@code quarkus.shardflake.*} words, with what to change
     */
    public static ConfigurationException of(InvalidConfigurationException cause) {
        String description = SettingRefusal.description(cause, QuarkusSettings.PREFIX);
        if (cause instanceof InvalidSettingException setting) {
            String key = QuarkusSettings.PREFIX + setting.setting().key();
            return new ConfigurationException(description + "\n\n"
                    + SettingRefusal.action(setting.setting(), QuarkusSettings.PREFIX), cause, Set.of(key));
        }
        return new ConfigurationException(description, cause);
    }
}
