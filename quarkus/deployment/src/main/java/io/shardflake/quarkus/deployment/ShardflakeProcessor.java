package io.shardflake.quarkus.deployment;

import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.deployment.Capabilities;
import io.quarkus.deployment.Capability;
import io.quarkus.deployment.IsDevelopment;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.annotations.ExecutionTime;
import io.quarkus.deployment.annotations.Record;
import io.quarkus.deployment.builditem.FeatureBuildItem;
import io.quarkus.devui.spi.JsonRPCProvidersBuildItem;
import io.quarkus.devui.spi.page.CardPageBuildItem;
import io.quarkus.devui.spi.page.Page;
import io.quarkus.hibernate.orm.deployment.PersistenceUnitDescriptorBuildItem;
import io.quarkus.hibernate.orm.deployment.integration.HibernateOrmIntegrationRuntimeConfiguredBuildItem;
import io.quarkus.hibernate.orm.deployment.integration.HibernateOrmIntegrationStaticConfiguredBuildItem;
import io.quarkus.smallrye.health.deployment.spi.HealthBuildItem;
import io.shardflake.quarkus.ShardflakeDevUiService;
import io.shardflake.quarkus.ShardflakeGenerators;
import io.shardflake.quarkus.ShardflakeMeters;
import io.shardflake.quarkus.ShardflakeReadinessCheck;
import io.shardflake.quarkus.ShardflakeRecorder;
import java.util.List;

/** The build steps of the Shardflake extension. */
class ShardflakeProcessor {

    /** The name Quarkus prints in "Installed features". */
    static final String FEATURE = "shardflake";

    /** The name Quarkus' default datasource has. */
    private static final String DEFAULT_DATA_SOURCE = "<default>";

    @BuildStep
    FeatureBuildItem feature() {
        return new FeatureBuildItem(FEATURE);
    }

    @BuildStep
    AdditionalBeanBuildItem generators() {
        return AdditionalBeanBuildItem.unremovableOf(ShardflakeGenerators.class);
    }

    /** The readiness check, when the application has SmallRye Health. */
    @BuildStep
    void health(Capabilities capabilities, BuildProducer<HealthBuildItem> health) {
        if (capabilities.isPresent(Capability.SMALLRYE_HEALTH)) {
            health.produce(new HealthBuildItem(ShardflakeReadinessCheck.class.getName(), true));
        }
    }

    /** The meters, when the application has Micrometer. */
    @BuildStep
    void meters(Capabilities capabilities, BuildProducer<AdditionalBeanBuildItem> beans) {
        if (capabilities.isPresent(Capability.METRICS)) {
            beans.produce(AdditionalBeanBuildItem.unremovableOf(ShardflakeMeters.class));
        }
    }

    /** The Dev UI card: the worker id and lease of each persistence unit, and an id decoded (dev mode only). */
    @BuildStep(onlyIf = IsDevelopment.class)
    void devUi(BuildProducer<CardPageBuildItem> cards, BuildProducer<JsonRPCProvidersBuildItem> services) {
        CardPageBuildItem card = new CardPageBuildItem();
        card.addPage(Page.webComponentPageBuilder().title("Generator").icon("font-awesome-solid:fingerprint")
                .componentLink("qwc-shardflake-generator.js"));
        cards.produce(card);
        services.produce(new JsonRPCProvidersBuildItem(ShardflakeDevUiService.class));
    }

    /** The build-time settings go to Hibernate while it builds the metadata: the layout the mapping is checked with. */
    @BuildStep
    @Record(ExecutionTime.STATIC_INIT)
    void bootSettings(ShardflakeRecorder recorder, BuildTimeSettingsBuildItem settings,
            List<PersistenceUnitDescriptorBuildItem> units,
            BuildProducer<HibernateOrmIntegrationStaticConfiguredBuildItem> configured) {
        for (PersistenceUnitDescriptorBuildItem unit : units) {
            configured.produce(new HibernateOrmIntegrationStaticConfiguredBuildItem(FEATURE,
                    unit.getPersistenceUnitName()).setInitListener(recorder.bootSettings(settings.settings())));
        }
    }

    /** Each persistence unit's generator is built when Hibernate ORM starts the unit, after Flyway and Liquibase. */
    @BuildStep
    @Record(ExecutionTime.RUNTIME_INIT)
    void runTimeSettings(ShardflakeRecorder recorder, BuildTimeSettingsBuildItem settings,
            List<PersistenceUnitDescriptorBuildItem> units,
            BuildProducer<HibernateOrmIntegrationRuntimeConfiguredBuildItem> configured) {
        for (PersistenceUnitDescriptorBuildItem unit : units) {
            String dataSource = unit.getConfig().getDataSource().orElse(DEFAULT_DATA_SOURCE);
            configured.produce(new HibernateOrmIntegrationRuntimeConfiguredBuildItem(FEATURE,
                    unit.getPersistenceUnitName()).setInitListener(recorder.runTimeSettings(
                            unit.getPersistenceUnitName(), dataSource, settings.settings())));
        }
    }
}
