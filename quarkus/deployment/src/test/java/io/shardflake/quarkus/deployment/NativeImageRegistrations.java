package io.shardflake.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.builder.BuildChainBuilder;
import io.quarkus.builder.BuildContext;
import io.quarkus.deployment.builditem.FeatureBuildItem;
import io.quarkus.deployment.builditem.nativeimage.NativeImageResourcePatternsBuildItem;
import io.quarkus.deployment.builditem.nativeimage.ReflectiveClassBuildItem;
import io.quarkus.deployment.builditem.nativeimage.RuntimeInitializedClassBuildItem;
import io.quarkus.deployment.builditem.nativeimage.ServiceProviderBuildItem;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The native-image registrations the build produces, checked by a build step of the test's own (no native build runs
 * here): a missing one fails the build, so the application does not start and the test fails.
 */
final class NativeImageRegistrations {

    private NativeImageRegistrations() {
    }

    /** @param chain the test application's build: gains the step that checks the registrations */
    static void checkedIn(BuildChainBuilder chain) {
        chain.addBuildStep(NativeImageRegistrations::check)
                .consumes(ReflectiveClassBuildItem.class).consumes(RuntimeInitializedClassBuildItem.class)
                .consumes(NativeImageResourcePatternsBuildItem.class).consumes(ServiceProviderBuildItem.class)
                .produces(FeatureBuildItem.class).build();
    }

    private static void check(BuildContext context) {
        List<ReflectiveClassBuildItem> reflective = context.consumeMulti(ReflectiveClassBuildItem.class);
        assertThat(reflective).filteredOn(ReflectiveClassBuildItem::isConstructors)
                .flatMap(ReflectiveClassBuildItem::getClassNames)
                .contains("io.shardflake.hibernate.SnowflakeIdGenerator",
                        "io.shardflake.hibernate.ShardflakeUuidGenerator", "io.shardflake.hibernate.UniqidIdGenerator");
        assertThat(reflective).flatMap(ReflectiveClassBuildItem::getClassNames)
                .contains("io.shardflake.hibernate.names.package-info", "io.shardflake.sql.H2Functions");
        assertThat(context.consumeMulti(RuntimeInitializedClassBuildItem.class))
                .extracting(RuntimeInitializedClassBuildItem::getClassName)
                .contains("io.shardflake.clock.TickingWallClock$Holder", "io.shardflake.worker.LocalHostName",
                        "io.shardflake.snapshot.FreshEntropy");
        List<Pattern> resources = context.consumeMulti(NativeImageResourcePatternsBuildItem.class).stream()
                .flatMap(item -> item.getIncludePatterns().stream()).map(Pattern::compile).toList();
        for (String resource : List.of("io/shardflake/worker/lease/postgresql/R__shardflake_worker_lease.sql",
                "io/shardflake/worker/lease/liquibase.xml", "io/shardflake/sql/h2/shardflake-functions.sql")) {
            assertThat(resources).as(resource).anyMatch(pattern -> pattern.matcher(resource).matches());
        }
        assertThat(context.consumeMulti(ServiceProviderBuildItem.class))
                .flatMap(ServiceProviderBuildItem::providers)
                .contains("io.shardflake.hibernate.ShardflakeIntegrator",
                        "io.shardflake.hibernate.ShardflakeServiceContributor",
                        "io.shardflake.hibernate.NamedGeneratorsContributor");
        context.produce(new FeatureBuildItem("shardflake-registrations-checked"));
    }
}
