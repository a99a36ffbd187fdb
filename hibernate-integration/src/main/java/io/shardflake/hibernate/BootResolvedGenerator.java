package io.shardflake.hibernate;

import io.shardflake.error.ShardflakeException;
import java.lang.annotation.Annotation;
import java.lang.reflect.Member;
import java.util.EnumSet;
import java.util.Properties;
import java.util.function.Supplier;
import org.hibernate.MappingException;
import org.hibernate.boot.model.relational.SqlStringGenerationContext;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.AnnotationBasedGenerator;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.EventTypeSets;
import org.hibernate.generator.GeneratorCreationContext;
import org.hibernate.id.Configurable;
import org.hibernate.id.IdentifierGenerationException;
import org.hibernate.id.IdentifierGenerator;
import org.hibernate.service.ServiceRegistry;
import org.hibernate.type.Type;
import org.jspecify.annotations.Nullable;

/**
 * The one set-up path of Shardflake's Hibernate generators: whichever way Hibernate creates one, the generator
 * resolves what its mapping needs once, at boot, and is started when the SessionFactory is created, so that
 * {@link #generate} is one line.
 *
 * <p><b>Two moments.</b> Hibernate creates generators while it builds the metadata, where a framework may not let
 * anyone open a connection (Quarkus builds the metadata at build time); a worker id leased or registered in the
 * database needs one. So {@link #resolve} checks the id's type, the layout and the shard key from the settings
 * alone and returns how to make the ids, and {@link #start}, called by {@link GeneratorStarter} once the
 * SessionFactory exists, takes the core generator (leasing the worker id then) and composes the {@link EntityIdSource}.
 * Until then {@code generate} refuses: an id is never made by a generator that was not started.
 *
 * <p>DESIGN.md asks only for
 * the {@code (annotation, context)} constructor; Hibernate needs three ways in:
 * <ul>
 *   <li>the {@code (annotation, context)} constructor, which calls {@link #setUpFromConstructor}: Hibernate's choice
 *       for the annotation on the id field or getter, when no bean container is in use. The work is done there, as
 *       in Hibernate's own {@code UuidGenerator};</li>
 *   <li>the no-argument constructor, then {@link #initialize}: the annotation on the entity class or in
 *       {@code package-info.java}, and, under Spring's bean container, every annotation. Hibernate hands the
 *       annotation to {@code initialize} only;</li>
 *   <li>the no-argument constructor, then {@link #configure}: the generator by name
 *       ({@code @GeneratedValue(generator = "snowflake")}, {@code @GenericGenerator(type = ...)}), where there is no
 *       annotation and {@code initialize} is not called.</li>
 * </ul>
 * The annotation type is {@code Annotation}, not the generator's own, so that an application's own annotation
 * meta-annotated with {@code @IdGeneratorType(...)} works too: Hibernate refuses at boot to hand a generator an
 * annotation that is not an instance of the type it declares. Hibernate calls {@code initialize} and
 * {@code configure} after the annotated constructor as well, so the set-up runs once, whichever comes first.
 *
 * <p><b>Every Hibernate line.</b> The same class serves Hibernate 6.6, 7.2 and 7.4, which call different methods of
 * the same interfaces: {@code initialize} with the member (6.6, 7.2) or without it (7.4, whose default passes the
 * member-less call to the other), {@code configure(GeneratorCreationContext, Properties)} (7.x) or
 * {@code create(GeneratorCreationContext)} followed by {@code configure(Type, Properties, ServiceRegistry)} (6.6,
 * where the second is abstract and the context comes only through the first). Every one of them ends in the same
 * set-up; a method that a line does not declare is an ordinary method there, never called.
 *
 * <p><b>Errors.</b> A set-up error thrown from a constructor reaches the user wrapped in Hibernate's
 * {@code InstantiationException("Could not instantiate id generator")}, burying the message; so the annotated
 * constructor keeps it, and {@code initialize}, which Hibernate calls right after, throws it as it is.
 */
