package io.shardflake.docscheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/** Every fenced block of the docs is of a kind a test checks, or says why it is not run. */
class BlockKindsTest {

    @Test
    void everyBlockIsCheckedOrSaysWhyNot() {
        List<String> problems = DocsTree.blocks().stream()
                .map(block -> {
                    String problem = BlockKinds.problem(block);
                    return problem == null ? null : block.where() + ": " + problem;
                })
                .filter(Objects::nonNull)
                .toList();
        assertThat(problems).isEmpty();
    }

    @Test
    void theDocsHaveBlocksOfEveryCheckedKind() {
        assertThat(DocsTree.blocks()).extracting(FencedBlock::language)
                .contains("java", "properties", "yaml", "sql", "xml", "kotlin", "sh", "text");
    }
}
