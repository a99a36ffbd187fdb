package io.shardflake.config;

import io.shardflake.error.InvalidConfigurationException;
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
        super(name, value, allowed);
        this.setting = setting;
    }

    /**
     * Restates a core builder's error, raised while applying exactly one setting, under that setting.
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
