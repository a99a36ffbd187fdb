package io.shardflake.lines;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code docs/troubleshooting.md} has a section for every public exception class of every published module, found by
 * reading the modules' class files, and no section for a class that is gone: a new exception cannot ship without
 * saying what it means and what to do about it.
 */
class TroubleshootingPageTest {

    /** The repository's root, from this module's folder (Surefire runs in lines/, see the pom). */
    private static final Path ROOT = Path.of("..");

    // A section of the page, "### `LeaseConflictException`": one per exception.
    private static final Pattern SECTION = Pattern.compile("(?m)^### `([A-Za-z]+Exception)`");

    @Test
    void everyPublicExceptionOfThePublishedModulesHasItsSection() throws IOException {
        Set<String> exceptions = PublishedClasses.of(ROOT).publicExceptionNames();

        assertThat(exceptions).as("public exceptions of %s", PublishedClasses.publishedModules(ROOT))
                .contains("ShardflakeException", "InvalidSettingException", "LeaseTableMissingException");
        assertThat(sections()).containsAll(exceptions);
    }

    @Test
    void everySectionIsAnExceptionThatExists() throws IOException {
        // Public or not: the starter's own refusals are no public classes, but a Spring Boot user reads their names.
        assertThat(PublishedClasses.of(ROOT).exceptionNames()).containsAll(sections());
    }

    private static Set<String> sections() throws IOException {
        Matcher section = SECTION.matcher(Files.readString(ROOT.resolve("docs").resolve("troubleshooting.md")));
        Set<String> names = new TreeSet<>();
        while (section.find()) {
            names.add(section.group(1));
        }
        return names;
    }
}
