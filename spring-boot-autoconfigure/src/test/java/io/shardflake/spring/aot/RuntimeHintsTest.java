package io.shardflake.spring.aot;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.hibernate.NamedGeneratorsContributor;
import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.ShardflakeUuid;
import io.shardflake.hibernate.ShardflakeUuidGenerator;
import io.shardflake.hibernate.SnowflakeId;
import io.shardflake.hibernate.SnowflakeIdGenerator;
import io.shardflake.hibernate.UniqidId;
import io.shardflake.hibernate.UniqidIdGenerator;
import io.shardflake.sql.H2Functions;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;
import org.hibernate.generator.GeneratorCreationContext;
import org.junit.jupiter.api.Test;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.TypeReference;
import org.springframework.aot.hint.RuntimeHintsRegistrar;
import org.springframework.aot.hint.predicate.RuntimeHintsPredicates;
import org.springframework.core.io.Resource;
import org.springframework.core.io.support.PathMatchingResourcePatternResolver;
import org.springframework.core.io.support.SpringFactoriesLoader;
import org.springframework.util.ClassUtils;

/**
 * The hints, checked against what the jars really hold: every Shardflake resource read at run time, every
 * generator constructor Hibernate calls, every Shardflake class named in a {@code META-INF/services} file. The hints
 * come from {@code META-INF/spring/aot.factories}, as {@code process-aot} reads them.
 */
class RuntimeHintsTest {

    private final ClassLoader classLoader = getClass().getClassLoader();
    private final RuntimeHints hints = registered();

    private RuntimeHints registered() {
        RuntimeHints all = new RuntimeHints();
        SpringFactoriesLoader.forResourceLocation("META-INF/spring/aot.factories")
                .load(RuntimeHintsRegistrar.class)
                .forEach(registrar -> registrar.registerHints(all, classLoader));
        return all;
    }

    @Test
    void theRegistrarsAreListedInAotFactories() {
        List<Class<?>> listed = SpringFactoriesLoader.forResourceLocation("META-INF/spring/aot.factories")
                .load(RuntimeHintsRegistrar.class).stream().<Class<?>>map(Object::getClass).toList();

        assertThat(listed).contains(CoreRuntimeHints.class, HibernateRuntimeHints.class,
                ShardingSphereRuntimeHints.class);
    }

    @Test
    void everyLeaseAndSqlResourceOfTheCoreIsIncluded() throws IOException {
        List<String> resources = resources("io/shardflake/worker/lease/**/*", "io/shardflake/sql/**/*");

        assertThat(resources).contains("io/shardflake/worker/lease/liquibase.xml",
                "io/shardflake/worker/lease/h2/R__shardflake_worker_lease.sql",
                "io/shardflake/worker/lease/postgresql/R__shardflake_worker_lease.sql",
                "io/shardflake/worker/lease/mysql/R__shardflake_worker_lease.sql",
                "io/shardflake/sql/h2/shardflake-functions.sql",
                "io/shardflake/sql/postgresql/shardflake-functions.sql");
        assertThat(resources).allSatisfy(resource ->
                assertThat(RuntimeHintsPredicates.resource().forResource(resource)).as(resource).accepts(hints));
    }

    @Test
    void thePackageOfTheGeneratorNamesIsIncluded() throws ClassNotFoundException {
        Class<?> packageInfo = Class.forName(NamedGeneratorsContributor.NAMES_PACKAGE + ".package-info");

        assertThat(RuntimeHintsPredicates.reflection().onType(packageInfo)).accepts(hints);
    }

    @Test
    void everyH2FunctionMayBeCalledReflectively() {
        List<Method> functions = Arrays.stream(H2Functions.class.getDeclaredMethods())
                .filter(method -> Modifier.isPublic(method.getModifiers())).toList();

        assertThat(functions).extracting(Method::getName)
                .contains("idField", "idTime", "uuidTime", "formUuidV1");
        assertThat(functions).allSatisfy(method -> assertThat(
                invocable(method)).as(method.toString()).accepts(hints));
    }

