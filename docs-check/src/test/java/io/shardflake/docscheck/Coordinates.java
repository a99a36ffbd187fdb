package io.shardflake.docscheck;

import java.util.List;

/**
 * What a dependency of the docs may name, whichever build tool's words it is in: a Shardflake artifact is a published
 * module of this build at this build's version (or no version, the BOM's), another artifact the version the build
 * manages it at (where it does).
 */
final class Coordinates {

    private static final Reactor REACTOR = Reactor.read();

    private Coordinates() {
    }

    /**
     * @param groupId the group
     * @param artifactId the artifact
     * @param version the version, or null when the dependency gives none
     * @return what is wrong with it, empty when nothing is
     */
    static List<String> problems(String groupId, String artifactId, String version) {
        if ("io.shardflake".equals(groupId)) {
            if (!REACTOR.publishes(artifactId)) {
                return List.of(artifactId + " is not a published module; published: " + REACTOR.modules().entrySet()
                        .stream().filter(e -> e.getValue()).map(e -> e.getKey()).toList());
            }
            if (version != null && !version.equals(REACTOR.version())) {
                return List.of(artifactId + " " + version + ": the build is at " + REACTOR.version());
            }
            return List.of();
        }
        String managed = REACTOR.managedVersion(groupId, artifactId);
        if (version != null && managed != null && !version.equals(managed)) {
            return List.of(groupId + ":" + artifactId + " " + version + ": the build uses " + managed);
        }
        return List.of();
    }
}
