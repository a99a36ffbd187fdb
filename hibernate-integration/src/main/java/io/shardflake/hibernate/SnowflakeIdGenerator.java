package io.shardflake.hibernate;

import io.shardflake.ShardflakeException;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.codec.Crockford32Codec;
import java.lang.annotation.Annotation;
import java.util.EnumSet;
import java.util.Properties;
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
 * Makes {@link SnowflakeId} ids: {@code Long}/{@code long}, or {@code String} as 13 characters of Crockford base32
 * (which sort like the numbers). Uses the application's one {@link SnowflakeGenerator} from
 * {@link ShardflakeService}, and the entity's {@link ShardKey} if it has one.
 *
 * <p><b>Why two constructors and two set-up methods</b> (DESIGN.md asks only for the
 * {@code (annotation, context)} constructor; Hibernate 7.4 needs more):
 * <ul>
 *   <li>{@link #SnowflakeIdGenerator(SnowflakeId, GeneratorCreationContext)}: Hibernate's choice for the
 *       annotation on the id field or getter, when no bean container is in use. The work is done there, as in
 *       Hibernate's own {@code UuidGenerator}.</li>
 *   <li>{@link #SnowflakeIdGenerator()} then {@link #initialize}: the annotation on the entity class or in
 *       {@code package-info.java}, and, under Spring's bean container, every annotation. Hibernate uses only the
 *       no-argument constructor there and hands the annotation to {@code initialize}.</li>
 *   <li>{@link #SnowflakeIdGenerator()} then {@link #configure}: the generator by name
 *       ({@code @GeneratedValue(generator = "snowflake")}, {@code @GenericGenerator(type = ...)}), where there is no
 *       annotation and {@code initialize} is not called.</li>
 * </ul>
 * The annotation type is {@code Annotation}, not {@code SnowflakeId}, so that an application's own annotation
 * meta-annotated with {@code @IdGeneratorType(SnowflakeIdGenerator.class)} works too: Hibernate refuses at boot to
 * hand a generator an annotation that is not an instance of the type it declares.
 * Hibernate calls {@code initialize} and {@code configure} after the annotated constructor as well, so the set-up
 * runs once, whichever comes first. Hibernate also builds each generator twice at boot (for the metadata, then for
 * the SessionFactory); both take the same core generator from the service, so nothing is claimed twice.
 *
 * <p><b>Errors.</b> A set-up error thrown from a constructor reaches the user wrapped in Hibernate's
 * {@code InstantiationException("Could not instantiate id generator")}, burying the message; so the annotated
 * constructor keeps it, and {@code initialize}, which Hibernate calls right after, throws it as it is.
 */
public class SnowflakeIdGenerator
        implements BeforeExecutionGenerator, AnnotationBasedGenerator<Annotation>, Configurable {

    private static final long serialVersionUID = 1L;
    private static final String SUPPORTED = "Long, long and String (13 characters of Crockford base32)";

    private transient EntityIdSource source;
    private Class<?> generatedType;
    private transient RuntimeException setUpFailure;

    /** For Hibernate's class-level, package-level and named paths; set up by {@link #initialize} or {@link #configure}. */
    public SnowflakeIdGenerator() {
    }

    /**
     * Sets the generator up for an id annotated with {@link SnowflakeId}.
     *
     * @param annotation the annotation on the id
     * @param context Hibernate's description of the id
     */
    public SnowflakeIdGenerator(SnowflakeId annotation, GeneratorCreationContext context) {
        try {
            setUp("@SnowflakeId", context);
        } catch (MappingException | ShardflakeException e) {
            setUpFailure = e;
        }
    }

    /**
     * Sets the generator up for {@link SnowflakeId}, or for an annotation of the application's own that is
     * meta-annotated with {@code @IdGeneratorType(SnowflakeIdGenerator.class)}.
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
            setUp("@" + annotation.annotationType().getSimpleName(), context);
        }
    }

    @Override
    public void configure(GeneratorCreationContext context, Properties parameters) {
        if (source == null && setUpFailure == null) {
            setUp("generator '" + parameters.getProperty(IdentifierGenerator.GENERATOR_NAME,
                    ShardflakeGeneratorNames.SNOWFLAKE) + "'", context);
        }
    }

    private void setUp(String what, GeneratorCreationContext context) {
        IdAttribute id = IdAttribute.of(context);
        if (id.type() != Long.class && id.type() != String.class) {
            throw id.unsupportedType(what, SUPPORTED);
        }
        ShardflakeService service = context.getServiceRegistry().requireService(ShardflakeService.class);
        SnowflakeGenerator generator = service.snowflakeGenerator();
        ShardKeyRouting routing = ShardKeyRouting.resolve(id, service, generator.layout());
        source = compose(generator, routing, id.type() == String.class);
        generatedType = id.type();
    }

    private static EntityIdSource compose(SnowflakeGenerator generator, ShardKeyRouting routing, boolean asText) {
        Crockford32Codec base32 = Crockford32Codec.INSTANCE;
        if (routing == null) {
            return asText ? entity -> base32.encode(generator.nextId()) : entity -> generator.nextId();
        }
        return asText ? entity -> base32.encode(generator.nextId(routing.shardOf(entity)))
                : entity -> generator.nextId(routing.shardOf(entity));
    }

    @Override
    public Object generate(SharedSessionContractImplementor session, Object owner, Object currentValue,
            EventType eventType) {
        return IdValues.isAssigned(currentValue) ? currentValue : source.next(owner);
    }

    @Override
    public EnumSet<EventType> getEventTypes() {
        return EventTypeSets.INSERT_ONLY;
    }

    /** @return {@code Long} or {@code String}, so Hibernate rejects any other id type at boot */
    @Override
    public Class<?> getGeneratedType() {
        return generatedType;
    }

    /** @return true: an entity persisted with its id already set keeps it (Hibernate then passes it in) */
    @Override
    public boolean allowAssignedIdentifiers() {
        return true;
    }
}
