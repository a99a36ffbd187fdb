package io.shardflake.publishing;

import java.nio.file.Path;

/**
 * A module of the build, as its POM declares it.
 *
 * @param dir its folder
 * @param artifactId its artifactId
 * @param packaging its packaging ({@code jar} unless the POM says otherwise)
 * @param published whether it goes to Maven Central: {@code maven.deploy.skip} is false in its POM or, failing that,
 *                  in the nearest parent POM that says
 */
public record ReactorModule(Path dir, String artifactId, String packaging, boolean published) {

    /**
     * Where the build writes this module's output.
     *
     * @param targetFolder the name of the output folder ({@code sf.target} in the build, {@code target} by default)
     * @return the output folder
     */
    public Path target(String targetFolder) {
        return dir.resolve(targetFolder);
    }
}
