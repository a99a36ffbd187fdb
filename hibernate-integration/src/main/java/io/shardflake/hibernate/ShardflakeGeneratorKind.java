package io.shardflake.hibernate;

import java.lang.annotation.Annotation;
import java.util.Arrays;
import java.util.Optional;
import org.hibernate.generator.Generator;

/**
 * Shardflake's three Hibernate generators, with the annotation and the registered name that ask for each: what the
 * boot-time check compares a mapping's request with Hibernate's choice by.
 */
enum ShardflakeGeneratorKind {

    SNOWFLAKE(SnowflakeIdGenerator.class, SnowflakeId.class, ShardflakeGeneratorNames.SNOWFLAKE),
    UUID(ShardflakeUuidGenerator.class, ShardflakeUuid.class, ShardflakeGeneratorNames.UUID),
    UNIQID(UniqidIdGenerator.class, UniqidId.class, ShardflakeGeneratorNames.UNIQID);

    private final Class<? extends Generator> generatorClass;
    private final Class<? extends Annotation> annotation;
    private final String registeredName;

    ShardflakeGeneratorKind(Class<? extends Generator> generatorClass, Class<? extends Annotation> annotation,
            String registeredName) {
        this.generatorClass = generatorClass;
        this.annotation = annotation;
        this.registeredName = registeredName;
    }

    /** @return the kind whose generator is {@code type} or a superclass of it, if any */
    static Optional<ShardflakeGeneratorKind> ofGenerator(Class<?> type) {
        return Arrays.stream(values()).filter(kind -> kind.generatorClass.isAssignableFrom(type)).findFirst();
    }

    /** @return the kind whose generator class has this name (a {@code strategy} or an XML {@code class}), if any */
    static Optional<ShardflakeGeneratorKind> ofClassName(String className) {
        return Arrays.stream(values()).filter(kind -> kind.generatorClass.getName().equals(className)).findFirst();
    }

    /** @return the kind registered under this name by {@link NamedGeneratorsContributor}, if any */
    static Optional<ShardflakeGeneratorKind> ofRegisteredName(String name) {
        return Arrays.stream(values()).filter(kind -> kind.registeredName.equals(name)).findFirst();
    }

    /** @return whether Hibernate's generator for the id is this kind's */
    boolean isMadeBy(Generator generator) {
        return generatorClass.isInstance(generator);
    }

    Class<? extends Generator> generatorClass() {
        return generatorClass;
    }

    /** @return the annotation to put on the id instead, e.g. {@code @SnowflakeId} */
    String annotationName() {
        return "@" + annotation.getSimpleName();
    }
}
