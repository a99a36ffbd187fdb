package io.shardflake.spring;

import io.shardflake.error.InvalidConfigurationException;
import java.util.Collection;

/**
 * The application has several beans of a type Shardflake hands to Hibernate, and none is {@code @Primary}. Not
 * chained to Spring's {@code NoUniqueBeanDefinitionException}, so that Spring Boot's failure report is
 * Shardflake's, which says what the bean is for.
 */
final class AmbiguousBeanException extends InvalidConfigurationException {

    private static final long serialVersionUID = 1L;

    /**
     * @param type the bean type
     * @param beanNames the names of its beans
     * @param key the Hibernate setting the bean was for
     */
    AmbiguousBeanException(Class<?> type, Collection<String> beanNames, String key) {
        super(type.getSimpleName() + " bean", String.join(", ", beanNames) + " (" + beanNames.size()
                + " beans, none @Primary)", "one bean, or one marked @Primary: it goes to Hibernate as " + key
                + " for every entity of every EntityManagerFactory, and Shardflake does not pick one");
    }
}
