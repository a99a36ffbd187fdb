package io.shardflake.spring.aot;

import java.util.List;
import java.util.Map;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.RuntimeHintsRegistrar;
import org.springframework.aot.hint.TypeReference;
import org.springframework.util.ClassUtils;

/**
 * Hints for shardflake-shardingsphere, when the application has it: ShardingSphere finds the key generator and the
 * sharding algorithms through {@code META-INF/services} and instantiates them reflectively. The starter does not
 * depend on that module, so the types are named, and registered only when present.
 */
public final class ShardingSphereRuntimeHints implements RuntimeHintsRegistrar {

    /** Each service ShardingSphere loads, with Shardflake's implementations of it. */
    static final Map<String, List<String>> SERVICES = Map.of(
            "org.apache.shardingsphere.infra.algorithm.keygen.core.KeyGenerateAlgorithm",
            List.of("io.shardflake.shardingsphere.ShardflakeKeyGenerateAlgorithm"),
            "org.apache.shardingsphere.sharding.spi.ShardingAlgorithm",
            List.of("io.shardflake.shardingsphere.ShardflakeShardingAlgorithm",
                    "io.shardflake.shardingsphere.ShardflakeStandardShardingAlgorithm"));

    /** Creates the registrar; Spring does, from {@code META-INF/spring/aot.factories}. */
    public ShardingSphereRuntimeHints() {
    }

    @Override
    public void registerHints(RuntimeHints hints, ClassLoader classLoader) {
        SERVICES.forEach((service, providers) -> providers.forEach(provider -> {
            if (ClassUtils.isPresent(provider, classLoader)) {
                hints.resources().registerPattern("META-INF/services/" + service);
                hints.reflection().registerType(TypeReference.of(provider), MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS);
            }
        }));
    }
}
