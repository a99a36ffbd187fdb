package io.shardflake.hibernate;

import io.shardflake.error.ShardflakeException;
import io.shardflake.uniqid.UniqidGenerator;
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
 * Makes {@link UniqidId} ids: {@code String}s in the sharded PHP uniqid format, from the application's one
 * {@link UniqidGenerator}. Two constructors and two set-up methods, and {@code Annotation} as the annotation type,
 * for the same reasons as {@link SnowflakeIdGenerator}.
 */
public class UniqidIdGenerator
        implements BeforeExecutionGenerator, AnnotationBasedGenerator<Annotation>, Configurable {

    private static final long serialVersionUID = 1L;

    private transient UniqidGenerator generator;
    private transient RuntimeException setUpFailure;

    /** For Hibernate's class-level, package-level and named paths; set up by {@link #initialize} or {@link #configure}. */
    public UniqidIdGenerator() {
    }

    /**
     * Sets the generator up for an id annotated with {@link UniqidId}.
     *
     * @param annotation the annotation on the id
     * @param context Hibernate's description of the id
     */
    public UniqidIdGenerator(UniqidId annotation, GeneratorCreationContext context) {
        try {
            setUp("@UniqidId", context);
        } catch (MappingException | ShardflakeException e) {
            // Thrown from initialize(), unwrapped: see SnowflakeIdGenerator.
            setUpFailure = e;
        }
    }

    /**
     * Sets the generator up for {@link UniqidId}, or for an annotation of the application's own that is
     * meta-annotated with {@code @IdGeneratorType(UniqidIdGenerator.class)}.
     *
     * @param annotation the annotation on the id, the entity class or the package
     * @param context Hibernate's description of the id
     */
    @Override
    public void initialize(Annotation annotation, GeneratorCreationContext context) {
        if (setUpFailure != null) {
            throw setUpFailure;
        }
        if (generator == null) {
            setUp("@" + annotation.annotationType().getSimpleName(), context);
        }
    }

    @Override
    public void configure(GeneratorCreationContext context, Properties parameters) {
        if (generator == null && setUpFailure == null) {
            setUp("generator '" + parameters.getProperty(IdentifierGenerator.GENERATOR_NAME,
                    ShardflakeGeneratorNames.UNIQID) + "'", context);
        }
    }

    private void setUp(String what, GeneratorCreationContext context) {
        IdAttribute id = IdAttribute.of(context);
        if (id.type() != String.class) {
            throw id.unsupportedType(what, "String");
        }
        NoShardKey.require(id, what, "a uniqid's shard digit follows from its time");
        generator = context.getServiceRegistry().requireService(ShardflakeService.class).uniqidGenerator();
    }

    @Override
    public Object generate(SharedSessionContractImplementor session, Object owner, Object currentValue,
            EventType eventType) {
        return currentValue != null ? currentValue : generator.nextString();
    }

    @Override
    public EnumSet<EventType> getEventTypes() {
        return EventTypeSets.INSERT_ONLY;
    }

    /** @return {@code String}, so Hibernate rejects any other id type at boot */
    @Override
    public Class<?> getGeneratedType() {
        return String.class;
    }

    /** @return true: an entity persisted with its id already set keeps it */
    @Override
    public boolean allowAssignedIdentifiers() {
        return true;
    }
}
