package io.shardflake.hibernate;

import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Member;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.model.IdentifierGeneratorDefinition;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.mapping.RootClass;

/**
 * Finds, in the boot model, the entities whose id the mapping asks to be made by one of Shardflake's generators:
 *
 * <ul>
 *   <li>an annotation meta-annotated with {@code @IdGeneratorType} naming one of them on the id ({@link SnowflakeId},
 *       {@link ShardflakeUuid}, {@link UniqidId}, or an application's own);</li>
 *   <li>{@code @GeneratedValue} (strategy AUTO, no name) with such an annotation on the class that declares the id
 *       or its package, and also on the entity class or its package when the id is inherited (Hibernate looks only
 *       at the declaring class there, which is the mistake this catches);</li>
 *   <li>{@code @GeneratedValue(generator = name)} with a {@code @GenericGenerator} of that name on the id, the
 *       class or the package whose type is one of them, or a name of {@link ShardflakeGeneratorNames}, or a name
 *       registered globally for one of them.</li>
 * </ul>
 *
 * <p>A name the mapping itself declares for another generator ({@code @SequenceGenerator(name = "snowflake")} on the
 * id, class or package) is the application's own choice and is not expected to be Shardflake's. An explicit
 * strategy other than AUTO without a name is too. Annotations are read by reflection: a generator named only in an
 * {@code orm.xml} {@code <generated-value>} is not seen here.
 */
final class DeclaredIdGenerators {

    private DeclaredIdGenerators() {
    }

    /**
     * @param metadata the boot model
     * @return one declaration per entity that asks for a Shardflake generator
     */
    static List<IdGeneratorDeclaration> read(Metadata metadata) {
        List<IdGeneratorDeclaration> found = new ArrayList<>();
        for (PersistentClass entity : metadata.getEntityBindings()) {
            if (entity instanceof RootClass && entity.getMappedClass() != null && entity.hasIdentifierProperty()) {
                Member id = entity.getIdentifierProperty().getGetter(entity.getMappedClass()).getMember();
                if (id instanceof AnnotatedElement) {
                    new Reading(metadata, entity, id).declaration().ifPresent(found::add);
                }
            }
        }
        return found;
    }

    /** The reading of one entity's id. */
    private static final class Reading {

        private final Metadata metadata;
        private final PersistentClass entity;
        private final Member id;
        private final AnnotatedElement idElement;
        private final String idPath;

        Reading(Metadata metadata, PersistentClass entity, Member id) {
            this.metadata = metadata;
            this.entity = entity;
            this.id = id;
            this.idElement = (AnnotatedElement) id;
            this.idPath = entity.getMappedClass().getSimpleName() + "." + entity.getIdentifierProperty().getName();
        }

        Optional<IdGeneratorDeclaration> declaration() {
            Annotation onId = GeneratorAnnotations.idGeneratorAnnotation(idElement);
            if (onId != null) {
                return declared(ShardflakeGeneratorKind.ofGenerator(GeneratorAnnotations.generatorOf(onId)),
                        "@" + onId.annotationType().getSimpleName(),
                        kind -> "another generator annotation on the id takes precedence; keep only "
                                + kind.annotationName());
            }
            GeneratedValue generatedValue = idElement.getAnnotation(GeneratedValue.class);
            if (generatedValue == null) {
                return Optional.empty();
            }
            String name = generatedValue.generator();
            if (name.isBlank()) {
                return generatedValue.strategy() == GenerationType.AUTO ? onClassOrPackage() : Optional.empty();
            }
            return byName(name, generatedValue.strategy());
        }

