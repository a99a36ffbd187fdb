package io.shardflake.docscheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.publicid.PublicIdKey;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every key a page prints (32, 48 or 64 hex digits in a row) is refused as a key, so that no reader can mask anything
 * with a key copied from the docs: an example key must follow a pattern {@code PublicIdKey} refuses.
 */
class PrintedKeysTest {

    private static final Pattern KEY = Pattern.compile(
            "(?<![0-9A-Fa-f])([0-9A-Fa-f]{64}|[0-9A-Fa-f]{48}|[0-9A-Fa-f]{32})(?![0-9A-Fa-f])");

    @Test
    void everyKeyThePagesPrintIsRefused() {
        List<String> printed = new ArrayList<>();
        for (Path page : DocsTree.pages()) {
            Matcher key = KEY.matcher(DocsTree.read(page));
            while (key.find()) {
                String hex = key.group(1);
                printed.add(hex);
                assertThatThrownBy(() -> PublicIdKey.ofHex(0, hex)).as(page + " prints " + hex)
                        .isInstanceOf(InvalidConfigurationException.class).hasMessageContaining("follow a pattern");
            }
        }
        // The rotation's ring and the command line's example key, at least: the pattern above finds keys.
        assertThat(printed).hasSizeGreaterThanOrEqualTo(3);
    }
}
