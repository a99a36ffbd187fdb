package io.shardflake.quarkus;

import io.shardflake.health.ShardflakeHealthCheck;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Map;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

/**
 * The {@code shardflake} readiness check (with quarkus-smallrye-health): DOWN while a persistence unit's generator
 * cannot make ids (its lease lost, lapsed, quarantined or closed), UP otherwise, with the same details as the Spring
 * Boot health component ({@link ShardflakeHealthCheck} decides for both). With several persistence units, each
 * detail is prefixed by the unit's name.
 */
@Readiness
@ApplicationScoped
public class ShardflakeReadinessCheck implements HealthCheck {

    /** The setting that gives the layout's minimum remaining life, as the user types it. */
    static final String MIN_REMAINING_LIFE = "quarkus.shardflake.health.min-remaining-life";

    @Inject
    ShardflakeGenerators generators;

    @Inject
    ShardflakeRuntimeConfig config;

    @Override
    public HealthCheckResponse call() {
        HealthCheckResponseBuilder response = HealthCheckResponse.named("shardflake").up();
        boolean several = generators.units().size() > 1;
        for (String unit : generators.units()) {
            generators.generator(unit).ifPresent(generator -> {
                ShardflakeHealthCheck.Result result = new ShardflakeHealthCheck(generator,
                        generators.lease(unit).orElse(null), config.health().minRemainingLife(), MIN_REMAINING_LIFE)
                        .check();
                if (!result.up()) {
                    response.down();
                }
                for (Map.Entry<String, Object> detail : result.details().entrySet()) {
                    String name = several ? unit + "." + detail.getKey() : detail.getKey();
                    Object value = detail.getValue();
                    if (value instanceof Number number) {
                        response.withData(name, number.longValue());
                    } else if (value instanceof Boolean flag) {
                        response.withData(name, flag);
                    } else {
                        response.withData(name, String.valueOf(value));
                    }
                }
            });
        }
        return response.build();
    }
}
