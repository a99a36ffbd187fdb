package io.shardflake.docscheck;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;

/**
 * The build as the docs may name it: the project's version, which of its modules are published (a module is, unless
 * its POM, or the parent's, sets {@code maven.deploy.skip} to true), and the versions the parent POM manages.
 */
final class Reactor {

    private final String version;
    private final Map<String, Boolean> published = new LinkedHashMap<>();
    private final Map<String, String> managed = new HashMap<>();

    private Reactor(String version) {
        this.version = version;
    }

    /** @return the reactor of the project's root POM */
    static Reactor read() {
        try {
            Element root = parse(DocsTree.root().resolve("pom.xml"));
            Map<String, String> properties = properties(root);
            Reactor reactor = new Reactor(text(root, "version"));
            boolean parentSkips = Boolean.parseBoolean(properties.getOrDefault("maven.deploy.skip", "false"));
            reactor.addModules(DocsTree.root(), root, parentSkips);
            for (Element dependency : children(child(child(root, "dependencyManagement"), "dependencies"),
                    "dependency")) {
                String value = text(dependency, "version");
                if (value != null && value.startsWith("${") && value.endsWith("}")) {
                    value = properties.get(value.substring(2, value.length() - 1));
                }
                reactor.managed.put(text(dependency, "groupId") + ":" + text(dependency, "artifactId"), value);
            }
            return reactor;
        } catch (IOException | SAXException | ParserConfigurationException e) {
            throw new IllegalStateException("could not read the project's POMs", e);
        }
    }

    /** @return the project's version */
    String version() {
        return version;
    }

    /**
     * @param artifactId an artifact id
     * @return whether a module of the build has it and is published
     */
    boolean publishes(String artifactId) {
        return published.getOrDefault(artifactId, false);
    }

    /** @return every module's artifact id and whether it is published */
    Map<String, Boolean> modules() {
        return published;
    }

    /**
     * @param groupId a group id
     * @param artifactId an artifact id
     * @return the version the parent POM manages it at, or null
     */
    String managedVersion(String groupId, String artifactId) {
        return managed.get(groupId + ":" + artifactId);
    }

    private void addModules(Path dir, Element pom, boolean parentSkips)
            throws IOException, SAXException, ParserConfigurationException {
        for (Element module : children(child(pom, "modules"), "module")) {
            Path moduleDir = dir.resolve(module.getTextContent().strip());
            Element modulePom = parse(moduleDir.resolve("pom.xml"));
            String skip = properties(modulePom).get("maven.deploy.skip");
            boolean skips = skip == null ? parentSkips : Boolean.parseBoolean(skip);
            published.put(text(modulePom, "artifactId"), !skips);
            addModules(moduleDir, modulePom, skips);
        }
    }

    private static Element parse(Path pom) throws IOException, SAXException, ParserConfigurationException {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        try (var in = Files.newInputStream(pom)) {
            Document document = factory.newDocumentBuilder().parse(in);
            return document.getDocumentElement();
        }
    }

    private static Map<String, String> properties(Element pom) {
        Map<String, String> properties = new HashMap<>();
        Element block = child(pom, "properties");
        if (block != null) {
            for (Node node = block.getFirstChild(); node != null; node = node.getNextSibling()) {
                if (node instanceof Element property) {
                    properties.put(property.getTagName(), property.getTextContent().strip());
                }
            }
        }
        return properties;
    }

    /**
     * @param parent an element, or null
     * @param name a tag name
     * @return its first child element of that name, or null
     */
    static Element child(Element parent, String name) {
        List<Element> found = children(parent, name);
        return found.isEmpty() ? null : found.get(0);
    }

    /**
     * @param parent an element, or null
     * @param name a tag name
     * @return its child elements of that name
     */
    static List<Element> children(Element parent, String name) {
        if (parent == null) {
            return List.of();
        }
        java.util.ArrayList<Element> found = new java.util.ArrayList<>();
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && element.getTagName().equals(name)) {
                found.add(element);
            }
        }
        return found;
    }

    /**
     * @param parent an element
     * @param name a child's tag name
     * @return the child's text, stripped, or null without one
     */
    static String text(Element parent, String name) {
        Element child = child(parent, name);
        return child == null ? null : child.getTextContent().strip();
    }
}
