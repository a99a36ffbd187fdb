package io.shardflake.testing;

import io.shardflake.config.Setting;
import io.shardflake.error.InvalidConfigurationException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * What a refusal may say in one integration's vocabulary: it names a setting the user of that integration can change
 * (a {@code shardflake.*} key for Spring Boot and Hibernate, a prop for ShardingSphere, an option for the command
 * line, a builder method for plain Java, {@code Entity.field}, or a Spring MVC handler's parameter), every setting it
 * names is one of that integration's, and it holds no word only the code knows (a builder method behind a setting, a
 * class the user never sees).
 *
 * <p>{@link #check(Throwable)} fails with every problem of the message at once.
 */
public final class RefusalWording {

    // A dotted name, such as shardflake.worker.id or worker.lease.url: lower-case segments joined by dots.
    private static final Pattern DOTTED = Pattern.compile("(?<![\\w./-])[a-z][a-z0-9-]*(?:\\.[a-z][a-z0-9_-]*)+");
    private static final Pattern WORD = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private static final Pattern OPTION = Pattern.compile("(?<![\\w-])--[a-z][a-z0-9-]*");
    private static final Pattern ENTITY_FIELD = Pattern.compile("\\b[A-Z]\\w*\\.[a-z]\\w*\\b");
    // A Spring MVC handler method's parameter, which its user changes in code as an entity's field:
    // OrderController.order(long) parameter id.
    private static final Pattern HANDLER_PARAMETER =
            Pattern.compile("[A-Z]\\w*\\.[a-z]\\w*\\([\\w.<>\\[\\], ]*\\) parameter [a-z]\\w*");
    // The first segments of the settings' paths (worker, layout, ...): a dotted name starting with one reads as a key.
    private static final Set<String> SETTING_ROOTS = Arrays.stream(Setting.values())
            .map(setting -> setting.path().substring(0, setting.path().indexOf('.')))
            .collect(Collectors.toCollection(TreeSet::new));

    // Keys Shardflake read once and now refuses, naming what replaced them: the user typed them.
    private static final List<String> RETIRED_KEYS = List.of("shardflake.layout", "shardflake.worker.lease.create-table");

    private final String integration;
    private final Set<String> names;
    private final List<String> otherPrefixes;
    private final boolean prefixed;
    private final boolean options;
    private final Set<String> codeWords;

    private RefusalWording(String integration, Collection<String> names, List<String> otherPrefixes, boolean prefixed,
            boolean options, Set<String> codeWords) {
        this.integration = integration;
        this.names = new TreeSet<>(names);
        if (prefixed) {
            this.names.addAll(RETIRED_KEYS);
        }
        this.otherPrefixes = otherPrefixes;
        this.prefixed = prefixed;
        this.options = options;
        this.codeWords = codeWords;
    }

    /**
     * @param keys every key a Spring Boot application can set under {@code shardflake.}
     * @return Spring Boot's vocabulary: those keys, and Spring's own ({@code spring.*})
     */
    public static RefusalWording springBoot(Collection<String> keys) {
        return new RefusalWording("Spring Boot", keys, List.of("spring.", "management."), true, false,
                ShardflakeClasses.codeOnlyWords());
    }

    /**
     * @param keys every key a Hibernate application can set under {@code shardflake.}
     * @return Hibernate's vocabulary: those keys, Hibernate's own ({@code hibernate.*}, {@code jakarta.persistence.*})
     *     and {@code Entity.field}
     */
    public static RefusalWording hibernate(Collection<String> keys) {
        return new RefusalWording("Hibernate", keys, List.of("hibernate.", "jakarta.persistence."), true, false,
                ShardflakeClasses.codeOnlyWords());
    }

    /**
     * @param props every prop the algorithm reads
     * @return a ShardingSphere algorithm's vocabulary: its props, which are the keys without {@code shardflake.}
     */
    public static RefusalWording shardingSphere(Collection<String> props) {
        return new RefusalWording("ShardingSphere", props, List.of(), false, false, ShardflakeClasses.codeOnlyWords());
    }

    /**
     * @param options every option of the command line, such as {@code --worker}
     * @return the command line's vocabulary
     */
    public static RefusalWording commandLine(Collection<String> options) {
        return new RefusalWording("the command line", options, List.of(), false, true,
                ShardflakeClasses.codeOnlyWords());
    }

    /**
     * @return plain Java's vocabulary: the caller names the parameter by calling its method, so a refusal names it in
     *     words ({@code worker id}) or by the method itself ({@code createTable(true)}); it names no class the caller
     *     cannot see, and no setting key, which the caller never typed
     */
    public static RefusalWording plainJava() {
        return new RefusalWording("plain Java", List.of(), List.of(), false, false,
                ShardflakeClasses.internalClassNames());
    }

    /**
     * @param refusal a refusal as the user meets it; a refused setting's name must be one of this vocabulary's
     * @throws AssertionError listing what is wrong
     */
    public void check(Throwable refusal) {
        List<String> problems = new ArrayList<>();
        // A key the integration does not know is refused under the name the user typed, and says it is unknown.
        if (refusal instanceof InvalidConfigurationException refused && !names.isEmpty()
                && !isName(refused.parameter()) && !refusal.getMessage().startsWith(refused.parameter() + " is unknown")) {
            problems.add("it is filed under " + refused.parameter() + ", which is not a setting of " + integration);
        }
        problems.addAll(problems(refusal.getMessage()));
        fail(refusal.getMessage(), problems);
    }

    /**
     * @param message a refusal's text as the user reads it
     * @throws AssertionError listing what is wrong
     */
    public void check(String message) {
        fail(message, problems(message));
    }

    private List<String> problems(String message) {
        List<String> problems = new ArrayList<>();
        boolean named = !options && ENTITY_FIELD.matcher(message).find()
                || names.stream().anyMatch(name -> mentions(message, name));
        Matcher dotted = DOTTED.matcher(message);
        while (dotted.find()) {
            String name = dotted.group();
            if (otherPrefixes.stream().anyMatch(name::startsWith)) {
                named = true;
            } else if (!names.contains(name) && (name.startsWith(Setting.PREFIX)
                    || SETTING_ROOTS.contains(name.substring(0, name.indexOf('.'))))) {
                problems.add("it names " + name + ", which is no setting of " + integration);
            }
        }
        Matcher option = OPTION.matcher(message);
        while (option.find()) {
            if (!options || !names.contains(option.group())) {
                problems.add("it names " + option.group() + ", which is no option of " + integration);
            }
        }
        Matcher word = WORD.matcher(message);
        Set<String> code = new TreeSet<>();
        while (word.find()) {
            if (codeWords.contains(word.group()) && !names.contains(word.group())) {
                code.add(word.group());
            }
        }
        if (!code.isEmpty()) {
            problems.add("it speaks the code's language: " + String.join(", ", code));
        }
        if (!named && !names.isEmpty()) {
            problems.add("it names no setting of " + integration);
        }
        return problems;
    }

    /** Whether the message holds the name whole, not as part of a longer one ({@code worker.id} in {@code x.worker.id}). */
    private static boolean mentions(String message, String name) {
        return Pattern.compile("(?<![\\w.-])" + Pattern.quote(name) + "(?![\\w-]|\\.\\w)").matcher(message).find();
    }

    private boolean isName(String parameter) {
        // Several widths share one error: "shardflake.layout.time-bits + shard-bits + ..." is filed under its first.
        String first = parameter.contains(" + ") ? parameter.substring(0, parameter.indexOf(" + ")) : parameter;
        return names.contains(first) || ENTITY_FIELD.matcher(parameter).matches()
                || HANDLER_PARAMETER.matcher(parameter).matches();
    }

    private void fail(String message, List<String> problems) {
        if (!problems.isEmpty()) {
            throw new AssertionError("In " + integration + "'s words? " + String.join("; ", problems)
                    + ":\n    " + message);
        }
    }
}
