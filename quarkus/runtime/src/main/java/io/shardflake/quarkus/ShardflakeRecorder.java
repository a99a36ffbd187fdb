package io.shardflake.quarkus;

import io.quarkus.arc.Arc;
import io.quarkus.hibernate.orm.runtime.integration.HibernateOrmIntegrationRuntimeInitListener;
import io.quarkus.hibernate.orm.runtime.integration.HibernateOrmIntegrationStaticInitListener;
import io.quarkus.runtime.annotations.Recorder;
import io.shardflake.hibernate.ShardflakeSettings;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BiConsumer;
import org.eclipse.microprofile.config.ConfigProvider;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.spi.BootstrapContext;

/** Hands {@code quarkus.shardflake.*} to Hibernate ORM: the build-time settings to the metadata, the rest at start. */
@Recorder
public class ShardflakeRecorder {

    private static final String PUBLIC_ID = "shardflake.public-id.";

    /**
     * @param buildTime the build-time settings, {@code shardflake.*} keys
     * @return what gives them to Hibernate while it builds the metadata, where the mapping is checked
     */
    public HibernateOrmIntegrationStaticInitListener bootSettings(Map<String, String> buildTime) {
        return new HibernateOrmIntegrationStaticInitListener() {
            @Override
            public void contributeBootProperties(BiConsumer<String, Object> collector) {
                buildTime.forEach(collector);
            }

            @Override
            public void onMetadataInitialized(Metadata metadata, BootstrapContext context,
                    BiConsumer<String, Object> collector) {
                // Nothing: the generators check the mapping themselves.
            }
        };
    }

    /**
     * @param unit the persistence unit
     * @param dataSourceName its datasource
     * @param buildTime the build-time settings, {@code shardflake.*} keys
     * @return what builds the unit's generator when Hibernate ORM starts it, and hands it over with the settings
     */
    public HibernateOrmIntegrationRuntimeInitListener runTimeSettings(String unit, String dataSourceName,
            Map<String, String> buildTime) {
        return collector -> {
            Map<String, Object> settings = new LinkedHashMap<>(buildTime);
            settings.putAll(QuarkusSettings.read(ConfigProvider.getConfig(), false));
            ShardflakeGenerators generators = Arc.container().instance(ShardflakeGenerators.class).get();
            collector.accept(ShardflakeSettings.GENERATOR, generators.start(unit, settings, dataSourceName));
            // The key ring stays out of Hibernate's settings: no generator reads it, and settings get logged.
            settings.forEach((key, value) -> {
                if (!key.startsWith(PUBLIC_ID)) {
                    collector.accept(key, value);
                }
            });
        };
    }
}
