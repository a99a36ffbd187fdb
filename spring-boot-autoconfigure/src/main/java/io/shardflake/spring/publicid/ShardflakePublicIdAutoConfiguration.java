package io.shardflake.spring.publicid;

import io.shardflake.config.ShardflakeConfig;
import io.shardflake.publicid.PublicIds;
import io.shardflake.spring.ShardflakeAutoConfiguration;
import io.shardflake.spring.jackson.PublicIdJacksonModule;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.actuate.endpoint.SanitizingFunction;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter;

/**
 * Public ids ({@code shardflake.public-id.*}): a {@link PublicIds} bean made from the key ring when one is configured,
 * and nothing when none is; Spring MVC path variables, request parameters, headers and cookies marked {@link PublicId}
 * read public ids, with a 400 naming the parameter for one that is not of its type; the key ring kept out of the
 * actuator's {@code configprops} and {@code env} endpoints; {@code @PublicId} properties in Jackson 3's JSON (Jackson
 * 2's are the Spring Boot 3 adapter's). The actuator's decode reads public ids with the same bean.
 *
 * <p>An application's own {@link PublicIds} bean replaces the one made here. Without either, an application whose
 * controllers ask for public ids does not start (checked when the context is refreshed).
 */
@AutoConfiguration(after = ShardflakeAutoConfiguration.class,
        beforeName = "org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration")
public final class ShardflakePublicIdAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean
    @Conditional(OnPublicIdKeysCondition.class)
    PublicIds shardflakePublicIds(ShardflakeConfig config) {
        return PublicIds.of(config.publicId().keyRing());
    }

    /**
     * Always, with Jackson 3: a {@code @PublicId} property goes out as its public id, or is refused without keys,
     * never as its id (Spring Boot adds every {@code JacksonModule} bean to its {@code JsonMapper}). The public ids
     * come from the {@link PublicIds} bean, looked up when a property needs them. Boot 3's Jackson 2 module is its
     * adapter's.
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "tools.jackson.databind.JacksonModule")
    static class JacksonConfiguration {

        @Bean
        @ConditionalOnMissingBean
        PublicIdJacksonModule shardflakePublicIdJacksonModule(ObjectProvider<PublicIds> publicIds) {
            return PublicIdJacksonModule.of(PublicIdsLookup.of(publicIds));
        }
    }

    /**
     * Spring MVC: {@code @PublicId} parameters read first of all, with a 400 naming the parameter for a text that is
     * no public id of its type, and written as public ids in links ({@code MvcUriComponentsBuilder}); every handler
     * method's {@code @PublicId}s checked at startup.
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
    @ConditionalOnClass(name = "org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter")
    static class WebMvcConfiguration {

        /** Static, as a post-processor must be; it looks the {@code PublicIds} bean up only when a request needs it. */
        @Bean
        static BeanPostProcessor shardflakePublicIdArgumentResolver(ObjectProvider<PublicIds> publicIds) {
            PublicIdsLookup lookup = PublicIdsLookup.of(publicIds);
            return new BeanPostProcessor() {
                @Override
                public Object postProcessAfterInitialization(Object bean, String name) {
                    if (bean instanceof RequestMappingHandlerAdapter adapter) {
                        PublicIdArgumentResolver.installFirst(adapter, lookup);
                    }
                    return bean;
                }
            };
        }

        @Bean
        PublicIdParameterAdvice shardflakePublicIdParameterAdvice() {
            return new PublicIdParameterAdvice();
        }

        @Bean
        PublicIdHandlerCheck shardflakePublicIdHandlerCheck(ListableBeanFactory beans) {
            return new PublicIdHandlerCheck(beans);
        }
    }

    /**
     * The actuator shows a property's value only with {@code show-values} set; even then, never the key ring's, from
     * wherever it comes ({@link PublicIdKeysSanitizing}). Boot applies every {@link SanitizingFunction} bean to both
     * endpoints.
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.boot.actuate.endpoint.SanitizingFunction")
    static class SanitizingConfiguration {

        @Bean
        SanitizingFunction shardflakePublicIdKeysSanitizingFunction(Environment environment) {
            PublicIdKeysSanitizing keys = new PublicIdKeysSanitizing(environment);
            return SanitizingFunction.sanitizeValue().ifMatches(keys::holdsKeyMaterial);
        }
    }
}
