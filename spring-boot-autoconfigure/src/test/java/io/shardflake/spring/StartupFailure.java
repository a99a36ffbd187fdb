package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.error.ShardflakeException;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;

/** Digs Shardflake's own exception out of Spring's bean creation errors around it. */
final class StartupFailure {

    private StartupFailure() {
    }

    /**
     * @param context a context that must have failed to start
     * @return the outermost {@link ShardflakeException} in the failure's causes: the one the user reads
     */
    static ShardflakeException of(AssertableApplicationContext context) {
        assertThat(context).hasFailed();
        for (Throwable t = context.getStartupFailure(); t != null; t = t.getCause()) {
            if (t instanceof ShardflakeException shardflake) {
                return shardflake;
            }
        }
        throw new AssertionError("no ShardflakeException in the startup failure", context.getStartupFailure());
    }

    /** @return the message of {@link #of(AssertableApplicationContext)} */
    static String message(AssertableApplicationContext context) {
        return of(context).getMessage();
    }
}
