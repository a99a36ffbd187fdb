package io.shardflake;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * DESIGN.md's house rule: no package cycle in generator-core (no package reaches "up" into the front door or into
 * a package that depends on it). The dependencies are those of the compiled classes, as the JDK's {@code jdeps}
 * reads them from their constant pools: Javadoc links do not count, a type used in code does.
 */
class PackageCycleTest {

    private static final Pattern EDGE =
            Pattern.compile("^\\s+(io\\.shardflake[\\w.]*)\\s+->\\s+(io\\.shardflake[\\w.]*)\\s");

    @Test
    void noPackageOfTheCoreDependsOnItselfThroughAnother() {
        Map<String, Set<String>> graph = dependencies(Path.of("target", "classes"));

        assertThat(graph).as("jdeps found the core's packages").containsKeys("io.shardflake", "io.shardflake.clock",
                "io.shardflake.worker");
        assertThat(cycles(graph)).as("packages that depend on each other (each set is one cycle)").isEmpty();
    }

    @Test
    void theCycleFinderFindsACycleAndOnlyACycle() {
        Map<String, Set<String>> graph = new TreeMap<>();
        graph.put("a", Set.of("b"));
        graph.put("b", Set.of("c"));
        graph.put("c", Set.of("a", "d"));
        graph.put("d", Set.of());

        assertThat(cycles(graph)).containsExactly(new TreeSet<>(List.of("a", "b", "c")));
        graph.put("c", Set.of("d"));
        assertThat(cycles(graph)).isEmpty();
    }

    private static Map<String, Set<String>> dependencies(Path classes) {
        assertThat(Files.isDirectory(classes)).as(classes + " (run from the module's directory)").isTrue();
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow(() -> new AssertionError("no jdeps"));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = jdeps.run(new PrintWriter(out), new PrintWriter(err), "-verbose:package", classes.toString());
        assertThat(status).as("jdeps: " + err).isZero();
        Map<String, Set<String>> graph = new TreeMap<>();
        for (String line : out.toString().split("\\R")) {
            Matcher edge = EDGE.matcher(line);
            if (edge.find() && !edge.group(1).equals(edge.group(2))) {
                graph.computeIfAbsent(edge.group(1), p -> new TreeSet<>()).add(edge.group(2));
                graph.computeIfAbsent(edge.group(2), p -> new TreeSet<>());
            }
        }
        return graph;
    }

    /** Tarjan's strongly connected components, keeping those of more than one package. */
    static List<Set<String>> cycles(Map<String, Set<String>> graph) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        List<Set<String>> cycles = new ArrayList<>();
        for (String start : graph.keySet()) {
            if (!index.containsKey(start)) {
                connect(start, graph, index, low, stack, cycles);
            }
        }
        return cycles;
    }

    private static void connect(String node, Map<String, Set<String>> graph, Map<String, Integer> index,
            Map<String, Integer> low, Deque<String> stack, List<Set<String>> cycles) {
        index.put(node, index.size());
        low.put(node, index.get(node));
        stack.push(node);
        for (String next : graph.getOrDefault(node, Set.of())) {
            if (!index.containsKey(next)) {
                connect(next, graph, index, low, stack, cycles);
                low.put(node, Math.min(low.get(node), low.get(next)));
            } else if (stack.contains(next)) {
                low.put(node, Math.min(low.get(node), index.get(next)));
            }
        }
        if (low.get(node).equals(index.get(node))) {
            Set<String> component = new TreeSet<>();
            String member;
            do {
                member = stack.pop();
                component.add(member);
            } while (!member.equals(node));
            if (component.size() > 1) {
                cycles.add(component);
            }
        }
    }
}
