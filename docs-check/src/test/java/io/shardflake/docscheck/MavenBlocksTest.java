package io.shardflake.docscheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/**
 * Every {@code ```xml} block of the docs parses, and what it names exists: a Shardflake dependency names a published
 * module of this build at this build's version, another dependency the version the build manages it at (where it
 * does), and a Liquibase {@code <include file=...>} a file the published jars carry.
 */
class MavenBlocksTest {

    @TestFactory
    Stream<DynamicTest> everyXmlBlockNamesWhatExists() {
        return DocsTree.blocks("xml").stream().map(block -> DynamicTest.dynamicTest(block.where(), () -> check(block)));
    }

    private static void check(FencedBlock block) throws Exception {
        Element snippet = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new InputSource(new StringReader("<snippet>" + block.text() + "</snippet>")))
                .getDocumentElement();
        List<String> problems = new ArrayList<>();
        int checked = 0;
        NodeList dependencies = snippet.getElementsByTagName("dependency");
        for (int i = 0; i < dependencies.getLength(); i++, checked++) {
            Element dependency = (Element) dependencies.item(i);
            String groupId = Reactor.text(dependency, "groupId");
            String artifactId = Reactor.text(dependency, "artifactId");
            String version = Reactor.text(dependency, "version");
            problems.addAll(Coordinates.problems(groupId, artifactId, version));
        }
        NodeList includes = snippet.getElementsByTagName("include");
        for (int i = 0; i < includes.getLength(); i++, checked++) {
            String file = ((Element) includes.item(i)).getAttribute("file");
            if (MavenBlocksTest.class.getClassLoader().getResource(file) == null) {
                problems.add("<include file=\"" + file + "\"/>: no such file on the published jars' class path");
            }
        }
        assertThat(problems).as(block.where()).isEmpty();
        assertThat(checked).as(block.where() + ": an XML block with neither a <dependency> nor an <include>")
                .isPositive();
    }
}