abstract class BootResolvedGenerator
        implements BeforeExecutionGenerator, AnnotationBasedGenerator<Annotation>, Configurable {

    private static final long serialVersionUID = 1L;

    private final String registeredName;
    // Set at set-up, run by start().
    private transient @Nullable Supplier<EntityIdSource> startup;
    // Refuses until start(), which replaces it while the SessionFactory is built, before any session can insert.
    private transient volatile EntityIdSource source = this::notStarted;
    private @Nullable Class<?> generatedType;
    private transient @Nullable RuntimeException setUpFailure;
    // Hibernate 6.6 only: from create() to configure(Type, Properties, ServiceRegistry).
    private transient @Nullable GeneratorCreationContext creationContext;

    /**
     * @param registeredName the name the generator is registered under in {@link ShardflakeGeneratorNames}, used in
     *     messages when a {@code @GenericGenerator} does not give its own
     */
    BootResolvedGenerator(String registeredName) {
        this.registeredName = registeredName;
    }

    /**
     * How a generator was declared: the annotation that asked for it, or the parameters of a generator by name.
     *
     * @param what the declaration as messages name it ({@code @SnowflakeId}, {@code generator 'snowflake'})
     * @param annotation the annotation, or null for a generator by name
     * @param parameters the generator's parameters, or null for an annotation
     */
    record Declaration(String what, @Nullable Annotation annotation, @Nullable Properties parameters) {

        static Declaration of(Annotation annotation) {
            return new Declaration("@" + annotation.annotationType().getSimpleName(), annotation, null);
        }
    }

    /**
     * Resolves what the mapping needs for one id attribute, without a connection; called once per generator.
     *
     * @param id the id attribute
     * @param declaration how the generator was asked for
     * @param context Hibernate's description of the id, whose service registry holds {@link ShardflakeService}
     * @return what makes the source of that attribute's ids, in its Java type, when the generator is started
     * @throws MappingException naming {@code Entity.field} if the attribute cannot take these ids
     */
    abstract Supplier<EntityIdSource> resolve(IdAttribute id, Declaration declaration,
            GeneratorCreationContext context);

    /**
     * The work of the {@code (annotation, context)} constructor; keeps a failure for {@link #initialize}.
     *
     * @param annotation the annotation on the id
     * @param context Hibernate's description of the id
     */
    final void setUpFromConstructor(Annotation annotation, GeneratorCreationContext context) {
        try {
            setUp(Declaration.of(annotation), context);
        } catch (MappingException | ShardflakeException e) {
            setUpFailure = e;
        }
    }

    /**
     * Sets the generator up for its annotation, or for an annotation of the application's own that is
     * meta-annotated with {@code @IdGeneratorType} naming this generator.
     *
     * @param annotation the annotation on the id, the entity class or the package
     * @param context Hibernate's description of the id
     */
    public final void initialize(Annotation annotation, GeneratorCreationContext context) {
        if (setUpFailure != null) {
            throw setUpFailure;
        }
        if (startup == null) {
            setUp(Declaration.of(annotation), context);
        }
    }

    /**
     * Hibernate 6.6's and 7.2's way in for an annotation (7.4 calls {@link #initialize(Annotation,
     * GeneratorCreationContext)}); the member is read from the context.
     *
     * @param annotation the annotation on the id, the entity class or the package
     * @param member the id's field or getter
     * @param context Hibernate's description of the id
     */
    @Override
    public final void initialize(Annotation annotation, Member member, GeneratorCreationContext context) {
        initialize(annotation, context);
    }

    /**
     * Sets the generator up when it is asked for by name (Hibernate 7).
     *
     * @param context Hibernate's description of the id
     * @param parameters the generator's parameters
     */
    public final void configure(GeneratorCreationContext context, Properties parameters) {
        if (startup == null && setUpFailure == null) {
            String name = parameters.getProperty(IdentifierGenerator.GENERATOR_NAME, registeredName);
            setUp(new Declaration("generator '" + name + "'", null, parameters), context);
        }
    }

    /**
     * Hibernate 6.6 hands the context here, just before {@link #configure(Type, Properties, ServiceRegistry)}.
     *
     * @param context Hibernate's description of the id
     */
    public final void create(GeneratorCreationContext context) {
        creationContext = context;
    }

    /**
     * Hibernate 6.6's way in by name, and after an annotation: sets up from the context {@link #create} kept.
     *
     * @param type the id's Hibernate type
     * @param parameters the generator's parameters
     * @param serviceRegistry the service registry
     */
    @Override
    @SuppressWarnings("removal")
    public final void configure(Type type, Properties parameters, ServiceRegistry serviceRegistry) {
        GeneratorCreationContext context = creationContext;
        creationContext = null;
        if (context == null) {
            throw new MappingException(getClass().getSimpleName() + " was configured without its creation context: "
                    + "this Hibernate calls neither configure(GeneratorCreationContext, Properties) nor "
                    + "create(GeneratorCreationContext), which Hibernate 6.6 to 7.4 do");
        }
        try {
            configure(context, parameters);
        } catch (MappingException | ShardflakeException e) {
            // Hibernate 6.6 wraps what configure throws by name in "Could not instantiate id generator"; it calls
            // initialize(SqlStringGenerationContext) later, directly, which throws it as it is.
            setUpFailure = e;
        }
    }

    /**
     * Throws a set-up failure that Hibernate 6.6 would have buried; see {@link #configure(Type, Properties,
     * ServiceRegistry)}.
     *
     * @param context Hibernate's context for SQL, unused
     */
    @Override
    public final void initialize(SqlStringGenerationContext context) {
        if (setUpFailure != null) {
            throw setUpFailure;
        }
    }

    private void setUp(Declaration declaration, GeneratorCreationContext context) {
        IdAttribute id = IdAttribute.of(context);
        startup = resolve(id, declaration, context);
        generatedType = id.type();
    }

    /**
     * Takes the core generator (a worker id is leased or registered now, on the database's connections) and makes
     * {@link #generate} use it; called by {@link GeneratorStarter} once the SessionFactory exists. Starting again
     * takes the same core generator from the service.
     *
     * @throws io.shardflake.error.ShardflakeException naming the setting if the core generator cannot be made
     */
    final void start() {
        Supplier<EntityIdSource> pending = startup;
        if (pending == null) {
            throw new IllegalStateException(getClass().getSimpleName() + " was started before Hibernate set it up");
        }
        source = pending.get();
    }

    private Object notStarted(Object entity) {
        throw new IdentifierGenerationException(getClass().getSimpleName() + " for " + entity.getClass()
                .getSimpleName() + " was not started when the SessionFactory was created (" + ShardflakeIntegrator
                .class.getName() + " did not run), so it has no core generator to make ids with");
    }

    @Override
    public final Object generate(SharedSessionContractImplementor session, Object owner, @Nullable Object currentValue,
            EventType eventType) {
        return IdValues.isAssigned(currentValue) ? currentValue : source.next(owner);
    }

    @Override
    public final EnumSet<EventType> getEventTypes() {
        return EventTypeSets.INSERT_ONLY;
    }

    /**
     * @return the id attribute's Java type, so Hibernate 7.4 rejects a mismatched mapping at boot (earlier lines do
     *     not ask); null until set up
     */
    public final @Nullable Class<?> getGeneratedType() {
        return generatedType;
    }

    /** @return true: an entity persisted with its id already set keeps it (Hibernate then passes it in) */
    @Override
    public final boolean allowAssignedIdentifiers() {
        return true;
    }
}
