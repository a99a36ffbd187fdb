package io.shardflake.hibernate;

import java.util.List;
import org.hibernate.MappingException;
import org.hibernate.SessionFactory;
import org.hibernate.SessionFactoryObserver;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.generator.Generator;
import org.hibernate.metamodel.MappingMetamodel;

/**
 * Fails the boot when an entity whose mapping asks for a Shardflake generator got another one from Hibernate.
 *
 * <p>Why this is needed: when Hibernate does not know a generator name it does not fail, it falls back — to a
 * random v4 {@code UuidGenerator} on a {@code UUID} or {@code String} id, to a database sequence of that name on a
 * number — and {@code @GeneratedValue(strategy = UUID)} ignores the name altogether. The application would boot and
 * write ids that carry no shard, no worker and no Shardflake time. Run when the SessionFactory is built, because
 * that is when the generators it uses exist.
 */
final class DeclaredGeneratorCheck implements SessionFactoryObserver {

    private static final long serialVersionUID = 1L;

    private final transient List<IdGeneratorDeclaration> declarations;

    DeclaredGeneratorCheck(List<IdGeneratorDeclaration> declarations) {
        this.declarations = List.copyOf(declarations);
    }

    /**
     * @throws MappingException naming the id, what its mapping asks for, what Hibernate chose and why
     */
    @Override
    public void sessionFactoryCreated(SessionFactory factory) {
        MappingMetamodel model = factory.unwrap(SessionFactoryImplementor.class).getMappingMetamodel();
        for (IdGeneratorDeclaration declaration : declarations) {
            Generator chosen = model.getEntityDescriptor(declaration.entityName()).getGenerator();
            if (!declaration.kind().isMadeBy(chosen)) {
                throw new MappingException(declaration.idPath() + " asks for " + declaration.source() + " ("
                        + declaration.kind().generatorClass().getSimpleName() + "), but Hibernate chose "
                        + HibernateGenerators.describe(chosen) + ": " + declaration.ifRefused());
            }
        }
    }
}
