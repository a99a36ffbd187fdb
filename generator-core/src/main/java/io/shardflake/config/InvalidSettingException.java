package io.shardflake.config;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.PrintableText;
import org.jspecify.annotations.Nullable;

/**
 * A {@code shardflake.*} setting is refused. Carries the typed {@link Setting}, so an integration reports the key
 * the user typed without mapping the core's words back to keys.
 *
 * <p>The message is {@code key = value is not allowed: allowed}, e.g.
 * {@code shardflake.worker.id = 300 is not allowed: 0..255 (8 bits)}.
 */
public class InvalidSettingException extends InvalidConfigurationException {

    private static final long serialVersionUID = 1L;

    private final Setting setting;

    /**
     * @param setting the setting that was wrong
     * @param value the value it was given
     * @param allowed the values that would have been accepted, in words
     */
    public InvalidSettingException(Setting setting, @Nullable Object value, String allowed) {
        this(setting, setting.key(), value, allowed);
    }

    /**
     * For an error several settings share (the widths of a layout add up to too many bits): {@code setting} is the
     * one to change first, {@code name} names them all.
     *
     * @param setting the setting the error is filed under
     * @param name what the message names, e.g. {@code shardflake.layout.time-bits + shard-bits + ...}
     * @param value the value
     * @param allowed the values that would have been accepted, in words
     */
    public InvalidSettingException(Setting setting, String name, @Nullable Object value, String allowed) {
        this(setting, name, value, allowed, name + " = " + PrintableText.of(value) + " is not allowed: "
                + allowed);
    }

    private InvalidSettingException(Setting setting, String name, @Nullable Object value, String allowed,
            String message) {
        super(name, value, allowed, message);
        this.setting = setting;
    }

    /**
     * For a refusal that reads better in words of its own than as {@code key = value is not allowed: allowed}, such as
     * a lease table the database does not have, which no value of the setting makes wrong by itself.
     *
     * @param setting the setting the user can change
     * @param value its value
     * @param allowed the values that would have been accepted, in words
     * @param message the whole message, naming the setting's key
     * @return the refusal
     */
    public static InvalidSettingException stated(Setting setting, @Nullable Object value, String allowed,
            String message) {
        return new InvalidSettingException(setting, setting.key(), value, allowed, message);
    }

    /**
     * Restates a core builder's error, raised while applying exactly one setting, under that setting: the value and
     * what is allowed, without what the builder's message said to do in the builder's words.
     *
     * @param setting the setting the step applied
     * @param cause the builder's error
     * @return the same value and allowed range under the setting's key
     */
    public static InvalidSettingException of(Setting setting, InvalidConfigurationException cause) {
        if (cause instanceof InvalidSettingException typed) {
            return typed;
        }
        InvalidSettingException error = new InvalidSettingException(setting, cause.value(), cause.allowed());
        error.initCause(cause);
        return error;
    }

    /** @return the setting that was wrong */
    public Setting setting() {
        return setting;
    }
}
