package io.shardflake.docscheck;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The Markdown a user reads: the project's {@code README.md} and every page under {@code docs/}. The root comes from
 * the system property {@code docs.root} (the build sets it), else the working directory's nearest ancestor that
 * holds both.
 */
final class DocsTree {

    private DocsTree() {
    }

    /** @return the project's root folder */
    static Path root() {
        String given = System.getProperty("docs.root");
        if (given != null) {
            return Path.of(given).toAbsolutePath().normalize();
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("README.md")) && Files.isDirectory(dir.resolve("docs"))) {
                return dir;
            }
        }
        throw new IllegalStateException("no README.md with a docs/ folder above " + Path.of("").toAbsolutePath());
    }

    /** @return README.md and docs/**.md, relative to the root, in a stable order */
    static List<Path> pages() {
        Path root = root();
        try (Stream<Path> docs = Files.walk(root.resolve("docs"))) {
            return Stream.concat(Stream.of(Path.of("README.md")),
                            docs.filter(path -> path.toString().endsWith(".md")).map(root::relativize).sorted())
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return every fenced block of every page */
    static List<FencedBlock> blocks() {
        return pages().stream().flatMap(page -> Markdown.blocks(page, read(page)).stream()).toList();
    }

    /** @return the blocks of one language, in page order */
    static List<FencedBlock> blocks(String language) {
        return blocks().stream().filter(block -> block.language().equals(language)).toList();
    }

    /** @return a page's text */
    static String read(Path page) {
        try {
            return Files.readString(root().resolve(page));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
