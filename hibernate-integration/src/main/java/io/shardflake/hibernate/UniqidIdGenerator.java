package io.shardflake.hibernate;

import io.shardflake.uniqid.UniqidGenerator;
import java.util.function.Supplier;
import org.hibernate.generator.GeneratorCreationContext;

/**
 * Makes {@link UniqidId} ids: {@code String}s in the sharded PHP uniqid format, from the application's one
 * {@link UniqidGenerator}. Set up once, whichever way Hibernate creates it: see {@link BootResolvedGenerator}.
 */
public class UniqidIdGenerator extends BootResolvedGenerator {

    private static final long serialVersionUID = 1L;

    /** For Hibernate's class-level, package-level and named paths; set up by {@code initialize} or {@code configure}. */
    public UniqidIdGenerator() {
        super(ShardflakeGeneratorNames.UNIQID);
    }

    /**
     * Sets the generator up for an id annotated with {@link UniqidId}.
     *
     * @param annotation the annotation on the id
     * @param context Hibernate's description of the id
     */
    public UniqidIdGenerator(UniqidId annotation, GeneratorCreationContext context) {
        this();
        setUpFromConstructor(annotation, context);
    }

    @Override
    Supplier<EntityIdSource> resolve(IdAttribute id, Declaration declaration, GeneratorCreationContext context) {
        IdTypes.require(UniqidId.class, declaration.what(), id.path(), id.type().getTypeName());
        NoShardKey.require(id, declaration.what(), "a uniqid's shard digit follows from its time");
        ShardflakeService service = context.getServiceRegistry().requireService(ShardflakeService.class);
        return () -> {
            UniqidGenerator generator = service.uniqidGenerator();
            return entity -> generator.nextString();
        };
    }
}
