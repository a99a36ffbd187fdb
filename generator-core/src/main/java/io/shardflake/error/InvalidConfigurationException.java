package io.shardflake.error;

import org.jspecify.annotations.Nullable;

/**
 * A setting is outside what Shardflake accepts. Thrown when something is built, never later.
 *
 * <p>The message names the parameter (a builder's parameter or a property key), the value given and the values
 * allowed, e.g. {@code worker id = 1024 is not allowed: 0..1023 (10 bits)} (the value as {@link PrintableText} writes
 * it: one line, whatever it holds), and may go on to say what to do in the words of the API that was called.
 * {@link #allowed()} never holds that advice: an integration that restates the error
 * under its own setting ({@link #renamed(String)}, {@code InvalidSettingException.of}) keeps the value and what is
 * allowed, and says what to do in its own words, since a builder's method is no setting its user can change.
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
    public InvalidConfigurationException(String parameter, @Nullable Object value, String allowed) {
        this(parameter, value, allowed, parameter + " = " + PrintableText.of(value) + " is not allowed: "
                + allowed);
    }

    /**
     * A refusal that says more than {@code parameter = value is not allowed: allowed}: what to do, in the words of the
     * API that was called, or a problem that is no bad value as such (a lease table that does not exist).
     *
     * @param parameter the builder parameter or property key that was wrong
     * @param value the value it was given
     * @param allowed the values that would have been accepted, in words that hold in every integration
     * @param message the whole message, naming the parameter
     */
    public InvalidConfigurationException(String parameter, @Nullable Object value, String allowed, String message) {
        super(message);
        this.parameter = parameter;
        this.value = String.valueOf(value);
        this.allowed = allowed;
    }

    /**
     * Restates this error under another name, e.g. a property key instead of a builder parameter, without what the
     * message said to do in the builder's words.
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