    @Test
    void hibernateMayCallBothConstructorsOfEveryGenerator() throws NoSuchMethodException {
        List<Constructor<?>> constructors = List.of(
                SnowflakeIdGenerator.class.getConstructor(),
                SnowflakeIdGenerator.class.getConstructor(SnowflakeId.class, GeneratorCreationContext.class),
                ShardflakeUuidGenerator.class.getConstructor(),
                ShardflakeUuidGenerator.class.getConstructor(ShardflakeUuid.class, GeneratorCreationContext.class),
                UniqidIdGenerator.class.getConstructor(),
                UniqidIdGenerator.class.getConstructor(UniqidId.class, GeneratorCreationContext.class));

        assertThat(constructors).allSatisfy(constructor -> assertThat(
                invocable(constructor))
                .as(constructor.toString()).accepts(hints));
    }

    @Test
    void theAnnotationsAttributesMayBeRead() {
        assertThat(List.of(SnowflakeId.class, ShardflakeUuid.class, UniqidId.class, ShardKey.class))
                .allSatisfy(annotation -> assertThat(Arrays.stream(annotation.getDeclaredMethods()))
                        .as(annotation.getName())
                        .allSatisfy(attribute -> assertThat(invocable(attribute))
                                .as(attribute.toString()).accepts(hints)));
    }

    @Test
    void everyShardflakeServiceProviderOnTheClassPathIsRegistered() throws Exception {
        List<String> providers = new ArrayList<>();
        for (Resource file : new PathMatchingResourcePatternResolver(classLoader)
                .getResources("classpath*:META-INF/services/*")) {
            String path = "META-INF/services/" + file.getFilename();
            for (String provider : shardflakeProviders(file)) {
                providers.add(provider);
                assertThat(RuntimeHintsPredicates.resource().forResource(path)).as(path).accepts(hints);
                assertThat(invocable(ClassUtils.forName(provider, classLoader).getConstructor())).as(provider)
                        .accepts(hints);
            }
        }

        assertThat(providers).contains("io.shardflake.hibernate.NamedGeneratorsContributor",
                "io.shardflake.hibernate.ShardflakeIntegrator", "io.shardflake.hibernate.ShardflakeServiceContributor");
    }

    @Test
    void withoutShardingSphereOnTheClassPathItsRegistrarAddsNothing() {
        RuntimeHints own = new RuntimeHints();

        new ShardingSphereRuntimeHints().registerHints(own, classLoader);

        assertThat(ClassUtils.isPresent("io.shardflake.shardingsphere.ShardflakeKeyGenerateAlgorithm", classLoader))
                .isFalse();
        assertThat(own.reflection().typeHints()).isEmpty();
        assertThat(own.resources().resourcePatternHints()).isEmpty();
    }

    private List<String> resources(String... patterns) throws IOException {
        PathMatchingResourcePatternResolver resolver = new PathMatchingResourcePatternResolver(classLoader);
        List<String> found = new ArrayList<>();
        for (String pattern : patterns) {
            String root = pattern.substring(0, pattern.indexOf("**"));
            for (Resource resource : resolver.getResources("classpath*:" + pattern)) {
                if (resource.isReadable() && !resource.getFilename().endsWith(".class")) {
                    String url = resource.getURL().toString();
                    found.add(url.substring(url.lastIndexOf(root)));
                }
            }
        }
        return found;
    }

    private static List<String> shardflakeProviders(Resource file) throws IOException {
        try (InputStream in = file.getInputStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .map(line -> line.replaceFirst("#.*", "").strip())
                    .filter(line -> line.startsWith("io.shardflake."))
                    .toList();
        }
    }

    /**
     * Spring 7's {@code onMethodInvocation} and {@code onConstructorInvocation} are missing from Spring 6.2 (Boot 3.5),
     * where these tests run too; the predicate both have is deprecated in 7, not removed.
     */
    @SuppressWarnings("deprecation")
    private static Predicate<RuntimeHints> invocable(Executable executable) {
        return executable instanceof Method method ? RuntimeHintsPredicates.reflection().onMethod(method).invoke()
                : RuntimeHintsPredicates.reflection().onConstructor((Constructor<?>) executable).invoke();
    }
}
