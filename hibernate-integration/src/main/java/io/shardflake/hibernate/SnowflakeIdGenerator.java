package io.shardflake.hibernate;

import io.shardflake.IdLayout;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.codec.Crockford32Codec;
import java.util.function.Supplier;
import org.hibernate.MappingException;
import org.hibernate.generator.GeneratorCreationContext;
import org.hibernate.id.IdentifierGenerationException;
import org.hibernate.metamodel.MappingMetamodel;
import org.jspecify.annotations.Nullable;

/**
 * Makes {@link SnowflakeId} ids: {@code Long}/{@code long}, or {@code String} as 13 characters of Crockford base32
 * (which sort like the numbers). Uses the application's one {@link SnowflakeGenerator} from
 * {@link ShardflakeService}, and the entity's {@link ShardKey} if it has one.
 *
 * <p>Hibernate creates it in three ways (the annotated constructor, the no-argument one followed by
 * {@code initialize} or by {@code configure}); {@link BootResolvedGenerator} runs the set-up once whichever it is.
 * Hibernate also builds each generator twice at boot (for the metadata, then for the SessionFactory); both read
 * the layout from the service, and only the SessionFactory's is started, which takes the core generator: the worker
 * id is leased once, when the SessionFactory is created, and never while the metadata is built.
 */
public class SnowflakeIdGenerator extends BootResolvedGenerator {

    private static final long serialVersionUID = 1L;
    private transient boolean asText;
    private transient @Nullable ShardKeyRouting routing;
    private transient @Nullable AssociationShardKey unboundShardKey;

    /** For Hibernate's class-level, package-level and named paths; set up by {@code initialize} or {@code configure}. */
    public SnowflakeIdGenerator() {
        super(ShardflakeGeneratorNames.SNOWFLAKE);
    }

    /**
     * Sets the generator up for an id annotated with {@link SnowflakeId}.
     *
     * @param annotation the annotation on the id
     * @param context Hibernate's description of the id
     */
    public SnowflakeIdGenerator(SnowflakeId annotation, GeneratorCreationContext context) {
        this();
        setUpFromConstructor(annotation, context);
    }

    @Override
    Supplier<EntityIdSource> resolve(IdAttribute id, Declaration declaration, GeneratorCreationContext context) {
        IdTypes.require(SnowflakeId.class, declaration.what(), id.path(), id.type().getTypeName());
        ShardflakeService service = context.getServiceRegistry().requireService(ShardflakeService.class);
        IdLayout layout = service.snowflakeLayout();
        ShardKeyPath key = ShardKeyFinder.ofEntity(id);
        asText = id.type() == String.class;
        if (key != null) {
            ShardKeyRouting.requireShardField(key, layout);
            if (key.isAssociation()) {
                unboundShardKey = new AssociationShardKey(key, service, layout);
            } else {
                routing = ShardKeyRouting.forValue(key, service, layout);
            }
        }
        return () -> compose(service.snowflakeGenerator());
    }

    /**
     * Completes a shard key that points to another entity, once the SessionFactory has made that entity's
     * generator; see {@link ShardKeyBinder}. Runs before {@link #start()}.
     *
     * @param model the SessionFactory's entities
     * @throws MappingException if the key cannot be honoured
     */
    void bindShardKey(MappingMetamodel model) {
        AssociationShardKey key = unboundShardKey;
        if (key != null) {
            routing = key.bind(model);
            unboundShardKey = null;
        }
    }

    private EntityIdSource compose(SnowflakeGenerator core) {
        AssociationShardKey unbound = unboundShardKey;
        if (unbound != null) {
            return unbound(unbound.path());
        }
        ShardKeyRouting shard = routing;
        Crockford32Codec base32 = Crockford32Codec.INSTANCE;
        if (shard == null) {
            return asText ? entity -> base32.encode(core.nextId()) : entity -> core.nextId();
        }
        return asText ? entity -> base32.encode(core.nextId(shard.shardOf(entity)))
                : entity -> core.nextId(shard.shardOf(entity));
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
}
