package io.shardflake.sample.evaluate;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import io.shardflake.sample.shard.ShardingSphereEngineConfiguration;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * {@code --evaluate}: for each engine asked for ({@code --engine}), starts the application without its web server
 * on fresh databases (H2 files in a temporary folder, or the {@code postgres} profile's embedded server), with the
 * {@code shardingsphere} profile for ShardingSphere, runs the {@link Evaluation} and stops everything; then compares
 * the engines and answers the exit code.
 */
public final class EvaluationMain {

    private EvaluationMain() {
    }

    /**
     * @param application the application class to start
     * @param args the command line
     * @param out where the table goes
     * @return 0 when every check passed, 1 on a violation, 2 on bad options or a failed run
     */
    public static int run(Class<?> application, String[] args, PrintStream out) {
        EvaluationOptions options;
        try {
            options = EvaluationOptions.parse(args);
        } catch (IllegalArgumentException e) {
            out.println("evaluate: " + e.getMessage());
            return 2;
        }
        List<EngineSummary> runs = new ArrayList<>();
        for (String engine : options.engines()) {
            if (runs.size() > 0) {
                out.println();
            }
            EngineSummary run = runOne(application, args, options, engine, out);
            if (run == null) {
                return 2;
            }
            runs.add(run);
        }
        if (runs.size() > 1) {
            Report.compare(out, runs);
        }
        return runs.stream().allMatch(EngineSummary::passed) ? 0 : 1;
    }

    /** One engine on fresh databases; null when the run itself failed (the cause printed). */
    private static EngineSummary runOne(Class<?> application, String[] args, EvaluationOptions options, String engine,
            PrintStream out) {
        Path dataDir = temporaryFolder();
        try {
            SpringApplication app = new SpringApplication(application);
            // A bounded run: no web server to keep the JVM alive.
            app.setWebApplicationType(WebApplicationType.NONE);
            List<String> profiles = new ArrayList<>();
            if (!options.profile().equals("h2")) {
                profiles.add(options.profile());
            }
            if (engine.equals("shardingsphere")) {
                profiles.add(ShardingSphereEngineConfiguration.PROFILE);
            }
            app.setAdditionalProfiles(profiles.toArray(String[]::new));
            try (ConfigurableApplicationContext context = app.run(springArgs(args, options, dataDir))) {
                return new Evaluation(context).run(options, engine, out);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            out.println("evaluate: interrupted");
            return null;
        } catch (Exception e) {
            out.println("evaluate: the run on " + engine + " failed: " + e);
            e.printStackTrace(out);
            return null;
        } finally {
            delete(dataDir);
        }
    }

    /**
     * Only {@code --key=value} arguments are Spring's; the rest are the evaluation's own. Fresh databases and
     * pools are command-line properties because those outrank {@code application.properties}; the user's own
     * {@code --key=value} come last and win.
     */
    private static String[] springArgs(String[] args, EvaluationOptions options, Path dataDir) {
        List<String> spring = new ArrayList<>();
        spring.add("--sample.shards.url=jdbc:h2:file:" + dataDir.toAbsolutePath() + "/shard-{n}");
        // Every simulated thread may need a connection of one shard at once, wherever its customers hash.
        spring.add("--sample.shards.pool-size=" + Math.max(8, options.nodes() * options.threads()));
        // The table is the output; Spring's startup log would bury it.
        spring.add("--spring.main.banner-mode=off");
        spring.add("--logging.level.root=WARN");
        Stream.of(args).filter(arg -> arg.startsWith("--") && arg.contains("=")).forEach(spring::add);
        return spring.toArray(String[]::new);
    }

    private static Path temporaryFolder() {
        try {
            return Files.createTempDirectory("shardflake-evaluation-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void delete(Path folder) {
        try (Stream<Path> paths = Files.walk(folder)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            // Leftover files in the temporary folder do not change the result.
        }
    }
}
