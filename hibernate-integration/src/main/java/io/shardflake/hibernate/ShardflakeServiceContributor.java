package io.shardflake.hibernate;

import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.service.spi.ServiceContributor;

/**
 * Adds {@link ShardflakeService} to every standard service registry; found by Hibernate through
 * {@code META-INF/services/org.hibernate.service.spi.ServiceContributor}. The service is created only when an id
 * generator first asks for it, so a SessionFactory without Shardflake ids pays nothing.
 */
public final class ShardflakeServiceContributor implements ServiceContributor {

    @Override
    public void contribute(StandardServiceRegistryBuilder serviceRegistryBuilder) {
        serviceRegistryBuilder.addInitiator(ShardflakeServiceInitiator.INSTANCE);
    }
}
