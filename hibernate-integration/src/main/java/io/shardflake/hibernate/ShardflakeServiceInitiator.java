package io.shardflake.hibernate;

import java.util.Map;
import org.hibernate.boot.registry.StandardServiceInitiator;
import org.hibernate.service.spi.ServiceRegistryImplementor;

/** Creates the {@link ShardflakeService} of a registry from its settings. */
final class ShardflakeServiceInitiator implements StandardServiceInitiator<ShardflakeService> {

    static final ShardflakeServiceInitiator INSTANCE = new ShardflakeServiceInitiator();

    private ShardflakeServiceInitiator() {
    }

    @Override
    public Class<ShardflakeService> getServiceInitiated() {
        return ShardflakeService.class;
    }

    @Override
    public ShardflakeService initiateService(Map<String, Object> configurationValues,
            ServiceRegistryImplementor registry) {
        // Nothing is read here: Hibernate wraps whatever a service initiator throws in a ServiceException
        // ("Unable to create requested service"), which would bury the setting's name. The service reads and
        // validates the settings when a generator asks, and its errors reach the caller as they are.
        return new SettingsShardflakeService(configurationValues, registry);
    }
}
