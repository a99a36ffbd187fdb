package io.shardflake.lines;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The pager's page lists every cause of an exception (docs/decisions/0079): a section's causes table names each cause
 * by a fragment of its message in code font (`the lease expired at`), and every place the published code writes words
 * into that exception's message must contain one of the section's fragments. A new message makes this test fail until
 * the page lists it; a fragment that neither those places nor the exception's own class write fails it too.
 *
 * <p>Where words reach the message later (a lease lost now, refused on the next id), the calls that carry them are
 * named below with the exception; a carrier the code no longer has fails the test, so a rename is noticed.
 */
class TroubleshootingCausesTest {

    private static final Path ROOT = Path.of("..");
    // Parsed once for both tests: about 400 files.
    private static final MessageSites CODE = MessageSites.read(ROOT);

    /** The exceptions of making ids and of the lease: their sections must have a causes table. */
    private static final Set<String> WHILE_RUNNING = Set.of("WorkerLeaseLostException", "ClockLeadExceededException",
            "LayoutExhaustedException", "FieldRangeException", "LeaseDatabaseException", "NoFreeWorkerIdException",
            "LeaseConflictException", "LeaseConnectionException", "UnsupportedDatabaseException",
            "LeaseTableMissingException");

    /**
     * Calls (methods, or records and classes made with {@code new}) whose string arguments become part of an
     * exception's message later; {@code Outcome#3}: only its fourth argument, the reason a renewal lost the id.
     */
    private static final Map<String, Set<String>> CARRIERS = Map.of("WorkerLeaseLostException",
            Set.of("lose", "revoke", "stopHolding", "quarantine", "Quarantine", "Outcome#3"));

    private static final Pattern SECTION = Pattern.compile("(?m)^### `([A-Za-z]+Exception)`\\n(.*?)(?=^##)",
            Pattern.DOTALL);
    // The causes table: its header, its rule, then its rows.
    private static final Pattern CAUSES = Pattern.compile(
            "(?m)^\\| cause \\| the message says \\|.*\\n\\|[-|]+\\|\\n((?:\\|.*\\n)+)");
    private static final Pattern FRAGMENT = Pattern.compile("`([^`]+)`");

    @Test
    void everyMessageTheCodeWritesHasItsCauseInTheSection() throws IOException {
        Map<String, List<String>> causes = causes();
        assertThat(causes.keySet()).containsAll(WHILE_RUNNING);
        List<String> problems = new ArrayList<>();
        causes.forEach((exception, fragments) -> {
            assertThat(fragments).as(exception + "'s causes").isNotEmpty();
            List<MessageSites.Site> sites = CODE.of(exception, CARRIERS.getOrDefault(exception, Set.of()));
            assertThat(sites).as("where the code makes " + exception).isNotEmpty();
            for (MessageSites.Site site : sites) {
                if (site.hasWords() && site.literals().stream().noneMatch(literal -> fragments.stream()
                        .anyMatch(literal::contains))) {
                    problems.add(exception + ": " + site.where() + " writes " + site.literals()
                            + ", a cause its section does not list");
                }
            }
            List<String> words = new ArrayList<>(CODE.ownWords(exception));
            sites.forEach(site -> words.addAll(site.literals()));
            for (String fragment : fragments) {
                if (words.stream().noneMatch(word -> word.contains(fragment))) {
                    problems.add(exception + ": the section lists `" + fragment + "`, which no message has");
                }
            }
        });
        assertThat(problems).isEmpty();
    }

    @Test
    void everyCarrierIsStillInTheCode() {
        CARRIERS.forEach((exception, carriers) -> {
            for (String carrier : carriers) {
                assertThat(CODE.of("-", Set.of(carrier))).as(carrier + ", named as a carrier of " + exception)
                        .anyMatch(MessageSites.Site::hasWords);
            }
        });
    }

    /** @return each section with a causes table: the fragments of its "the message says" column */
    private static Map<String, List<String>> causes() throws IOException {
        String page = Files.readString(ROOT.resolve("docs").resolve("troubleshooting.md"));
        Map<String, List<String>> causes = new LinkedHashMap<>();
        Matcher section = SECTION.matcher(page);
        while (section.find()) {
            Matcher table = CAUSES.matcher(section.group(2));
            if (table.find()) {
                List<String> fragments = new ArrayList<>();
                for (String row : table.group(1).split("\n")) {
                    Matcher code = FRAGMENT.matcher(row.split("\\|")[2]);
                    while (code.find()) {
                        fragments.add(code.group(1));
                    }
                }
                causes.put(section.group(1), fragments);
            }
        }
        return causes;
    }
}
