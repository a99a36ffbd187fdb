package io.shardflake.quarkus.deployment;

import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.builditem.nativeimage.NativeImageResourcePatternsBuildItem;
import io.quarkus.deployment.builditem.nativeimage.ReflectiveClassBuildItem;
import io.quarkus.deployment.builditem.nativeimage.RuntimeInitializedClassBuildItem;
import io.quarkus.deployment.builditem.nativeimage.ServiceProviderBuildItem;
import io.shardflake.hibernate.NamedGeneratorsContributor;
import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.ShardflakeIntegrator;
import io.shardflake.hibernate.ShardflakeServiceContributor;
import io.shardflake.hibernate.ShardflakeUuid;
import io.shardflake.hibernate.ShardflakeUuidGenerator;
import io.shardflake.hibernate.SnowflakeId;
import io.shardflake.hibernate.SnowflakeIdGenerator;
import io.shardflake.hibernate.UniqidId;
import io.shardflake.hibernate.UniqidIdGenerator;
import io.shardflake.sql.H2Functions;
import io.shardflake.sql.ShardflakeSql;
import java.util.List;
import org.hibernate.boot.spi.MetadataSourcesContributor;
import org.hibernate.integrator.spi.Integrator;
import org.hibernate.service.spi.ServiceContributor;

/**
 * What a native image of the application needs from Shardflake (the Spring Boot starter's AOT hints say the same for
 * Spring): the classes Hibernate and H2 reach by reflection, the SQL files read from the class path, and the classes
 * initialised at run time because they start threads, read this host's name or address, or draw random seeds, which
 * must not be frozen into the image.
 */
class NativeImageSteps {

    /** Started threads, host names and addresses, and random seeds: each instance's own, found when it starts. */
    static final List<String> RUN_TIME_INITIALIZED = List.of(
            "io.shardflake.clock.TickingWallClock$Holder",
            "io.shardflake.worker.LocalHostName",
            "io.shardflake.worker.Ipv4WorkerId",
            "io.shardflake.locality.LocalMachine",
            "io.shardflake.snapshot.FreshEntropy");

    /** The lease's DDL and Liquibase changelog, read when the lease creates its table or a migration tool runs. */
    static final List<String> RESOURCES = List.of("io/shardflake/worker/lease/*/*.sql",
            "io/shardflake/worker/lease/liquibase.xml");

    @BuildStep
    void reflection(BuildProducer<ReflectiveClassBuildItem> reflective) {
        // Hibernate calls the generators' constructors and reads the annotations' attributes reflectively.
        reflective.produce(ReflectiveClassBuildItem.builder(SnowflakeIdGenerator.class, ShardflakeUuidGenerator.class,
                UniqidIdGenerator.class).constructors().build());
        reflective.produce(ReflectiveClassBuildItem.builder(SnowflakeId.class, ShardflakeUuid.class, UniqidId.class,
                ShardKey.class).methods().build());
        // The package whose annotations declare the generator names.
        reflective.produce(ReflectiveClassBuildItem.builder(NamedGeneratorsContributor.NAMES_PACKAGE + ".package-info")
                .build());
        // H2 looks the SQL functions' static methods up by name.
        reflective.produce(ReflectiveClassBuildItem.builder(H2Functions.class).methods().build());
    }

    @BuildStep
    void services(BuildProducer<ServiceProviderBuildItem> services) {
        services.produce(new ServiceProviderBuildItem(MetadataSourcesContributor.class.getName(),
                NamedGeneratorsContributor.class.getName()));
        services.produce(new ServiceProviderBuildItem(Integrator.class.getName(), ShardflakeIntegrator.class.getName()));
        services.produce(new ServiceProviderBuildItem(ServiceContributor.class.getName(),
                ShardflakeServiceContributor.class.getName()));
    }

    @BuildStep
    NativeImageResourcePatternsBuildItem resources() {
        NativeImageResourcePatternsBuildItem.Builder builder = NativeImageResourcePatternsBuildItem.builder()
                .includeGlobs(RESOURCES);
        for (ShardflakeSql.Dialect dialect : ShardflakeSql.Dialect.values()) {
            builder.includeGlob(dialect.resource());
        }
        return builder.build();
    }

    @BuildStep
    void runTimeInitialized(BuildProducer<RuntimeInitializedClassBuildItem> classes) {
        RUN_TIME_INITIALIZED.forEach(name -> classes.produce(new RuntimeInitializedClassBuildItem(name)));
    }
}
