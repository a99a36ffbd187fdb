package io.shardflake.config;

import io.shardflake.error.InvalidConfigurationException;
import java.util.regex.Pattern;

/**
 * How a framework tells its user that a setting stopped the startup, in the user's own words: the key as the user
 * typed it (with the framework's prefix: {@code quarkus.shardflake.worker.id} in Quarkus), the value and what is
 * allowed, then what to change. The Spring Boot starter's failure report and the Quarkus extension's startup error
 * both say it this way.
 */
public final class SettingRefusal {

    /** Where the user sets an application's configuration, in the frameworks Shardflake integrates with. */
    public static final String APPLICATION_CONFIGURATION = "application.properties, application.yaml, or the environment";

    // A key of ours where it stands alone in a message, not inside a longer name that already holds it.
    private static final Pattern KEY = Pattern.compile("(?<![\\w.-])" + Pattern.quote(Setting.PREFIX));

    private SettingRefusal() {
    }

    /**
     * @param text a message or key naming {@code shardflake.*} settings
     * @param prefix what the framework puts before them ({@code quarkus.}), or empty
     * @return the text with each such key as the user types it
     */
    public static String inUserKeys(String text, String prefix) {
        return prefix.isEmpty() ? text : KEY.matcher(text).replaceAll(prefix + Setting.PREFIX);
    }

    /**
     * @param cause the refusal
     * @param prefix what the framework puts before {@code shardflake.*} keys, or empty
     * @return what cannot be done, with the key, the value and what is allowed on lines of their own
     */
    public static String description(InvalidConfigurationException cause, String prefix) {
        String key = inUserKeys(cause.parameter(), prefix);
        // A refusal that is no bad value as such (a lease table the database lacks) says what is wrong in words.
        boolean stated = !cause.getMessage().startsWith(cause.parameter() + " = ");
        return "Shardflake cannot make ids with this configuration" + (stated ? ": "
                + inUserKeys(cause.getMessage(), prefix) + "." : ".") + "\n\n    Property: " + key + "\n    Value: "
                + cause.value() + "\n    Allowed: " + inUserKeys(cause.allowed(), prefix);
    }

    /**
     * @param setting the refused setting
     * @param prefix what the framework puts before {@code shardflake.*} keys, or empty
     * @return what the user does about it
     */
    public static String action(Setting setting, String prefix) {
        return "Update " + prefix + setting.key() + " in the application's configuration ("
                + APPLICATION_CONFIGURATION + ") to an allowed value.";
    }
}
