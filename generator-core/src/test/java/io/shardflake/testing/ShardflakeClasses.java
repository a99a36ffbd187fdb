package io.shardflake.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Shardflake's main classes on the test's class path (its own module's and its dependencies'; test classes and
 * test-jars left out), and the words they give that only code knows: the names of the classes a user never sees, and
 * the builder methods behind the settings.
 */
public final class ShardflakeClasses {

    private static final String ROOT = "io/shardflake/";

    private ShardflakeClasses() {
    }

    /** @return the binary names of every main class under {@code io.shardflake}, sorted */
    public static List<String> names() {
        Set<String> names = new TreeSet<>();
        try {
            for (URL url : Collections.list(ShardflakeClasses.class.getClassLoader().getResources(ROOT))) {
                names.addAll(namesUnder(url));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return List.copyOf(names);
    }

    /**
     * Words a message in a user's vocabulary must not hold: the simple names of classes that are not public (the
     * compound ones, {@code TableCheck}: one-word names read as English), and the compound names of the public
     * methods of every builder ({@code createTable}), which an integration sets from its own settings.
     *
     * @return the words, sorted
     */
    public static Set<String> codeOnlyWords() {
        Set<String> words = new TreeSet<>(internalClassNames());
        words.addAll(builderMethodNames());
        return words;
    }

    /** @return the compound simple names of the classes that are not public, or not reachable from outside */
    public static Set<String> internalClassNames() {
        Set<String> words = new TreeSet<>();
        for (Class<?> type : classes()) {
            try {
                String name = type.getSimpleName();
                if (!reachable(type) && compound(name)) {
                    words.add(name);
                }
            } catch (LinkageError otherLine) {
                // Nested in a class of another Spring Boot line's adapter: not this test's vocabulary either.
            }
        }
        return words;
    }

    /** @return the compound names of the public methods of Shardflake's public builders */
    public static Set<String> builderMethodNames() {
        Set<String> words = new TreeSet<>();
        for (Class<?> type : classes()) {
            if (reachable(type) && type.getSimpleName().equals("Builder")) {
                for (Method method : type.getDeclaredMethods()) {
                    if (Modifier.isPublic(method.getModifiers()) && compound(method.getName())) {
                        words.add(method.getName());
                    }
                }
            }
        }
        return words;
    }

    /** @return every main class under {@code io.shardflake}, loaded without initialising it */
    public static List<Class<?>> classes() {
        ClassLoader loader = ShardflakeClasses.class.getClassLoader();
        return names().stream().<Class<?>>mapMulti((name, out) -> {
            try {
                out.accept(Class.forName(name, false, loader));
            } catch (ClassNotFoundException | LinkageError e) {
                // A class of another line's adapter (Spring Boot 3 on a Boot 4 class path): not this test's vocabulary.
            }
        }).toList();
    }

    private static boolean reachable(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.getEnclosingClass()) {
            if (!Modifier.isPublic(c.getModifiers()) || c.isAnonymousClass() || c.isLocalClass()) {
                return false;
            }
        }
        return true;
    }

    private static boolean compound(String name) {
        return name.chars().skip(1).anyMatch(Character::isUpperCase) && name.chars().allMatch(Character::isLetterOrDigit);
    }

    private static Set<String> namesUnder(URL url) throws IOException {
        Set<String> names = new TreeSet<>();
        String location = url.toString();
        if (location.contains("test-classes") || location.contains("-tests.jar")) {
            return names;
        }
        if (url.getProtocol().equals("file")) {
            Path root = path(url).getParent().getParent();
            try (Stream<Path> files = Files.walk(path(url))) {
                files.filter(file -> file.toString().endsWith(".class"))
                        .forEach(file -> names.add(className(root.relativize(file).toString().replace('\\', '/'))));
            }
        } else if (url.getProtocol().equals("jar")) {
            String jar = location.substring("jar:".length(), location.indexOf("!/"));
            try (JarFile file = new JarFile(Path.of(URI.create(jar)).toFile())) {
                for (JarEntry entry : Collections.list(file.entries())) {
                    if (entry.getName().startsWith(ROOT) && entry.getName().endsWith(".class")) {
                        names.add(className(entry.getName()));
                    }
                }
            }
        }
        names.removeIf(name -> name.endsWith("package-info") || name.endsWith("module-info"));
        return names;
    }

    private static String className(String file) {
        return file.substring(0, file.length() - ".class".length()).replace('/', '.');
    }

    private static Path path(URL url) {
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(url.toString(), e);
        }
    }
}
