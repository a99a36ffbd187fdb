package io.shardflake.spring.publicid;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.core.Ordered;

/**
 * Spring Boot's report for a {@link PublicId} where it cannot be read: the property or parameter, what is wrong, and
 * where the annotation belongs. Ahead of the analyzer of every other refused Shardflake setting, whose action speaks
 * of settings and beans.
 */
final class UnsupportedPublicIdFailureAnalyzer extends AbstractFailureAnalyzer<UnsupportedPublicIdException>
        implements Ordered {

    @Override
    public int getOrder() {
        return Ordered.HIGHEST_PRECEDENCE;
    }

    @Override
    protected FailureAnalysis analyze(Throwable rootFailure, UnsupportedPublicIdException cause) {
        return new FailureAnalysis("Shardflake cannot read this @PublicId.\n\n    Where: " + cause.parameter()
                + "\n    What: " + cause.value() + "\n    Allowed: " + cause.allowed(),
                "Mark with @PublicId only long, Long or UUID path variables, request parameters, headers and cookies,"
                        + " and properties of the JSON bodies handler methods read and return.", cause);
    }
}
