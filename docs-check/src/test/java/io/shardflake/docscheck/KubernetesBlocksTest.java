package io.shardflake.docscheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.nio.file.Path;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.yaml.snakeyaml.Yaml;

/**
 * Every {@code ```yaml kubernetes} block of the docs is one or more Kubernetes objects, with what concerns Shardflake
 * held to what the starter binds and serves: each {@code SHARDFLAKE_*} variable sets a property the starter has
 * (relaxed binding), the host name is never one value for every pod ({@code HOSTNAME} is the pod's name), and the
 * probes ask the health groups Spring Boot serves with {@code management.endpoint.health.probes.enabled}. No cluster
 * runs here, so the objects are parsed, not applied.
 */
class KubernetesBlocksTest {

    private static final BootMetadata METADATA = BootMetadata.load();
    private static final Map<String, String> PROBES = Map.of("readinessProbe", "/actuator/health/readiness",
            "livenessProbe", "/actuator/health/liveness");

    @TestFactory
    Stream<DynamicTest> everyKubernetesBlockIsAManifestOfWhatTheStarterServes() {
        return DocsTree.blocks("yaml").stream().filter(block -> block.has("kubernetes"))
                .map(block -> DynamicTest.dynamicTest(block.where(), () -> check(block)));
    }

    @Test
    void theHostNameSharedByEveryPodAnUnknownVariableAndAProbeOffTheGroupsAreRefused() {
        FencedBlock shared = new FencedBlock(Path.of("example.md"), 1, "yaml", List.of("kubernetes"), """
                apiVersion: apps/v1
                kind: StatefulSet
                metadata:
                  name: orders
                spec:
                  template:
                    spec:
                      containers:
                        - name: orders
                          env:
                            - name: SHARDFLAKE_WORKER_STRATEGY
                              value: statefulset
                            - name: SHARDFLAKE_WORKER_HOSTNAME
                              value: orders-3
                            - name: SHARDFLAKE_WORKER_STRATEGIE
                              value: lease
                          livenessProbe:
                            httpGet:
                              path: /actuator/health
                              port: 8080
                """);

        assertThatThrownBy(() -> check(shared))
                .hasMessageContaining("SHARDFLAKE_WORKER_HOSTNAME = orders-3 for every pod")
                .hasMessageContaining("SHARDFLAKE_WORKER_STRATEGIE sets no property")
                .hasMessageContaining("livenessProbe asks /actuator/health,");
    }

    private static void check(FencedBlock block) {
        List<String> problems = new ArrayList<>();
        int objects = 0;
        for (Object document : new Yaml().loadAll(block.text())) {
            objects++;
            Map<?, ?> object = (Map<?, ?>) document;
            for (String field : List.of("apiVersion", "kind", "metadata")) {
                if (!object.containsKey(field)) {
                    problems.add("an object without " + field);
                }
            }
            Map<?, ?> pod = map(map(map(object, "spec"), "template"), "spec");
            for (Object container : list(pod, "containers")) {
                problems.addAll(containerProblems((Map<?, ?>) container));
            }
        }
        assertThat(problems).as(block.where()).isEmpty();
        assertThat(objects).as(block.where() + ": no object").isPositive();
    }

    private static List<String> containerProblems(Map<?, ?> container) {
        List<String> problems = new ArrayList<>();
        for (Object item : list(container, "env")) {
            Map<?, ?> variable = (Map<?, ?>) item;
            String name = String.valueOf(variable.get("name"));
            if (!name.startsWith("SHARDFLAKE_")) {
                continue;
            }
            String property = METADATA.propertyOfVariable(name);
            if (property == null) {
                problems.add(name + " sets no property the starter binds");
            } else if (property.equals("shardflake.worker.hostname") && variable.containsKey("value")) {
                problems.add(name + " = " + variable.get("value") + " for every pod: each pod would read the same host"
                        + " name (HOSTNAME is the pod's own)");
            }
        }
        PROBES.forEach((probe, path) -> {
            Map<?, ?> get = map(map(container, probe), "httpGet");
            if (!get.isEmpty() && !path.equals(get.get("path"))) {
                problems.add(probe + " asks " + get.get("path") + ", not the health group " + path);
            }
        });
        return problems;
    }

    private static Map<?, ?> map(Map<?, ?> parent, String key) {
        return parent.get(key) instanceof Map<?, ?> child ? child : Map.of();
    }

    private static List<?> list(Map<?, ?> parent, String key) {
        return parent.get(key) instanceof List<?> child ? child : List.of();
    }
}
