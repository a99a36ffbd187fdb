package io.shardflake;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.jar.Attributes;
import java.util.jar.Manifest;

/**
 * Which build of Shardflake runs: the version, the git commit it was built from and the build's time, as the jar's
 * manifest carries them ({@code Implementation-Version}, {@code Shardflake-Commit}, {@code Shardflake-Build-Time}).
 * Every snapshot is {@code 0.1.0-SNAPSHOT}; the commit tells two apart. The build's time is the commit's time, so two
 * builds of one commit make the same jars.
 *
 * <p>Classes not run from a jar (an IDE, a module's own tests) have no manifest of theirs: every value is then
 * {@value #UNKNOWN}, as is the commit of a jar built from a source tree without {@code .git}.
 *
 * @param version the version, e.g. {@code 0.1.0-SNAPSHOT}
 * @param commit the full git commit id
 * @param buildTime the build's time (the commit's), ISO-8601 in UTC
 */
public record ShardflakeVersion(String version, String commit, String buildTime) {

    /** What a value is when the manifest does not say. */
    public static final String UNKNOWN = "unknown";

    /** The manifest attribute holding the commit. */
    public static final String COMMIT_ATTRIBUTE = "Shardflake-Commit";

    /** The manifest attribute holding the build's time. */
    public static final String BUILD_TIME_ATTRIBUTE = "Shardflake-Build-Time";

    /** @return the build of the Shardflake jar this class was loaded from */
    public static ShardflakeVersion current() {
        return of(ShardflakeVersion.class);
    }

    /**
     * @param type a class of a Shardflake jar
     * @return the build that jar's manifest names, or {@value #UNKNOWN} values when the class is not in a jar
     */
    public static ShardflakeVersion of(Class<?> type) {
        URL classFile = type.getResource(type.getSimpleName() + ".class");
        String where = classFile == null ? "" : classFile.toString();
        int inJar = where.lastIndexOf("!/");
        if (!where.startsWith("jar:") || inJar < 0) {
            return new ShardflakeVersion(UNKNOWN, UNKNOWN, UNKNOWN);
        }
        try (InputStream in = new URL(where.substring(0, inJar + 2) + "META-INF/MANIFEST.MF").openStream()) {
            Attributes main = new Manifest(in).getMainAttributes();
            return new ShardflakeVersion(value(main, Attributes.Name.IMPLEMENTATION_VERSION.toString()),
                    value(main, COMMIT_ATTRIBUTE), value(main, BUILD_TIME_ATTRIBUTE));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the manifest of " + where.substring(0, inJar), e);
        }
    }

    private static String value(Attributes attributes, String name) {
        String value = attributes.getValue(name);
        return value == null || value.isBlank() ? UNKNOWN : value;
    }

    /** @return one line: {@code 0.1.0-SNAPSHOT (commit f4f0a40fcc88..., built 2026-11-27T12:50:27Z)} */
    @Override
    public String toString() {
        return version + " (commit " + commit + ", built " + buildTime + ")";
    }
}
