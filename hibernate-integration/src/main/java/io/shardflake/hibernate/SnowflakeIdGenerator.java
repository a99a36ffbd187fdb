package io.shardflake.hibernate;

import io.shardflake.error.ShardflakeException;
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
import org.hibernate.id.IdentifierGenerationException;
import org.hibernate.id.IdentifierGenerator;
import org.hibernate.metamodel.MappingMetamodel;

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

    // Replaced once, by bindShardKey, while the SessionFactory is built and before any session can insert.
    private transient volatile EntityIdSource source;
    private transient SnowflakeGenerator generator;
    private transient boolean asText;
    private transient AssociationShardKey unboundShardKey;
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
        SnowflakeGenerator core = service.snowflakeGenerator();
        ShardKeyPath key = ShardKeyFinder.ofEntity(id);
        generator = core;
        asText = id.type() == String.class;
        generatedType = id.type();
        if (key == null) {
            source = compose(null);
            return;
        }
        ShardKeyRouting.requireShardField(key, core.layout());
        if (key.isAssociation()) {
            unboundShardKey = new AssociationShardKey(key, service, core.layout());
            source = unbound(key);
        } else {
            source = compose(ShardKeyRouting.forValue(key, service, core.layout()));
        }
    }

    /**
     * Completes a shard key that points to another entity, once the SessionFactory has made that entity's
     * generator; see {@link ShardKeyBinder}.
     *
     * @param model the SessionFactory's entities
     * @throws MappingException if the key cannot be honoured
     */
    void bindShardKey(MappingMetamodel model) {
        AssociationShardKey key = unboundShardKey;
        if (key != null) {
            source = compose(key.bind(model));
            unboundShardKey = null;
        }
    }

    private EntityIdSource compose(ShardKeyRouting routing) {
        SnowflakeGenerator core = generator;
        Crockford32Codec base32 = Crockford32Codec.INSTANCE;
        if (routing == null) {
            return asText ? entity -> base32.encode(core.nextId()) : entity -> core.nextId();
        }
        return asText ? entity -> base32.encode(core.nextId(routing.shardOf(entity)))
                : entity -> core.nextId(routing.shardOf(entity));
    }

    /** Fails closed if the SessionFactory never completed the key: no shard is better than a guessed one. */
    private static EntityIdSource unbound(ShardKeyPath key) {
        return entity -> {
            throw new IdentifierGenerationException("@ShardKey " + key.label() + " points to "
                    + key.targetEntity().getSimpleName() + ", and this generator was not completed when the "
                    + "SessionFactory was built (" + ShardflakeIntegrator.class.getName() + " did not run), so the "
                    + "new id's shard is unknown");
        };
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
