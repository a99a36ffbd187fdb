package io.shardflake.lines;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * What a user's build reads of each published module: its flattened POM (flatten-maven-plugin, see the parent POM)
 * puts no Spring Boot, Spring or Hibernate artifact on the application's class path, and imports no BOM, so the
 * application's own Boot line decides every one of their versions. A dependency on them is optional or provided.
 */
class PublishedPomsTest {

    /** The repository's root, from this module's folder (Surefire runs in lines/, see the pom). */
    private static final Path ROOT = Path.of("..");

    @ParameterizedTest
    @ValueSource(strings = {"generator-core", "cli", "hibernate-integration", "micrometer",
            "spring-boot-autoconfigure", "spring-boot-starter", "spring-boot-3-autoconfigure", "spring-boot-3-starter",
            "shardingsphere-integration"})
    void pinsNoSpringBootSpringOrHibernate(String module) throws Exception {
        Path pom = ROOT.resolve(module).resolve("target").resolve(".flattened-pom.xml");
        assertThat(pom).as("the POM %s publishes", module).exists();
        Element project = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(pom.toFile())
                .getDocumentElement();
        assertThat(children(project, "parent")).as("%s's parent, whose BOM would come along", module).isEmpty();
        assertThat(children(project, "dependencyManagement")).as("%s's dependencyManagement", module).isEmpty();
        List<String> pinned = new ArrayList<>();
        for (Element dependencies : children(project, "dependencies")) {
            for (Element dependency : children(dependencies, "dependency")) {
                String group = text(dependency, "groupId");
                String scope = text(dependency, "scope");
                boolean reachesTheClassPath = !"true".equals(text(dependency, "optional"))
                        && (scope.isEmpty() || scope.equals("compile") || scope.equals("runtime"));
                if (reachesTheClassPath && (group.startsWith("org.springframework") || group.startsWith("org.hibernate"))) {
                    pinned.add(group + ":" + text(dependency, "artifactId") + ":" + text(dependency, "version"));
                }
            }
        }
        assertThat(pinned).as("Spring Boot, Spring or Hibernate artifacts %s puts on an application's class path",
                module).isEmpty();
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        NodeList nodes = parent.getChildNodes();
        for (int i = 0; i < nodes.getLength(); i++) {
            Node node = nodes.item(i);
            if (node instanceof Element element && element.getTagName().equals(name)) {
                found.add(element);
            }
        }
        return found;
    }

    private static String text(Element parent, String name) {
        List<Element> found = children(parent, name);
        return found.isEmpty() ? "" : found.get(0).getTextContent().trim();
    }
}
