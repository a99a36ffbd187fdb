package io.shardflake.lines;

import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.LiteralTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.Trees;
import com.sun.source.util.TreeScanner;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Where the published modules' code writes the words of an exception's message: each {@code new E(...)} and each
 * call that carries a reason into E's message later (a lease's {@code lose(reason)}), with the string literals of its
 * arguments, local variables followed to what the method assigns them. Read from the sources with javac's parser
 * (no types resolved), so a new message is found the day it is written.
 */
final class MessageSites {

    /** One place that writes message words: the file and line, and the words. */
    record Site(String where, List<String> literals) {

        /** @return whether it writes words a reader would search for (two words or more in one literal) */
        boolean hasWords() {
            return literals.stream().anyMatch(literal -> WORDS.matcher(literal).find());
        }
    }

    private static final Pattern WORDS = Pattern.compile("[A-Za-z]{2,}\\W+[A-Za-z]{2,}");

    private final Path root;
    private final SourcePositions positions;
    private final List<CompilationUnitTree> units = new ArrayList<>();

    private MessageSites(Path root) {
        this.root = root.toAbsolutePath().normalize();
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, null)) {
            JavacTask task = (JavacTask) javac.getTask(null, files, null, List.of("-proc:none"), null,
                    files.getJavaFileObjectsFromPaths(sources(this.root)));
            positions = Trees.instance(task).getSourcePositions();
            task.parse().forEach(units::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * @param root the repository's root
     * @return the published modules' main sources, parsed
     */
    static MessageSites read(Path root) {
        return new MessageSites(root);
    }

    /**
     * @param exception an exception's simple name
     * @param carriers the names of methods and classes whose arguments end up in its message ({@code Outcome#3}: only
     *     the fourth argument)
     * @return every place the sources write that exception's message words
     */
    List<Site> of(String exception, Set<String> carriers) {
        List<Site> sites = new ArrayList<>();
        for (CompilationUnitTree unit : units) {
            String file = root.relativize(Path.of(unit.getSourceFile().toUri())).toString();
            new Scanner(unit, positions, file, exception, carriers, sites).scan(unit, null);
        }
        return sites;
    }

    /**
     * @param exception an exception's simple name
     * @return every string literal of the file that declares it: the words its constructors write themselves
     */
    List<String> ownWords(String exception) {
        List<String> words = new ArrayList<>();
        for (CompilationUnitTree unit : units) {
            if (unit.getSourceFile().getName().endsWith("/" + exception + ".java")) {
                new Strings(words).scan(unit, null);
            }
        }
        return words;
    }

    private static List<Path> sources(Path root) {
        List<Path> all = new ArrayList<>();
        for (String module : PublishedClasses.publishedModules(root)) {
            Path main = root.resolve(module).resolve("src").resolve("main").resolve("java");
            if (Files.isDirectory(main)) {
                try (Stream<Path> walk = Files.walk(main)) {
                    walk.filter(file -> file.toString().endsWith(".java")).forEach(all::add);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return all;
    }

    /** Collects the string literals of what it scans. */
    private static class Strings extends TreeScanner<Void, Void> {

        private final List<String> into;

        Strings(List<String> into) {
            this.into = into;
        }

        @Override
        public Void visitLiteral(LiteralTree literal, Void unused) {
            if (literal.getValue() instanceof String text) {
                into.add(text);
            }
            return null;
        }
    }

    /** Finds the sites in one file; a method's local assignments are gathered first, to follow variables. */
    private static final class Scanner extends TreeScanner<Void, Void> {

        private final CompilationUnitTree unit;
        private final SourcePositions positions;
        private final String file;
        private final String exception;
        private final Set<String> carriers;
        private final List<Site> sites;
        private Map<String, List<ExpressionTree>> locals = Map.of();

        Scanner(CompilationUnitTree unit, SourcePositions positions, String file, String exception,
                Set<String> carriers, List<Site> sites) {
            this.unit = unit;
            this.positions = positions;
            this.file = file;
            this.exception = exception;
            this.carriers = carriers;
            this.sites = sites;
        }

        @Override
        public Void visitMethod(MethodTree method, Void unused) {
            Map<String, List<ExpressionTree>> outer = locals;
            locals = assignments(method);
            try {
                return super.visitMethod(method, unused);
            } finally {
                locals = outer;
            }
        }

        @Override
        public Void visitNewClass(NewClassTree created, Void unused) {
            String type = simpleName(created.getIdentifier());
            site(created, type.equals(exception) ? type : null, type, created.getArguments());
            return super.visitNewClass(created, unused);
        }

        @Override
        public Void visitMethodInvocation(MethodInvocationTree call, Void unused) {
            site(call, null, simpleName(call.getMethodSelect()), call.getArguments());
            return super.visitMethodInvocation(call, unused);
        }

        /** A site when {@code name} is the exception or a carrier: every argument, or the one {@code name#i} names. */
        private void site(Tree at, String thrown, String name, List<? extends ExpressionTree> arguments) {
            List<String> literals = new ArrayList<>();
            boolean isSite = thrown != null || carriers.contains(name);
            for (int i = 0; i < arguments.size(); i++) {
                if (isSite || carriers.contains(name + "#" + i)) {
                    literals(arguments.get(i), literals, 0);
                }
            }
            if (!isSite && IntStream.range(0, arguments.size()).noneMatch(i -> carriers.contains(name + "#" + i))) {
                return;
            }
            long line = unit.getLineMap().getLineNumber(positions.getStartPosition(unit, at));
            sites.add(new Site(file + ":" + line, literals));
        }

        private void literals(Tree tree, List<String> into, int depth) {
            new Strings(into) {
                @Override
                public Void visitIdentifier(IdentifierTree identifier, Void unused) {
                    // A local variable: what the method assigns it (once deep: a reason built from another local).
                    if (depth < 2) {
                        for (ExpressionTree value : locals.getOrDefault(identifier.getName().toString(), List.of())) {
                            literals(value, into, depth + 1);
                        }
                    }
                    return null;
                }
            }.scan(tree, null);
        }

        private static Map<String, List<ExpressionTree>> assignments(MethodTree method) {
            Map<String, List<ExpressionTree>> values = new HashMap<>();
            new TreeScanner<Void, Void>() {
                @Override
                public Void visitVariable(VariableTree variable, Void unused) {
                    if (variable.getInitializer() != null) {
                        values.computeIfAbsent(variable.getName().toString(), name -> new ArrayList<>())
                                .add(variable.getInitializer());
                    }
                    return super.visitVariable(variable, unused);
                }

                @Override
                public Void visitAssignment(AssignmentTree assignment, Void unused) {
                    if (assignment.getVariable() instanceof IdentifierTree name) {
                        values.computeIfAbsent(name.getName().toString(), key -> new ArrayList<>())
                                .add(assignment.getExpression());
                    }
                    return super.visitAssignment(assignment, unused);
                }
            }.scan(method, null);
            return values;
        }

        private static String simpleName(Tree name) {
            if (name instanceof MemberSelectTree select) {
                return select.getIdentifier().toString();
            }
            String text = name.toString();
            int generic = text.indexOf('<');
            return generic < 0 ? text : text.substring(0, generic);
        }
    }
}