        private Optional<IdGeneratorDeclaration> onClassOrPackage() {
            Class<?> declaring = id.getDeclaringClass();
            Class<?> entityClass = entity.getMappedClass();
            List<AnnotatedElement> places = new ArrayList<>(List.of(declaring));
            addIfPresent(places, declaring.getPackage());
            if (entityClass != declaring) {
                places.add(entityClass);
                addIfPresent(places, entityClass.getPackage());
            }
            for (AnnotatedElement place : places) {
                Annotation annotation = GeneratorAnnotations.idGeneratorAnnotation(place);
                if (annotation != null) {
                    boolean seenByHibernate = place == declaring || place == declaring.getPackage();
                    String where = place instanceof Package pkg ? "package " + pkg.getName()
                            : "class " + ((Class<?>) place).getSimpleName();
                    return declared(ShardflakeGeneratorKind.ofGenerator(GeneratorAnnotations.generatorOf(annotation)),
                            "@" + annotation.annotationType().getSimpleName() + " on " + where,
                            kind -> !HibernateLine.SEVEN
                                    ? "Hibernate " + HibernateLine.VERSION + " reads generator annotations only on the "
                                            + "id (Hibernate 7 reads them on the class and the package too); put "
                                            + kind.annotationName() + " on the id"
                                    : seenByHibernate
                                    ? "a generator declared for the id (a @SequenceGenerator, @TableGenerator or "
                                            + "@GenericGenerator on the id, the class or the package) takes "
                                            + "precedence over it; remove that, or put " + kind.annotationName()
                                            + " on the id"
                                    : "Hibernate reads generator annotations only on the class that declares the "
                                            + "id (" + declaring.getSimpleName() + ") and its package; put "
                                            + kind.annotationName() + " there or on the id");
                }
            }
            return Optional.empty();
        }

        private Optional<IdGeneratorDeclaration> byName(String name, GenerationType strategy) {
            List<AnnotatedElement> places = new ArrayList<>(List.of(idElement, entity.getMappedClass(),
                    id.getDeclaringClass()));
            addIfPresent(places, id.getDeclaringClass().getPackage());
            addIfPresent(places, entity.getMappedClass().getPackage());
            for (AnnotatedElement place : places) {
                Optional<String> local = GeneratorAnnotations.generatorNamed(place, name);
                if (local.isPresent()) {
                    return declared(ShardflakeGeneratorKind.ofClassName(local.get()),
                            "@GenericGenerator(name = \"" + name + "\")", kind -> nameHint(strategy, kind));
                }
            }
            Optional<ShardflakeGeneratorKind> registered = ShardflakeGeneratorKind.ofRegisteredName(name);
            if (registered.isPresent()) {
                return declared(registered, "generator \"" + name + "\"", kind -> nameHint(strategy, kind));
            }
            IdentifierGeneratorDefinition global = metadata.getIdentifierGenerator(name);
            if (global == null && strategy == GenerationType.AUTO) {
                ShardflakeGeneratorNames.refuseLookalike(name, idPath);
            }
            return global == null ? Optional.empty()
                    : declared(ShardflakeGeneratorKind.ofClassName(global.getStrategy()),
                            "generator \"" + name + "\"", kind -> nameHint(strategy, kind));
        }

        private static String nameHint(GenerationType strategy, ShardflakeGeneratorKind kind) {
            if (strategy != GenerationType.AUTO) {
                return "@GeneratedValue(strategy = " + strategy + ") makes Hibernate ignore the generator name; "
                        + "leave the strategy out, or put " + kind.annotationName() + " on the id";
            }
            return "another generator registered under that name takes precedence; rename one of them, or put "
                    + kind.annotationName() + " on the id";
        }

        private Optional<IdGeneratorDeclaration> declared(Optional<ShardflakeGeneratorKind> kind, String source,
                Function<ShardflakeGeneratorKind, String> ifRefused) {
            return kind.map(k -> new IdGeneratorDeclaration(entity.getEntityName(), idPath, k, source,
                    ifRefused.apply(k)));
        }

        private static void addIfPresent(List<AnnotatedElement> places, Package pkg) {
            if (pkg != null) {
                places.add(pkg);
            }
        }
    }
}
