package io.shardflake.spring;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.config.InvalidSettingException;
import io.shardflake.config.SettingRefusal;
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
        String description = SettingRefusal.description(cause, "");
        String action = cause instanceof AmbiguousBeanException
                ? "Mark one of the beans @Primary, or define only one."
                : cause instanceof IgnoredSettingException
                ? "Move " + key + " from the persistence unit's settings to the application's configuration"
                        + " (" + SettingRefusal.APPLICATION_CONFIGURATION + ")."
                : cause instanceof InvalidSettingException setting
                ? SettingRefusal.action(setting.setting(), "")
                : "Correct the " + key + " that the application gives Shardflake (one of its own beans, such as an"
                        + " IdLayout, ClockPolicy or WorkerIdSource) to an allowed value.";
        return new FailureAnalysis(description, action, cause);
    }
}
