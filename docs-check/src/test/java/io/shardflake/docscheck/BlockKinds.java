package io.shardflake.docscheck;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What each fenced block of the docs may be, and the markers it may carry. Every block is checked by the test of its
 * language; a block that cannot be checked says why, with one of the reasons below, and nothing else is skipped.
 *
 * <table>
 *   <caption>Languages and their markers</caption>
 *   <tr><th>language</th><th>checked by</th><th>markers</th></tr>
 *   <tr><td>java</td><td>{@link JavaBlocksTest}: compiled</td><td>{@code continued}: goes on from the page's
 *       previous Java block (its variables and types)</td></tr>
 *   <tr><td>properties, yaml</td><td>{@link SpringBlocksTest}: a Spring Boot application started with them;
 *       {@link HibernateBlocksTest}: a Hibernate SessionFactory; {@link ShardingSphereBlocksTest}: opened through
 *       ShardingSphere's driver; {@link KubernetesBlocksTest}: parsed as Kubernetes manifests</td><td>
 *       {@code postgresql}, {@code mysql}: the application on PostgreSQL, or MariaDB, instead of H2;
 *       {@code hibernate}: Hibernate settings, not Spring properties; {@code kubernetes}: Kubernetes manifests, whose
 *       Shardflake settings and probes are held to what the starter binds and serves; {@code shardingsphere}: a
 *       ShardingSphere
 *       configuration; {@code ring}: started with a key ring of the test's own (key 0, and 1 when the block
 *       names a current key) in {@code shardflake.public-id.keys-file}, as the page's key file would be; {@code pod}:
 *       started as the StatefulSet pod {@code orders-3} (its host name)</td></tr>
 *   <tr><td>sql</td><td>{@link SqlBlocksTest}: run, a page's blocks in order on one database of each kind</td>
 *       <td>{@code h2}, {@code postgresql}, {@code mysql} (run on MariaDB): the databases it runs on, H2 without one;
 *       {@code lease}: then the shipped lease DDL runs again (as Flyway or Liquibase would rerun it) and the lease
 *       claims a worker id from the table the page made</td></tr>
 *   <tr><td>xml</td><td>{@link MavenBlocksTest}: parsed, coordinates held to the reactor, included files found</td>
 *       <td></td></tr>
 *   <tr><td>kotlin</td><td>{@link GradleBlocksTest}: read as {@code build.gradle.kts} lines, coordinates held to the
 *       reactor as Maven's are</td><td>{@code gradle} (required): a Gradle build script</td></tr>
 *   <tr><td>sh, shell, console</td><td>{@link ShellBlocksTest}: run, the command line in this JVM</td>
 *       <td>{@code build}: runs Maven or the project's scripts (this build cannot run itself); {@code system}:
 *       installs or changes the machine; {@code lease-history} (console): runs against the H2 database
 *       {@link LeaseHistoryExample} fills with a lease's history first</td></tr>
 *   <tr><td>text</td><td>not run</td><td>one reason: {@code output} (what a program printed), {@code log} (log lines),
 *       {@code message} (an error message), {@code layout} (the shape of bits or text), {@code http} (an HTTP
 *       exchange)</td></tr>
 * </table>
 */
final class BlockKinds {

    /** The markers each language takes. */
    static final Map<String, Set<String>> MARKERS = Map.of(
            "java", Set.of("continued"),
            "properties", Set.of("postgresql", "mysql", "hibernate", "ring", "pod", "quarkus"),
            "yaml", Set.of("postgresql", "mysql", "shardingsphere", "kubernetes"),
            "kotlin", Set.of("gradle"),
            "sql", Set.of("h2", "postgresql", "mysql", "lease"),
            "xml", Set.of(),
            "sh", Set.of("build", "system"),
            "shell", Set.of("build", "system"),
            "console", Set.of("build", "system", "lease-history"),
            "text", Set.of("output", "log", "message", "layout", "http"));

    /** The shell languages. */
    static final List<String> SHELL = List.of("sh", "shell", "console");

    private BlockKinds() {
    }

    /**
     * @param block a block
     * @return why it is not a block the tests know, or null
     */
    static String problem(FencedBlock block) {
        Set<String> allowed = MARKERS.get(block.language());
        if (allowed == null) {
            return "```" + block.language() + " is not a language the docs check knows: one of "
                    + MARKERS.keySet().stream().sorted().toList() + " (```text with a reason for what is not run)";
        }
        for (String marker : block.markers()) {
            if (!allowed.contains(marker)) {
                return "```" + block.language() + " " + marker + ": " + marker + " is not a marker of "
                        + block.language() + "; allowed: " + allowed.stream().sorted().toList();
            }
        }
        if (block.language().equals("kotlin") && !block.has("gradle")) {
            return "```kotlin is checked as a Gradle build script only: ```kotlin gradle";
        }
        if (block.language().equals("text") && block.markers().size() != 1) {
            return "```text needs one reason why it is not run: one of " + allowed.stream().sorted().toList();
        }
        return null;
    }
}
