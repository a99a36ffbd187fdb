package io.shardflake.publishing;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The modules of the build, read from the root POM down through every {@code <modules>}, and which of them are
 * published. A module is published when its own POM, or the nearest parent POM that says anything, sets
 * {@code maven.deploy.skip} to false; the root sets it to true, so nothing is published by accident.
 *
 * @param root the folder of the root POM
 * @param groupId the root POM's groupId, which every module shares
 * @param version the root POM's version, which every module shares
 * @param modules every module below the root, in the order the POMs list them (the root itself is not one)
 */
public record Reactor(Path root, String groupId, String version, List<ReactorModule> modules) {

    private static final String DEPLOY_SKIP = "maven.deploy.skip";

    /**
     * Reads the build below a root POM.
     *
     * @param root the folder holding the root {@code pom.xml}
     * @return the build's modules
     * @throws IOException if a POM cannot be read, or a module's publication cannot be decided
     */
    public static Reactor read(Path root) throws IOException {
        Pom rootPom = Pom.read(root.resolve("pom.xml"));
        Map<String, Pom> byArtifactId = new HashMap<>();
        Map<Path, Pom> byDir = new HashMap<>();
        collect(root, rootPom, byArtifactId, byDir);
        List<ReactorModule> modules = new ArrayList<>();
        for (Map.Entry<Path, Pom> entry : byDir.entrySet()) {
            Path dir = entry.getKey();
            Pom pom = entry.getValue();
            if (!dir.equals(root)) {
                // collect() refused every POM without its own artifactId
                modules.add(new ReactorModule(dir, pom.text("artifactId").orElseThrow(),
                        pom.text("packaging").orElse("jar"), published(pom, dir, byArtifactId)));
            }
        }
        modules.sort((a, b) -> a.artifactId().compareTo(b.artifactId()));
        return new Reactor(root, required(rootPom, root, "groupId"), required(rootPom, root, "version"),
                List.copyOf(modules));
    }

    /**
     * The published modules.
     *
     * @return the modules with {@code maven.deploy.skip} false, sorted by artifactId
     */
    public List<ReactorModule> published() {
        return modules.stream().filter(ReactorModule::published).toList();
    }

    /**
     * The module with an artifactId.
     *
     * @param artifactId the artifactId
     * @return the module
     * @throws IllegalArgumentException if no module has it
     */
    public ReactorModule module(String artifactId) {
        return modules.stream().filter(m -> m.artifactId().equals(artifactId)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no module " + artifactId + " in " + root));
    }

    private static void collect(Path dir, Pom pom, Map<String, Pom> byArtifactId, Map<Path, Pom> byDir)
            throws IOException {
        byArtifactId.put(pom.text("artifactId").orElseThrow(() -> new IOException(dir + "/pom.xml has no artifactId")),
                pom);
        byDir.put(dir, pom);
        for (Pom module : pom.all("modules", "module")) {
            Path child = dir.resolve(module.text().orElseThrow()).normalize();
            collect(child, Pom.read(child.resolve("pom.xml")), byArtifactId, byDir);
        }
    }

    private static boolean published(Pom pom, Path dir, Map<String, Pom> byArtifactId) throws IOException {
        Pom current = pom;
        while (true) {
            Optional<String> skip = current.text("properties", DEPLOY_SKIP);
            if (skip.isPresent()) {
                return switch (skip.get()) {
                    case "true" -> false;
                    case "false" -> true;
                    default -> throw new IOException(dir + ": " + DEPLOY_SKIP + " = " + skip.get()
                            + " is not allowed: true or false");
                };
            }
            Optional<String> parent = current.text("parent", "artifactId");
            if (parent.isEmpty() || !byArtifactId.containsKey(parent.get())) {
                throw new IOException(dir + " does not say whether it is published: set " + DEPLOY_SKIP
                        + " in its POM or its parent's");
            }
            current = byArtifactId.get(parent.get());
        }
    }

    /** The root's groupId or version: its own, or its parent's if it has one. */
    private static String required(Pom pom, Path dir, String name) throws IOException {
        Optional<String> value = pom.text(name).or(() -> pom.text("parent", name));
        if (value.isEmpty()) {
            throw new IOException(dir.resolve("pom.xml") + " has no " + name);
        }
        return value.get();
    }
}
