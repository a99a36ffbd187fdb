package io.shardflake.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The tables of {@code docs/configuration.md}, for the tests that hold the code to them: the
 * settings (first column: the key) and the refused settings (key, value, message), which the Hibernate and the
 * Spring Boot integration must both refuse with the same message.
 */
public final class ConfigurationTables {

    /** The page, relative to the project's root. */
    private static final Path PAGE = Path.of("docs", "configuration.md");

    /**
     * A refused setting.
     *
     * @param key the key
     * @param value the value, as text
     * @param message the message it is refused with
     */
    public record Refused(String key, String value, String message) {
        @Override
        public String toString() {
            return key + "=" + value;
        }
    }

    private ConfigurationTables() {
    }

    /** @return the keys in the "Settings" table, in order */
    public static List<String> settingKeys() {
        return rows("## Settings").stream().map(cells -> cells.get(0)).toList();
    }

    /** @return the rows of the "Refused settings" table */
    public static List<Refused> refused() {
        return refused("## Refused settings");
    }

    /** @return the rows of the "Refused public-id settings" table */
    public static List<Refused> refusedPublicIdSettings() {
        return refused("## Refused public-id settings");
    }

    private static List<Refused> refused(String heading) {
        return rows(heading).stream().map(cells -> new Refused(cells.get(0), cells.get(1), cells.get(2))).toList();
    }

    /** The cells of a table's body rows, without their backticks; {@code \|} is a | inside a cell. */
    private static List<List<String>> rows(String heading) {
        List<String> lines = lines();
        int start = lines.indexOf(heading);
        if (start < 0) {
            throw new IllegalStateException(PAGE + " has no heading " + heading);
        }
        List<List<String>> rows = new ArrayList<>();
        boolean inTable = false;
        for (String line : lines.subList(start + 1, lines.size())) {
            if (line.startsWith("|")) {
                if (inTable && !line.startsWith("|---")) {
                    rows.add(cells(line));
                }
                inTable = true;
            } else if (inTable || line.startsWith("#")) {
                break;
            }
        }
        return rows;
    }

    private static List<String> cells(String line) {
        String body = line.substring(1, line.length() - 1).replace("\\|", "\u0000");
        return Arrays.stream(body.split("\\|"))
                .map(cell -> cell.trim().replace("\u0000", "|"))
                .map(cell -> cell.startsWith("`") && cell.endsWith("`") ? cell.substring(1, cell.length() - 1) : cell)
                .toList();
    }

    private static List<String> lines() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.exists(dir.resolve(PAGE))) {
            dir = dir.getParent();
        }
        if (dir == null) {
            throw new IllegalStateException("no " + PAGE + " above " + Path.of("").toAbsolutePath());
        }
        try {
            return Files.readAllLines(dir.resolve(PAGE));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
