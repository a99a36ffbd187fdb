package io.shardflake.publishing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;

/**
 * One element of a POM file as written, read without Maven: no inheritance, no interpolation. What the build's
 * POMs declare, and what a published (flattened) POM tells a user's build, are both exactly what the file says.
 */
public final class Pom {

    private final Element element;

    private Pom(Element element) {
        this.element = element;
    }

    /**
     * Reads a POM file.
     *
     * @param file the POM
     * @return its {@code project} element
     * @throws IOException if the file cannot be read or is not well-formed XML
     */
    public static Pom read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IOException(file + " does not exist");
        }
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return new Pom(factory.newDocumentBuilder().parse(file.toFile()).getDocumentElement());
        } catch (ParserConfigurationException | SAXException e) {
            throw new IOException(file + " is not a readable POM: " + e.getMessage(), e);
        }
    }

    /**
     * The child elements on a path of names, in document order: {@code all("licenses", "license")}.
     *
     * @param path element names, each a child of the one before
     * @return the elements at the end of the path; empty if there are none
     */
    public List<Pom> all(String... path) {
        List<Pom> level = List.of(this);
        for (String name : path) {
            List<Pom> next = new ArrayList<>();
            for (Pom pom : level) {
                for (Node node = pom.element.getFirstChild(); node != null; node = node.getNextSibling()) {
                    if (node instanceof Element child && child.getTagName().equals(name)) {
                        next.add(new Pom(child));
                    }
                }
            }
            level = next;
        }
        return level;
    }

    /**
     * The trimmed text of the first element on a path of names.
     *
     * @param path element names, each a child of the one before
     * @return its text, or empty if there is no such element or its text is blank
     */
    public Optional<String> text(String... path) {
        return all(path).stream().findFirst().map(pom -> pom.element.getTextContent().trim()).filter(t -> !t.isEmpty());
    }
}
