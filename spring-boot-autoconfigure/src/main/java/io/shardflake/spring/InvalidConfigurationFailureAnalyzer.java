package io.shardflake.spring;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.config.InvalidSettingException;
import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.core.Ordered;

/**
 * Turns a Shardflake setting that stopped the startup into Spring Boot's "APPLICATION FAILED TO START" report: the
 * key, the value and what is allowed, instead of a stack of bean creation errors to dig through. A refused
 * {@code shardflake.*} setting carries its typed key ({@link InvalidSettingException#setting()}), which the action
 * names. Ordered first: a retired key refused while Spring binds would otherwise be reported as a bind failure.
 */
final class InvalidConfigurationFailureAnalyzer extends AbstractFailureAnalyzer<InvalidConfigurationException>
        implements Ordered {

    /** Second only to the report of a misplaced {@code @PublicId}, a refusal of its own kind. */
    @Override
    public int getOrder() {
        return Ordered.HIGHEST_PRECEDENCE + 1;
    }

    @Override
    protected FailureAnalysis analyze(Throwable rootFailure, InvalidConfigurationException cause) {
        String key = cause.parameter();
        // A refusal that is no bad value as such (a lease table the database lacks) says what is wrong in words.
        boolean stated = !cause.getMessage().startsWith(key + " = ");
        String description = "Shardflake cannot make ids with this configuration" + (stated ? ": "
                + cause.getMessage() + "." : ".") + "\n\n    Property: " + key + "\n    Value: " + cause.value()
                + "\n    Allowed: " + cause.allowed();
        String action = cause instanceof AmbiguousBeanException
                ? "Mark one of the beans @Primary, or define only one."
                : cause instanceof IgnoredSettingException
                ? "Move " + key + " from the persistence unit's settings to the application's configuration"
                        + " (application.properties, application.yaml, or the environment)."
                : cause instanceof InvalidSettingException setting
                ? "Update " + setting.setting().key() + " in the application's configuration (application.properties, application.yaml,"
                        + " or the environment) to an allowed value."
                : "Correct the " + key + " that the application gives Shardflake (one of its own beans, such as an"
                        + " IdLayout, ClockPolicy or WorkerIdSource) to an allowed value.";
        return new FailureAnalysis(description, action, cause);
    }
}
