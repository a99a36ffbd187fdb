package io.shardflake.spring.publicid;

import io.shardflake.config.ShardflakeConfig;
import io.shardflake.publicid.PublicIds;
import io.shardflake.spring.ShardflakeAutoConfiguration;
import io.shardflake.spring.jackson.PublicIdJacksonModule;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.actuate.endpoint.SanitizingFunction;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;
import org.springframework.format.FormatterRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Public ids ({@code shardflake.public-id.*}): a {@link PublicIds} bean made from the key ring when one is configured,
 * and nothing when none is; Spring MVC path variables, request parameters and headers marked {@link PublicId} read
 * public ids, with a 400 naming the parameter for one that is not of its type; the key ring kept out of the actuator's
 * {@code configprops} and {@code env} endpoints; {@code @PublicId} properties in Jackson 3's JSON (Jackson 2's are the
 * Spring Boot 3 adapter's). The actuator's decode reads public ids with the same bean.
 *
 * <p>An application's own {@link PublicIds} bean replaces the one made here. Without either, an application whose
 * controllers ask for public ids does not start ({@link PublicIdDemand}).
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

    /** Spring MVC's conversion of {@code @PublicId} values, and its refusals. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
    @ConditionalOnClass(name = "org.springframework.web.servlet.config.annotation.WebMvcConfigurer")
    static class WebMvcConfiguration {

        @Bean
        WebMvcConfigurer shardflakePublicIdWebMvcConfigurer(ObjectProvider<PublicIds> publicIds) {
            PublicIdFormatterFactory formatters = new PublicIdFormatterFactory(PublicIdsLookup.of(publicIds));
            return new WebMvcConfigurer() {
                @Override
                public void addFormatters(FormatterRegistry registry) {
                    registry.addFormatterForFieldAnnotation(formatters);
                }
            };
        }

        @Bean
        PublicIdParameterAdvice shardflakePublicIdParameterAdvice() {
            return new PublicIdParameterAdvice();
        }

        @Bean
        PublicIdDemand shardflakePublicIdDemand(ListableBeanFactory beans) {
            return new PublicIdDemand(beans);
        }
    }

    /**
     * The actuator shows a property's value only with {@code show-values} set; even then, never the key ring's.
     * Boot applies every {@link SanitizingFunction} bean to both endpoints.
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.boot.actuate.endpoint.SanitizingFunction")
    static class SanitizingConfiguration {

        @Bean
        SanitizingFunction shardflakePublicIdKeysSanitizingFunction() {
            return SanitizingFunction.sanitizeValue().ifKeyMatches(PublicIdKeysSanitizing::holdsKeyMaterial);
        }
    }
}
