package io.shardflake.hibernate;

import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.uuid.UuidGenerator;
import java.lang.annotation.Annotation;
import java.nio.ByteBuffer;
import java.util.Locale;
import java.util.UUID;
import java.util.function.Supplier;
import org.hibernate.MappingException;
import org.hibernate.generator.GeneratorCreationContext;

/**
 * Makes {@link ShardflakeUuid} ids: {@code UUID}, {@code String} (36 lower-case characters) or {@code byte[]} (16
 * bytes, most significant first), of the annotation's {@link UuidKind}; by name
 * ({@value ShardflakeGeneratorNames#UUID}) v7, or the kind given as the {@code kind} parameter of a
 * {@code @GenericGenerator}. An application's own annotation meta-annotated with
 * {@code @IdGeneratorType(ShardflakeUuidGenerator.class)} makes v7 UUIDs unless it also carries
 * {@code @ShardflakeUuid(kind = ...)}. Set up once, whichever way Hibernate creates it: see
 * {@link BootResolvedGenerator}.
 */
public class ShardflakeUuidGenerator extends BootResolvedGenerator {

    private static final long serialVersionUID = 1L;
    /** The {@code @GenericGenerator} parameter that chooses the kind, e.g. {@code V6}. */
    public static final String KIND_PARAMETER = "kind";

    /** For Hibernate's class-level, package-level and named paths; set up by {@code initialize} or {@code configure}. */
    public ShardflakeUuidGenerator() {
        super(ShardflakeGeneratorNames.UUID);
    }

    /**
     * Sets the generator up for an id annotated with {@link ShardflakeUuid}.
     *
     * @param annotation the annotation on the id
     * @param context Hibernate's description of the id
     */
    public ShardflakeUuidGenerator(ShardflakeUuid annotation, GeneratorCreationContext context) {
        this();
        setUpFromConstructor(annotation, context);
    }

    @Override
    Supplier<EntityIdSource> resolve(IdAttribute id, Declaration declaration, GeneratorCreationContext context) {
        UuidKind kind = declaration.annotation() != null ? kindOf(declaration.annotation())
                : kind(declaration.what(), declaration.parameters().getProperty(KIND_PARAMETER));
        IdTypes.require(ShardflakeUuid.class, declaration.what(), id.path(), id.type().getTypeName());
        NoShardKey.require(id, declaration.what(), "UUIDs have no shard field");
        ShardflakeService service = context.getServiceRegistry().requireService(ShardflakeService.class);
        Class<?> type = id.type();
        return kind == UuidKind.LOCALITY ? () -> locality(service.localityGenerator(), type)
                : () -> uuid(service.uuidGenerator(kind), type);
    }

    private static UuidKind kindOf(Annotation annotation) {
        if (annotation instanceof ShardflakeUuid uuid) {
            return uuid.kind();
        }
        ShardflakeUuid carried = annotation.annotationType().getAnnotation(ShardflakeUuid.class);
        return carried != null ? carried.kind() : UuidKind.V7;
    }

    private static UuidKind kind(String what, String parameter) {
        if (parameter == null || parameter.isBlank()) {
            return UuidKind.V7;
        }
        try {
            return UuidKind.valueOf(parameter.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException unknown) {
            throw new MappingException(what + ": parameter " + KIND_PARAMETER + " = " + parameter
                    + " is not one of V7, V6, V1, LOCALITY");
        }
    }

    private static EntityIdSource uuid(UuidGenerator generator, Class<?> type) {
        if (type == UUID.class) {
            return entity -> generator.next();
        }
        return type == String.class ? entity -> generator.next().toString() : entity -> bytes(generator.next());
    }

    private static EntityIdSource locality(LocalityUuidGenerator generator, Class<?> type) {
        if (type == UUID.class) {
            return entity -> generator.next().toUuid();
        }
        return type == String.class ? entity -> generator.nextString() : entity -> bytes(generator.next().toUuid());
    }

    private static byte[] bytes(UUID uuid) {
        return ByteBuffer.allocate(16).putLong(uuid.getMostSignificantBits())
                .putLong(uuid.getLeastSignificantBits()).array();
    }
}
