package io.shardflake.docscheck;

import java.nio.file.Path;
import java.util.List;

/**
 * A fenced code block of a page: its language (the info string's first word) and markers (the words after it, which
 * say how the block is checked or why it is not), and its text with the fence's indentation removed.
 *
 * @param page the page, relative to the project's root
 * @param line the page's line number of the opening fence (the text starts on the next line)
 * @param language the info string's first word, "" when there is none
 * @param markers the info string's other words
 * @param text the block's lines, each ending with a new line
 */
record FencedBlock(Path page, int line, String language, List<String> markers, String text) {

    /** @return page and line, as the failure messages name a block */
    String where() {
        return page + ":" + line;
    }

    /**
     * @param marker a marker word
     * @return whether the info string has it
     */
    boolean has(String marker) {
        return markers.contains(marker);
    }

    /**
     * @param index a 0-based line of the text
     * @return the page's line number of it
     */
    int pageLine(int index) {
        return line + 1 + index;
    }

    @Override
    public String toString() {
        return where() + " ```" + String.join(" ", language, String.join(" ", markers)).strip();
    }
}
