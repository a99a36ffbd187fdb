package io.shardflake.quarkus.deployment;

import io.quarkus.arc.deployment.ValidationPhaseBuildItem.ValidationErrorBuildItem;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.builditem.CombinedIndexBuildItem;
import io.shardflake.hibernate.ShardflakeGeneratorNames;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.SequenceGenerators;
import jakarta.persistence.TableGenerator;
import jakarta.persistence.TableGenerators;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.hibernate.MappingException;
import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.AnnotationTarget;
import org.jboss.jandex.AnnotationValue;
import org.jboss.jandex.DotName;
import org.jboss.jandex.IndexView;

/**
 * Checks the generator names of {@code @GeneratedValue(generator = ...)} from the application's index when it is
 * built: a name that reads as one of Shardflake's but is none, and that the application declares nowhere, fails the
 * build with the Hibernate module's words ({@link ShardflakeGeneratorNames#refuseLookalike}), where Hibernate would
 * quietly make a random UUID or a database sequence of that name.
 */
class GeneratorNameCheckStep {

    private static final DotName GENERATED_VALUE = DotName.createSimple(GeneratedValue.class);
    /** Every annotation that declares a generator under a name. */
    private static final List<DotName> DECLARING = List.of(DotName.createSimple(SequenceGenerator.class),
            DotName.createSimple(TableGenerator.class),
            DotName.createSimple("org.hibernate.annotations.GenericGenerator"));
    /** Their containers, when one place declares several. */
    private static final List<DotName> CONTAINERS = List.of(DotName.createSimple(SequenceGenerators.class),
            DotName.createSimple(TableGenerators.class),
            DotName.createSimple("org.hibernate.annotations.GenericGenerators"));

    /**
     * @param index the application's classes
     * @param errors where each refusal goes: a {@link MappingException} naming {@code Entity.attribute} and the
     *     name, which fails the build
     */
    @BuildStep
    void checkGeneratorNames(CombinedIndexBuildItem index, BuildProducer<ValidationErrorBuildItem> errors) {
        IndexView view = index.getIndex();
        Set<String> declared = new HashSet<>();
        for (DotName annotation : DECLARING) {
            view.getAnnotations(annotation).forEach(declaration -> addName(declaration, declared));
        }
        for (DotName container : CONTAINERS) {
            for (AnnotationInstance all : view.getAnnotations(container)) {
                for (AnnotationInstance declaration : all.value().asNestedArray()) {
                    addName(declaration, declared);
                }
            }
        }
        for (AnnotationInstance use : view.getAnnotations(GENERATED_VALUE)) {
            AnnotationValue generator = use.value("generator");
            AnnotationValue strategy = use.value("strategy");
            boolean auto = strategy == null || strategy.asEnum().equals(GenerationType.AUTO.name());
            if (generator == null || generator.asString().isBlank() || !auto
                    || declared.contains(generator.asString())) {
                continue;
            }
            try {
                ShardflakeGeneratorNames.refuseLookalike(generator.asString(), idPath(use.target()));
            } catch (MappingException e) {
                errors.produce(new ValidationErrorBuildItem(e));
            }
        }
    }

    private static void addName(AnnotationInstance declaration, Set<String> declared) {
        AnnotationValue name = declaration.value("name");
        if (name != null) {
            declared.add(name.asString());
        }
    }

    /** @return {@code Entity.attribute} of the id the annotation is on */
    private static String idPath(AnnotationTarget target) {
        return target.kind() == AnnotationTarget.Kind.FIELD
                ? target.asField().declaringClass().simpleName() + "." + target.asField().name()
                : target.asMethod().declaringClass().simpleName() + "."
                        + MappingCheckStep.propertyOf(target.asMethod().name());
    }
}
