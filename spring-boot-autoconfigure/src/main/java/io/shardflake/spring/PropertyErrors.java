package io.shardflake.spring;

import io.shardflake.error.InvalidConfigurationException;
import java.util.function.Supplier;

/**
 * Restates the core's errors under property keys. The core names builder parameters ({@code tick},
 * {@code worker id}); a user who set {@code shardflake.layout.tick} should read that key in the message.
 */
final class PropertyErrors {

    private PropertyErrors() {
    }

    /**
     * Runs a step that applies one property, renaming its {@link InvalidConfigurationException} to the key.
     *
     * @param key the property key the step applies
     * @param step the step
     * @param <T> what the step returns
     * @return what the step returned
     */
    static <T> T under(String key, Supplier<T> step) {
        try {
            return step.get();
        } catch (InvalidConfigurationException e) {
            throw e.renamed(key);
        }
    }
}
