package io.shardflake.lines;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The classes of every published module as their class files declare them (name, superclass, public or not), read
 * from each module's {@code target/classes} without loading them: a published module may be built for another Spring
 * Boot line than the one this module's tests run on.
 *
 * <p>A module is published when its POM flattens itself for publishing (flatten-maven-plugin, see the parent POM);
 * the modules that are not published (benchmarks, reliability, the sample, the checks) do not.
 */
final class PublishedClasses {

    /** What a class file says about its class. */
    record ClassFile(String name, String superName, boolean isPublic) {

        String simpleName() {
            return name.substring(Math.max(name.lastIndexOf('.'), name.lastIndexOf('$')) + 1);
        }
    }

    private static final Pattern MODULE = Pattern.compile("<module>([^<]+)</module>");
    private static final int ACC_PUBLIC = 0x0001;

    private final Map<String, ClassFile> classes = new HashMap<>();

    private PublishedClasses(Path root) {
        for (String module : publishedModules(root)) {
            Path classesDir = root.resolve(module).resolve("target").resolve("classes");
            if (!Files.isDirectory(root.resolve(module).resolve("src").resolve("main"))) {
                continue; // a starter: dependencies only
            }
            if (!Files.isDirectory(classesDir)) {
                throw new IllegalStateException("published module " + module + " has no " + classesDir
                        + ": build it first (this module's POM orders it before)");
            }
            try (Stream<Path> files = Files.walk(classesDir)) {
                files.filter(file -> file.toString().endsWith(".class")).map(PublishedClasses::read)
                        .forEach(file -> classes.put(file.name(), file));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /**
     * @param root the repository's root
     * @return the classes of its published modules
     */
    static PublishedClasses of(Path root) {
        return new PublishedClasses(root);
    }

    /** @return the modules of the root POM that flatten their POM for publishing */
    static List<String> publishedModules(Path root) {
        List<String> published = new ArrayList<>();
        Matcher modules = MODULE.matcher(text(root.resolve("pom.xml")));
        while (modules.find()) {
            Path pom = root.resolve(modules.group(1)).resolve("pom.xml");
            if (text(pom).contains("<artifactId>flatten-maven-plugin</artifactId>")) {
                published.add(modules.group(1));
            }
        }
        return published;
    }

    /**
     * @return the simple names of the public classes (the enclosing ones public too) that are exceptions: a
     *     {@link Throwable} by their superclasses, whether those are published classes or the JDK's and libraries'
     */
    Set<String> publicExceptionNames() {
        Set<String> names = new TreeSet<>();
        for (ClassFile file : classes.values()) {
            if (reachable(file) && isThrowable(file.name())) {
                names.add(file.simpleName());
            }
        }
        return names;
    }

    /** @return the simple names of every exception class, public or not (a user reads them in stack traces too) */
    Set<String> exceptionNames() {
        Set<String> names = new TreeSet<>();
        for (ClassFile file : classes.values()) {
            if (isThrowable(file.name())) {
                names.add(file.simpleName());
            }
        }
        return names;
    }

    private boolean reachable(ClassFile file) {
        if (!file.isPublic()) {
            return false;
        }
        int nested = file.name().lastIndexOf('$');
        return nested < 0 || classes.containsKey(file.name().substring(0, nested))
                && reachable(classes.get(file.name().substring(0, nested)));
    }

    private boolean isThrowable(String name) {
        ClassFile file = classes.get(name);
        if (file != null) {
            return file.superName() != null && isThrowable(file.superName());
        }
        try {
            return Throwable.class.isAssignableFrom(Class.forName(name, false, getClass().getClassLoader()));
        } catch (ClassNotFoundException | LinkageError e) {
            // Another line's library (Jackson 3 on a Boot 3 class path, ShardingSphere): named as Java names types.
            if (name.endsWith("Exception") || name.endsWith("Error")) {
                throw new IllegalStateException("a published class extends " + name + ", which is not on this test's"
                        + " class path: add it, so that the test can tell whether it is an exception", e);
            }
            return false;
        }
    }

    /** Reads the class file's header: the constant pool, then access flags, this class and its superclass. */
    private static ClassFile read(Path file) {
        try (InputStream bytes = Files.newInputStream(file); DataInputStream in = new DataInputStream(bytes)) {
            in.readInt(); // magic
            in.readUnsignedShort(); // minor version
            in.readUnsignedShort(); // major version
            int count = in.readUnsignedShort();
            String[] utf8 = new String[count];
            int[] classNameIndex = new int[count];
            for (int i = 1; i < count; i++) {
                int tag = in.readUnsignedByte();
                switch (tag) {
                    case 1 -> utf8[i] = in.readUTF();
                    case 7 -> classNameIndex[i] = in.readUnsignedShort();
                    case 8, 16, 19, 20 -> in.skipNBytes(2);
                    case 15 -> in.skipNBytes(3);
                    case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipNBytes(4);
                    case 5, 6 -> {
                        in.skipNBytes(8);
                        i++; // a long or a double takes two entries
                    }
                    default -> throw new IOException("constant pool tag " + tag + " in " + file);
                }
            }
            int access = in.readUnsignedShort();
            String name = utf8[classNameIndex[in.readUnsignedShort()]];
            int superIndex = in.readUnsignedShort();
            String superName = superIndex == 0 ? null : utf8[classNameIndex[superIndex]].replace('/', '.');
            return new ClassFile(name.replace('/', '.'), superName, (access & ACC_PUBLIC) != 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String text(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
