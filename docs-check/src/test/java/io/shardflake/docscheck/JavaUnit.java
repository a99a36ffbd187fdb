package io.shardflake.docscheck;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The source file one Java block (with the blocks that continue it) becomes. Imports and types stay at the top level,
 * in the page's own package (so a page's blocks see each other's types); methods and fields go into a class named
 * after the block's line; statements into a method of that class. A block with a package declaration is a file of its
 * own, compiled as written. Every line of the file remembers the page's line it came from.
 */
final class JavaUnit {

    /**
     * A line of the generated file and where it came from.
     *
     * @param block the block, null for a line the wrapping adds
     * @param pageLine the page's line number, or the first block's opening fence for an added line
     */
    record Origin(FencedBlock block, int pageLine) {
    }

    private final FencedBlock first;
    private final String pagePackage;
    private final List<Part> imports = new ArrayList<>();
    private final List<Part> types = new ArrayList<>();
    private final List<Part> members = new ArrayList<>();
    private final List<Part> statements = new ArrayList<>();
    private final List<FencedBlock> blocks = new ArrayList<>();
    private String packageName;
    private String fileName;

    private record Part(FencedBlock block, JavaItem item) {
    }

    /** @param first the block the file starts from */
    JavaUnit(FencedBlock first) {
        this.first = first;
        this.pagePackage = packageOf(first.page());
        add(first);
    }

    /** @param block a block that continues this one ({@code ```java continued}) */
    void add(FencedBlock block) {
        blocks.add(block);
        for (JavaItem item : JavaPieces.of(block.text())) {
            Part part = new Part(block, item);
            switch (item.kind()) {
                case IMPORT -> imports.add(part);
                case PACKAGE -> packageName = item.text().replaceAll("(?s).*package\\s+([\\w.]+)\\s*;.*", "$1");
                case TYPE -> {
                    types.add(part);
                    if (item.isPublic()) {
                        fileName = item.typeName();
                    }
                }
                case MEMBER -> members.add(part);
                case STATEMENT -> statements.add(part);
            }
        }
    }

    /** @return the blocks of this file */
    List<FencedBlock> blocks() {
        return blocks;
    }

    /** @return the file's path under the source root */
    Path path() {
        String pkg = packageName != null ? packageName : pagePackage;
        String name = fileName != null ? fileName
                : packageName != null && types.isEmpty() ? "package-info" : wrapperName();
        return Path.of(pkg.replace('.', '/'), name + ".java");
    }

    /** @return the file's source, and in {@code origins} where each of its lines came from */
    String source(List<Origin> origins) {
        StringBuilder source = new StringBuilder();
        if (packageName != null) {
            for (FencedBlock block : blocks) {
                append(source, origins, block, block.text(), 0);
            }
            return source.toString();
        }
        added(source, origins, "package " + pagePackage + ";");
        for (Part part : imports) {
            append(source, origins, part);
        }
        for (Part part : types) {
            append(source, origins, part);
        }
        if (!members.isEmpty() || !statements.isEmpty()) {
            added(source, origins, "class " + wrapperName() + " {");
            for (Part part : members) {
                append(source, origins, part);
            }
            if (!statements.isEmpty()) {
                added(source, origins, "void snippet() throws Exception {");
                for (Part part : statements) {
                    append(source, origins, part);
                }
                added(source, origins, "}");
            }
            added(source, origins, "}");
        }
        return source.toString();
    }

    private String wrapperName() {
        return "Block" + first.line();
    }

    private void added(StringBuilder source, List<Origin> origins, String line) {
        source.append(line).append('\n');
        origins.add(new Origin(null, first.line()));
    }

    private static void append(StringBuilder source, List<Origin> origins, Part part) {
        append(source, origins, part.block(), part.item().text(), part.item().line());
    }

    private static void append(StringBuilder source, List<Origin> origins, FencedBlock block, String text,
            int firstLine) {
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            source.append(lines.get(i)).append('\n');
            origins.add(new Origin(block, block.pageLine(firstLine + i)));
        }
    }

    /**
     * @param page a page's path
     * @return the Java package its blocks are compiled in: {@code docs/getting-started/java.md} →
     *     {@code docs.getting_started.java_}
     */
    static String packageOf(Path page) {
        List<String> parts = new ArrayList<>();
        parts.add("docs");
        for (Path part : page) {
            String name = part.toString().replaceFirst("\\.md$", "").toLowerCase().replaceAll("[^a-z0-9]", "_");
            parts.add(Character.isDigit(name.charAt(0)) ? "p" + name : name + "_");
        }
        return String.join(".", parts);
    }
}
