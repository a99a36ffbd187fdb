package io.shardflake.spring.actuator;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.publicid.PublicIds;
import io.shardflake.spring.ShardflakeAutoConfiguration;
import io.shardflake.spring.ShardflakeProperties;
import io.shardflake.spring.ShardflakeWorker;
import io.shardflake.spring.WorkerLookup;
import io.shardflake.spring.publicid.ShardflakePublicIdAutoConfiguration;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.actuate.autoconfigure.endpoint.condition.ConditionalOnAvailableEndpoint;
import org.springframework.boot.actuate.autoconfigure.endpoint.expose.EndpointExposure;
import org.springframework.boot.actuate.autoconfigure.info.ConditionalOnEnabledInfoContributor;
import org.springframework.boot.actuate.endpoint.annotation.Endpoint;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnSingleCandidate;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * The {@code shardflake} actuator endpoint and the {@code shardflake} entry of {@code /actuator/info}, for an
 * application with Spring Boot's actuator and one {@link SnowflakeGenerator}.
 *
 * <p>The endpoint exists when it is available (exposed, and not switched off with
 * {@code management.endpoint.shardflake.access=none}); the info entry unless {@code management.info.shardflake.enabled=false}.
 * An application's own {@link ShardflakeEndpoint} or {@link ShardflakeInfoContributor} bean replaces the one made
 * here. The endpoint reads public ids, with the application's {@link PublicIds} bean, only with
 * {@code shardflake.actuator.decode-public-ids=true}; that setting without a key ring stops the application.
 */
@AutoConfiguration(after = {ShardflakeAutoConfiguration.class, ShardflakePublicIdAutoConfiguration.class})
@ConditionalOnClass({ Endpoint.class, ConditionalOnAvailableEndpoint.class })
@ConditionalOnSingleCandidate(SnowflakeGenerator.class)
@EnableConfigurationProperties(ShardflakeActuatorProperties.class)
public final class ShardflakeActuatorAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean
    @ConditionalOnAvailableEndpoint
    ShardflakeEndpoint shardflakeEndpoint(SnowflakeGenerator generator, ObjectProvider<ShardflakeWorker> worker,
            ObjectProvider<ShardflakeProperties> properties, ShardflakeActuatorProperties actuator,
            ObjectProvider<PublicIds> publicIds) {
        PublicIds decoding = null;
        if (actuator.isDecodePublicIds()) {
            decoding = publicIds.getIfAvailable();
            if (decoding == null) {
                throw new InvalidConfigurationException(ShardflakeActuatorProperties.DECODE_PUBLIC_IDS, true,
                        "false without a key ring to read public ids with (shardflake.public-id.keys, -keys-env or"
                                + " -keys-file)");
            }
        }
        ShardflakeWorker bean = worker.getIfAvailable();
        return new ShardflakeEndpoint(generator, WorkerLookup.strategy(worker, properties), WorkerLookup.lease(worker),
                decoding, bean == null ? null : bean.history().orElse(null));
    }

    @Bean
    @ConditionalOnMissingBean
    @ConditionalOnBean(ShardflakeEndpoint.class)
    @ConditionalOnAvailableEndpoint(endpoint = ShardflakeEndpoint.class, exposure = EndpointExposure.WEB)
    ShardflakeEndpointWebExtension shardflakeEndpointWebExtension(ShardflakeEndpoint endpoint) {
        return new ShardflakeEndpointWebExtension(endpoint);
    }

    @Bean
    @ConditionalOnMissingBean
    @ConditionalOnEnabledInfoContributor("shardflake")
    ShardflakeInfoContributor shardflakeInfoContributor(SnowflakeGenerator generator,
            ObjectProvider<ShardflakeWorker> worker, ObjectProvider<ShardflakeProperties> properties) {
        return new ShardflakeInfoContributor(generator, WorkerLookup.strategy(worker, properties));
    }
}
