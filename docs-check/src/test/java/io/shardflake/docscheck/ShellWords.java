package io.shardflake.docscheck;

import java.util.ArrayList;
import java.util.List;

/** A shell command line taken apart as a POSIX shell does it for simple commands: words, quotes and pipes. */
final class ShellWords {

    private ShellWords() {
    }

    /**
     * @param line a command line
     * @return its pipeline stages (split at unquoted {@code |}), each a list of words with quotes removed
     */
    static List<List<String>> stages(String line) {
        List<List<String>> stages = new ArrayList<>();
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else if (c == '\\' && quote == '"' && i + 1 < line.length()) {
                    word.append(line.charAt(++i));
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (c == '\\' && i + 1 < line.length()) {
                word.append(line.charAt(++i));
                inWord = true;
            } else if (Character.isWhitespace(c) || c == '|') {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
                if (c == '|') {
                    stages.add(words);
                    words = new ArrayList<>();
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        stages.add(words);
        return stages;
    }
}
