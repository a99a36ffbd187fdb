package io.shardflake.error;

/**
 * A setting is outside what Shardflake accepts. Thrown when something is built, never later.
 *
 * <p>The message names the parameter (a builder method or a property key), the value given and the values
 * allowed, e.g. {@code worker id = 1024 is out of range: allowed 0..1023 (10 bits)}.
 */
public class InvalidConfigurationException extends ShardflakeException {

    private static final long serialVersionUID = 1L;

    private final String parameter;
    private final String value;
    private final String allowed;

    /**
     * @param parameter the builder parameter or property key that was wrong
     * @param value the value it was given
     * @param allowed the values that would have been accepted, in words
     */
    public InvalidConfigurationException(String parameter, Object value, String allowed) {
        super(parameter + " = " + value + " is not allowed: " + allowed);
        this.parameter = parameter;
        this.value = String.valueOf(value);
        this.allowed = allowed;
    }

    /**
     * Restates this error under another name, e.g. a property key instead of a builder parameter.
     *
     * @param newParameter the name the caller knows the setting by
     * @return an exception with the same value and allowed range under the new name
     */
    public InvalidConfigurationException renamed(String newParameter) {
        InvalidConfigurationException renamed = new InvalidConfigurationException(newParameter, value, allowed);
        renamed.initCause(this);
        return renamed;
    }

    /** @return the builder parameter or property key that was wrong */
    public String parameter() {
        return parameter;
    }

    /** @return the value it was given, as text */
    public String value() {
        return value;
    }

    /** @return the values that would have been accepted, in words */
    public String allowed() {
        return allowed;
    }
}
