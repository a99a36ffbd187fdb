package io.shardflake.spring.actuator;

import io.shardflake.ShardflakeVersion;
import io.shardflake.SnowflakeGenerator;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.actuate.info.Info;
import org.springframework.boot.actuate.info.InfoContributor;

/**
 * Adds the generator to {@code /actuator/info} under {@code shardflake}: worker id, strategy, where the id came
 * from, layout, the layout's end of life, and which build of Shardflake runs (version, commit, build time). What does
 * not change while the application runs; the counters are in the {@code shardflake} endpoint and the meters.
 */
public final class ShardflakeInfoContributor implements InfoContributor {

    private final SnowflakeGenerator generator;
    private final String strategy;

    /**
     * @param generator the application's generator
     * @param strategy the worker strategy to report, e.g. {@code auto}
     */
    public ShardflakeInfoContributor(SnowflakeGenerator generator, String strategy) {
        this.generator = generator;
        this.strategy = strategy;
    }

    @Override
    public void contribute(Info.Builder builder) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("workerId", generator.workerId());
        details.put("strategy", strategy);
        details.put("workerSource", generator.workerSource());
        details.put("layout", generator.layout().name());
        details.put("endOfLife", generator.layout().endOfLife().toString());
        ShardflakeVersion build = ShardflakeVersion.current();
        details.put("version", build.version());
        details.put("commit", build.commit());
        details.put("buildTime", build.buildTime());
        builder.withDetail("shardflake", details);
    }
}
