package io.shardflake.hibernate;

import io.shardflake.error.ShardflakeException;
import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.uuid.UuidGenerator;
import java.lang.annotation.Annotation;
import java.nio.ByteBuffer;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Properties;
import java.util.UUID;
import org.hibernate.MappingException;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.AnnotationBasedGenerator;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.EventTypeSets;
import org.hibernate.generator.GeneratorCreationContext;
import org.hibernate.id.Configurable;
import org.hibernate.id.IdentifierGenerator;

/**
 * Makes {@link ShardflakeUuid} ids: {@code UUID}, {@code String} (36 lower-case characters) or {@code byte[]} (16
 * bytes, most significant first), of the annotation's {@link UuidKind}; by name
 * ({@value ShardflakeGeneratorNames#UUID}) v7, or the kind given as the {@code kind} parameter of a
 * {@code @GenericGenerator}.
 *
 * <p>Two constructors and two set-up methods, and {@code Annotation} as the annotation type, for the same reasons as
 * {@link SnowflakeIdGenerator}: Hibernate uses the {@code (annotation, context)} constructor only for the annotation
 * on the id itself without a bean container, and the no-argument one followed by {@code initialize} (class,
 * package, Spring, an application's own annotation) or {@code configure} (by name) otherwise.
 */
public class ShardflakeUuidGenerator
        implements BeforeExecutionGenerator, AnnotationBasedGenerator<Annotation>, Configurable {

    private static final long serialVersionUID = 1L;
    private static final String SUPPORTED = "UUID, String (36 characters) and byte[] (16 bytes)";

    /** The {@code @GenericGenerator} parameter that chooses the kind, e.g. {@code V6}. */
    public static final String KIND_PARAMETER = "kind";

    private transient EntityIdSource source;
    private Class<?> generatedType;
    private transient RuntimeException setUpFailure;

    /** For Hibernate's class-level, package-level and named paths; set up by {@link #initialize} or {@link #configure}. */
    public ShardflakeUuidGenerator() {
    }

    /**
     * Sets the generator up for an id annotated with {@link ShardflakeUuid}.
     *
     * @param annotation the annotation on the id
     * @param context Hibernate's description of the id
     */
    public ShardflakeUuidGenerator(ShardflakeUuid annotation, GeneratorCreationContext context) {
        try {
            setUp("@ShardflakeUuid", annotation.kind(), context);
        } catch (MappingException | ShardflakeException e) {
            // Thrown from initialize(), unwrapped: see SnowflakeIdGenerator.
            setUpFailure = e;
        }
    }

    /**
     * Sets the generator up for {@link ShardflakeUuid}, or for an annotation of the application's own that is
     * meta-annotated with {@code @IdGeneratorType(ShardflakeUuidGenerator.class)}; such an annotation makes v7
     * UUIDs unless it also carries {@code @ShardflakeUuid(kind = ...)}.
     *
     * @param annotation the annotation on the id, the entity class or the package
     * @param context Hibernate's description of the id
     */
    @Override
    public void initialize(Annotation annotation, GeneratorCreationContext context) {
        if (setUpFailure != null) {
            throw setUpFailure;
        }
        if (source == null) {
            setUp("@" + annotation.annotationType().getSimpleName(), kindOf(annotation), context);
        }
    }

    private static UuidKind kindOf(Annotation annotation) {
        if (annotation instanceof ShardflakeUuid uuid) {
            return uuid.kind();
        }
        ShardflakeUuid carried = annotation.annotationType().getAnnotation(ShardflakeUuid.class);
        return carried != null ? carried.kind() : UuidKind.V7;
    }

    @Override
    public void configure(GeneratorCreationContext context, Properties parameters) {
        if (source == null && setUpFailure == null) {
            String what = "generator '" + parameters.getProperty(IdentifierGenerator.GENERATOR_NAME,
                    ShardflakeGeneratorNames.UUID) + "'";
            setUp(what, kind(what, parameters.getProperty(KIND_PARAMETER)), context);
        }
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

    private void setUp(String what, UuidKind kind, GeneratorCreationContext context) {
        IdAttribute id = IdAttribute.of(context);
        if (id.type() != UUID.class && id.type() != String.class && id.type() != byte[].class) {
            throw id.unsupportedType(what, SUPPORTED);
        }
        NoShardKey.require(id, what, "UUIDs have no shard field");
        ShardflakeService service = context.getServiceRegistry().requireService(ShardflakeService.class);
        source = kind == UuidKind.LOCALITY ? locality(service.localityGenerator(), id.type())
                : uuid(service.uuidGenerator(kind), id.type());
        generatedType = id.type();
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

    @Override
    public Object generate(SharedSessionContractImplementor session, Object owner, Object currentValue,
            EventType eventType) {
        return currentValue != null ? currentValue : source.next(owner);
    }

    @Override
    public EnumSet<EventType> getEventTypes() {
        return EventTypeSets.INSERT_ONLY;
    }

    /** @return {@code UUID}, {@code String} or {@code byte[]}, so Hibernate rejects any other id type at boot */
    @Override
    public Class<?> getGeneratedType() {
        return generatedType;
    }

    /** @return true: an entity persisted with its id already set keeps it */
    @Override
    public boolean allowAssignedIdentifiers() {
        return true;
    }
}
