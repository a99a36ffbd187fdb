package io.shardflake.benchmarks.report;

import io.shardflake.benchmarks.results.DriftFile;
import io.shardflake.benchmarks.results.DriftResult;
import io.shardflake.benchmarks.results.IdleFile;
import io.shardflake.benchmarks.results.JmhResult;
import io.shardflake.benchmarks.results.ResultFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one run folder holds: {@code t1.json}, {@code t2.json} (JMH throughput with {@code -prof gc}),
 * {@code lat-t1.json}, {@code lat-t2.json} (JMH sample time), {@code drift.json}, {@code idle.json},
 * {@code publicid.json} (JMH average time) and {@code env.txt}. Any of them may be missing; the report then leaves
 * out what it feeds.
 */
public final class RunResults {

    final Path runDir;
    final Map<String, Score> throughput = new LinkedHashMap<>();
    final Map<String, Score> latency = new LinkedHashMap<>();
    /** {@code PublicIdBenchmark}'s scores (ns/op), empty without {@code publicid.json}, a pass of its own. */
    final Map<String, Score> publicIds = new LinkedHashMap<>();
    final List<DriftResult> drift = new ArrayList<>();
    /** Null without {@code drift.json}. */
    final DriftFile driftFile;
    /** Null without {@code idle.json}. */
    final IdleFile idle;
    final EnvFile env;
    final List<String> missing = new ArrayList<>();
    private JmhResult anyJmh;

    private RunResults(Path runDir) throws IOException {
        this.runDir = runDir;
        for (int t : new int[] {1, 2}) {
            readJmh(runDir.resolve("t" + t + ".json"), throughput);
            readJmh(runDir.resolve("lat-t" + t + ".json"), latency);
        }
        if (Files.exists(runDir.resolve("publicid.json"))) {
            readJmh(runDir.resolve("publicid.json"), publicIds);
        }
        driftFile = readIfThere(runDir.resolve("drift.json"), DriftFile.class);
        if (driftFile != null) {
            drift.addAll(driftFile.results());
        }
        idle = readIfThere(runDir.resolve("idle.json"), IdleFile.class);
        Path envFile = runDir.resolve("env.txt");
        env = Files.exists(envFile) ? EnvFile.parse(Files.readString(envFile, StandardCharsets.UTF_8)) : new EnvFile();
        if (!Files.exists(envFile)) {
            missing.add("env.txt");
        }
    }

    /**
     * @param runDir a run folder
     * @return what it holds
     * @throws IOException if a file in it cannot be read
     */
    public static RunResults read(Path runDir) throws IOException {
        return new RunResults(runDir);
    }

    private void readJmh(Path file, Map<String, Score> into) throws IOException {
        if (!Files.exists(file)) {
            missing.add(file.getFileName().toString());
            return;
        }
        for (JmhResult r : ResultFiles.readList(file, JmhResult.class)) {
            anyJmh = r;
            Score score = Score.of(r);
            into.put(score.key() + "@" + score.threads(), score);
        }
    }

    private <T> T readIfThere(Path file, Class<T> type) throws IOException {
        if (!Files.exists(file)) {
            missing.add(file.getFileName().toString());
            return null;
        }
        return ResultFiles.read(file, type);
    }

    /** @return the throughput score of a benchmark at a thread count, or null */
    Score tp(String key, int threads) {
        return throughput.get(key + "@" + threads);
    }

    /** @return the drift check's result for a generator at a thread count, or null */
    DriftResult driftOf(String id, int threads) {
        for (DriftResult r : drift) {
            if (id.equals(r.id()) && r.threads() == threads) {
                return r;
            }
        }
        return null;
    }

    String machine() {
        return env.machine();
    }

    String jdk() {
        if (anyJmh != null) {
            return anyJmh.vmName() + " " + anyJmh.vmVersion() + ", JMH " + anyJmh.jmhVersion();
        }
        if (!env.java.isEmpty()) {
            return String.join("; ", env.java);
        }
        return driftFile != null && driftFile.java() != null ? driftFile.java() : "not recorded";
    }

    String date() {
        String date = env.fields.get("date");
        if (date != null) {
            return date;
        }
        return driftFile != null && driftFile.date() != null ? driftFile.date() : "not recorded";
    }
}
