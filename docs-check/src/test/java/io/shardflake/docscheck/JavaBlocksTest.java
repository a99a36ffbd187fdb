package io.shardflake.docscheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every {@code ```java} block of the docs compiles against the published modules and what a user's application has
 * beside them (this module's test class path): each block becomes a source file ({@link JavaUnit}), all are compiled
 * at once, and each block fails with the page, the line and the compiler's message of its own errors.
 */
class JavaBlocksTest {

    @TempDir
    Path work;

    @TestFactory
    Stream<DynamicTest> everyJavaBlockCompiles() throws IOException {
        List<JavaUnit> units = units(DocsTree.blocks("java"));
        Map<Path, List<JavaUnit.Origin>> origins = new HashMap<>();
        List<Path> files = new ArrayList<>();
        for (JavaUnit unit : units) {
            Path file = work.resolve("src").resolve(unit.path());
            List<JavaUnit.Origin> lines = new ArrayList<>();
            Files.createDirectories(file.getParent());
            Files.writeString(file, unit.source(lines));
            origins.put(file.toAbsolutePath(), lines);
            files.add(file);
        }
        Map<FencedBlock, List<String>> errors = compile(files, origins);
        return units.stream().flatMap(unit -> unit.blocks().stream())
                .map(block -> DynamicTest.dynamicTest(block.where(), () ->
                        assertThat(errors.getOrDefault(block, List.of()))
                                .as("compiler errors of the block at " + block.where()).isEmpty()));
    }

    private static List<JavaUnit> units(List<FencedBlock> blocks) {
        List<JavaUnit> units = new ArrayList<>();
        JavaUnit last = null;
        for (FencedBlock block : blocks) {
            if (block.has("continued")) {
                if (last == null || !last.blocks().get(0).page().equals(block.page())) {
                    throw new IllegalStateException(block.where() + ": ```java continued with no Java block before it"
                            + " on its page");
                }
                last.add(block);
            } else {
                last = new JavaUnit(block);
                units.add(last);
            }
        }
        return units;
    }

    private Map<FencedBlock, List<String>> compile(List<Path> files, Map<Path, List<JavaUnit.Origin>> origins)
            throws IOException {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        Path classes = Files.createDirectories(work.resolve("classes"));
        try (StandardJavaFileManager fileManager = compiler.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
            List<String> options = List.of("--release", "17", "-proc:none", "-implicit:none", "-Xlint:none",
                    "-d", classes.toString(), "-cp", System.getProperty("java.class.path"));
            compiler.getTask(null, fileManager, diagnostics, options, null,
                    fileManager.getJavaFileObjectsFromPaths(files)).call();
        }
        Map<FencedBlock, List<String>> errors = new LinkedHashMap<>();
        for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
            if (diagnostic.getKind() != Diagnostic.Kind.ERROR) {
                continue;
            }
            List<JavaUnit.Origin> lines = origins.get(Path.of(diagnostic.getSource().toUri()).toAbsolutePath());
            JavaUnit.Origin origin = lines.get((int) Math.max(0, diagnostic.getLineNumber() - 1));
            FencedBlock block = origin.block() != null ? origin.block()
                    : lines.stream().map(JavaUnit.Origin::block).filter(b -> b != null).findFirst().orElseThrow();
            errors.computeIfAbsent(block, key -> new ArrayList<>())
                    .add(block.page() + ":" + origin.pageLine() + ": " + diagnostic.getMessage(Locale.ROOT));
        }
        return errors;
    }
}
