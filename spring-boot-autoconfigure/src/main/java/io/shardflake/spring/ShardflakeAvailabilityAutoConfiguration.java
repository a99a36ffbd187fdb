package io.shardflake.spring;

import io.shardflake.SnowflakeGenerator;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnSingleCandidate;
import org.springframework.boot.availability.ApplicationAvailability;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.annotation.Bean;

/**
 * {@link LeaseReadiness}: readiness {@code REFUSING_TRAFFIC} while the worker id's lease makes no ids. Needs nothing but
 * Spring Boot itself (availability is in its core); an application's own bean of that type replaces it.
 */
@AutoConfiguration(after = ShardflakeAutoConfiguration.class,
        afterName = "org.springframework.boot.autoconfigure.availability.ApplicationAvailabilityAutoConfiguration")
@ConditionalOnSingleCandidate(SnowflakeGenerator.class)
public final class ShardflakeAvailabilityAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean
    LeaseReadiness shardflakeLeaseReadiness(ObjectProvider<ShardflakeWorker> worker, ApplicationEventPublisher events,
            ObjectProvider<ApplicationAvailability> availability) {
        return new LeaseReadiness(WorkerLookup.lease(worker), events, availability.getIfAvailable());
    }
}
