package io.shardflake.docscheck;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** The fenced code blocks of a Markdown page (``` or ~~~, also inside list items). */
final class Markdown {

    private Markdown() {
    }

    /**
     * @param page the page's path, for the blocks to name
     * @param text the page's text
     * @return its fenced blocks, in order
     * @throws IllegalStateException naming the line of a fence that is never closed
     */
    static List<FencedBlock> blocks(Path page, String text) {
        List<String> lines = text.lines().toList();
        List<FencedBlock> blocks = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            String stripped = line.stripLeading();
            String fence = fenceOf(stripped);
            if (fence == null) {
                continue;
            }
            int indent = line.length() - stripped.length();
            List<String> info = Arrays.stream(stripped.substring(fence.length()).strip().split("\\s+"))
                    .filter(word -> !word.isEmpty()).toList();
            StringBuilder body = new StringBuilder();
            int open = i;
            for (i++; ; i++) {
                if (i == lines.size()) {
                    throw new IllegalStateException(page + ":" + (open + 1) + ": a fence that is never closed");
                }
                String inner = lines.get(i);
                if (inner.strip().startsWith(fence) && inner.strip().chars().allMatch(c -> c == fence.charAt(0))) {
                    break;
                }
                body.append(unindent(inner, indent)).append('\n');
            }
            String language = info.isEmpty() ? "" : info.get(0);
            List<String> markers = info.isEmpty() ? List.of() : info.subList(1, info.size());
            blocks.add(new FencedBlock(page, open + 1, language, markers, body.toString()));
        }
        return blocks;
    }

    private static String fenceOf(String stripped) {
        for (String fence : List.of("```", "~~~")) {
            if (stripped.startsWith(fence)) {
                int length = 0;
                while (length < stripped.length() && stripped.charAt(length) == fence.charAt(0)) {
                    length++;
                }
                return stripped.substring(0, length);
            }
        }
        return null;
    }

    private static String unindent(String line, int indent) {
        int cut = 0;
        while (cut < indent && cut < line.length() && line.charAt(cut) == ' ') {
            cut++;
        }
        return line.substring(cut);
    }
}
