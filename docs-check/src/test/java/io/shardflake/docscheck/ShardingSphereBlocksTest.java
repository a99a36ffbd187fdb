package io.shardflake.docscheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every {@code ```yaml shardingsphere} block of the docs, opened as an application opens it: through
 * {@code org.apache.shardingsphere.driver.ShardingSphereDriver}, which starts its data sources and initialises every
 * algorithm with its props, Shardflake's among them (a bad or unknown prop stops it there).
 */
class ShardingSphereBlocksTest {

    @TempDir
    Path work;

    @TestFactory
    Stream<DynamicTest> everyShardingSphereBlockOpens() {
        return DocsTree.blocks("yaml").stream().filter(block -> block.has("shardingsphere"))
                .map(block -> DynamicTest.dynamicTest(block.where(), () -> open(block)));
    }

    private void open(FencedBlock block) throws Exception {
        Path file = work.resolve("block-" + block.line() + "-" + block.page().getFileName() + ".yaml");
        Files.writeString(file, block.text());
        try (Connection connection = DriverManager.getConnection("jdbc:shardingsphere:absolutepath:" + file)) {
            assertThat(connection.isValid(10)).as(block.where() + " opened").isTrue();
        }
    }
}
