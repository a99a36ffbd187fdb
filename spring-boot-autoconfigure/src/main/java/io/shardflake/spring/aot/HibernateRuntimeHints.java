package io.shardflake.spring.aot;

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
import java.lang.annotation.Annotation;
import java.util.List;
import org.hibernate.boot.spi.MetadataSourcesContributor;
import org.hibernate.generator.GeneratorCreationContext;
import org.hibernate.integrator.spi.Integrator;
import org.hibernate.service.spi.ServiceContributor;
import org.springframework.aot.hint.ExecutableMode;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.RuntimeHintsRegistrar;
import org.springframework.aot.hint.TypeReference;
import org.springframework.util.ClassUtils;

/**
 * Hints for shardflake-hibernate (which knows no Spring), when it and Hibernate are on the class path:
 * <ul>
 *   <li>the package that declares the generator names ({@link NamedGeneratorsContributor#NAMES_PACKAGE}), whose
 *       {@code package-info} Hibernate loads to read its annotations;</li>
 *   <li>the generators' constructors, which Hibernate calls reflectively: {@code (annotation,
 *       GeneratorCreationContext)} for an annotation on the id, the no-argument one for class-level, package-level
 *       and named generators and under Spring's bean container;</li>
 *   <li>the annotations, whose attributes Hibernate reads reflectively;</li>
 *   <li>the three Hibernate extensions found through {@code META-INF/services}, and those service files.</li>
 * </ul>
 */
public final class HibernateRuntimeHints implements RuntimeHintsRegistrar {

    /** Creates the registrar; Spring does, from {@code META-INF/spring/aot.factories}. */
    public HibernateRuntimeHints() {
    }

    @Override
    public void registerHints(RuntimeHints hints, ClassLoader classLoader) {
        // Both checks keep the class literals below from being resolved where they cannot be.
        if (!ClassUtils.isPresent("org.hibernate.generator.GeneratorCreationContext", classLoader)
                || !ClassUtils.isPresent("io.shardflake.hibernate.SnowflakeIdGenerator", classLoader)) {
            return;
        }
        hints.reflection().registerType(namesPackageInfo(classLoader));
        generator(hints, SnowflakeIdGenerator.class, SnowflakeId.class);
        generator(hints, ShardflakeUuidGenerator.class, ShardflakeUuid.class);
        generator(hints, UniqidIdGenerator.class, UniqidId.class);
        hints.reflection().registerType(ShardKey.class, MemberCategory.INVOKE_PUBLIC_METHODS);
        service(hints, MetadataSourcesContributor.class, NamedGeneratorsContributor.class);
        service(hints, Integrator.class, ShardflakeIntegrator.class);
        service(hints, ServiceContributor.class, ShardflakeServiceContributor.class);
    }

    /** Spring refuses {@code package-info} as a class name, not as a class. */
    private static Class<?> namesPackageInfo(ClassLoader classLoader) {
        return ClassUtils.resolveClassName(NamedGeneratorsContributor.NAMES_PACKAGE + ".package-info", classLoader);
    }

    private static void generator(RuntimeHints hints, Class<?> generator, Class<? extends Annotation> annotation) {
        hints.reflection().registerType(generator, type -> type
                .withConstructor(List.of(), ExecutableMode.INVOKE)
                .withConstructor(List.of(TypeReference.of(annotation), TypeReference.of(GeneratorCreationContext.class)),
                        ExecutableMode.INVOKE));
        hints.reflection().registerType(annotation, MemberCategory.INVOKE_PUBLIC_METHODS);
    }

    private static void service(RuntimeHints hints, Class<?> service, Class<?> provider) {
        hints.resources().registerPattern("META-INF/services/" + service.getName());
        hints.reflection().registerType(provider, MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS);
    }
}
