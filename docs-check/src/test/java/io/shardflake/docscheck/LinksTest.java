package io.shardflake.docscheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every relative link of the project's Markdown (README.md, the docs, CHANGELOG.md, CONTRIBUTING.md, NOTES.md and the
 * modules' READMEs) leads to a file or folder that exists, and its {@code #anchor} to a heading of that page, as
 * GitHub makes anchors of headings.
 */
class LinksTest {

    private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");

    @Test
    void everyRelativeLinkLeadsSomewhere() throws IOException {
        Path root = DocsTree.root();
        List<String> broken = new ArrayList<>();
        for (Path page : markdown(root)) {
            List<String> lines = Files.readAllLines(root.resolve(page));
            boolean inFence = false;
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (line.strip().startsWith("```") || line.strip().startsWith("~~~")) {
                    inFence = !inFence;
                    continue;
                }
                if (inFence) {
                    continue;
                }
                Matcher link = LINK.matcher(line.replaceAll("`[^`]*`", ""));
                while (link.find()) {
                    String problem = problem(root, page, link.group(1));
                    if (problem != null) {
                        broken.add(page + ":" + (i + 1) + ": " + link.group(1) + ": " + problem);
                    }
                }
            }
        }
        assertThat(broken).isEmpty();
    }

    private static String problem(Path root, Path page, String target) {
        if (target.matches("^[a-z]+:.*")) {
            return null;
        }
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        Path resolved = file.isEmpty() ? root.resolve(page) : root.resolve(page).getParent().resolve(file).normalize();
        if (!resolved.startsWith(root) || !Files.exists(resolved)) {
            return "no such file";
        }
        if (hash >= 0 && resolved.toString().endsWith(".md")
                && !anchors(resolved).contains(target.substring(hash + 1))) {
            return "no such heading";
        }
        return null;
    }

    /** @return the anchors GitHub gives the page's headings */
    static Set<String> anchors(Path page) {
        Set<String> anchors = new HashSet<>();
        try {
            boolean inFence = false;
            for (String line : Files.readAllLines(page)) {
                if (line.strip().startsWith("```")) {
                    inFence = !inFence;
                } else if (!inFence && line.startsWith("#")) {
                    String heading = line.replaceFirst("^#+\\s*", "").strip();
                    String anchor = heading.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "")
                            .replace(' ', '-');
                    String unique = anchor;
                    for (int n = 1; !anchors.add(unique); n++) {
                        unique = anchor + "-" + n;
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return anchors;
    }

    private static Set<Path> markdown(Path root) throws IOException {
        Set<Path> pages = new LinkedHashSet<>(DocsTree.pages());
        for (String top : List.of("CHANGELOG.md", "CONTRIBUTING.md", "NOTES.md")) {
            if (Files.exists(root.resolve(top))) {
                pages.add(Path.of(top));
            }
        }
        try (Stream<Path> modules = Files.list(root)) {
            modules.map(dir -> dir.resolve("README.md")).filter(Files::isRegularFile).map(root::relativize)
                    .forEach(pages::add);
        }
        return pages;
    }
}
