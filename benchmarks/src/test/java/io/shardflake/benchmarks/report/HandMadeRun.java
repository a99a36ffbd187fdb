package io.shardflake.benchmarks.report;

import io.shardflake.benchmarks.results.DriftFile;
import io.shardflake.benchmarks.results.DriftResult;
import io.shardflake.benchmarks.results.IdleArm;
import io.shardflake.benchmarks.results.IdleFile;
import io.shardflake.benchmarks.results.JmhResult;
import io.shardflake.benchmarks.results.ResultFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A run folder made by hand for a test: a few JMH results, drift rows and an idle summary, written in the formats
 * a real run writes, then read back as the report reads them.
 */
final class HandMadeRun {

    private final Path folder;
    private final Map<Integer, List<JmhResult>> jmh = new HashMap<>();
    private final List<DriftResult> drift = new ArrayList<>();
    private IdleFile idle;
    private String env;

    HandMadeRun(Path folder) {
        this.folder = folder;
    }

    /**
     * One throughput result whose forks each scored one iteration of the given values.
     *
     * @param key as the report names it: {@code SnowflakeBenchmark.shardflake[mode=classic]}
     * @param bytesPerOp each fork's B/op, or none without {@code -prof gc}
     */
    HandMadeRun score(String key, int threads, double error, double[] forks, double... bytesPerOp) {
        String method = key.contains("[") ? key.substring(0, key.indexOf('[')) : key;
        Map<String, String> params = new HashMap<>();
        if (key.contains("[")) {
            String[] pair = key.substring(key.indexOf('[') + 1, key.length() - 1).split("=");
            params.put(pair[0], pair[1]);
        }
        Map<String, JmhResult.Metric> secondary = new HashMap<>();
        if (bytesPerOp.length > 0) {
            secondary.put("·gc.alloc.rate.norm", metric(bytesPerOp, Double.NaN));
        }
        jmh.computeIfAbsent(threads, t -> new ArrayList<>()).add(new JmhResult("1.37",
                "io.shardflake.benchmarks." + method, "thrpt", threads, "OpenJDK 64-Bit Server VM", "17.0.15", params,
                metric(forks, error), secondary));
        return this;
    }

    private static JmhResult.Metric metric(double[] forks, double error) {
        List<List<Double>> raw = Arrays.stream(forks).mapToObj(f -> List.of(f)).toList();
        return new JmhResult.Metric(Arrays.stream(forks).average().orElse(Double.NaN), error, "ops/s", null, raw,
                null);
    }

    HandMadeRun drift(String id, int threads, double maxLeadMs, long backward, long repeats) {
        drift.add(new DriftResult(id, id, "64-bit", threads, 1, 4_000_000, 4_000_000, 4_000_000L, maxLeadMs, 0.0,
                "100 ms", 100.0, "signed 64-bit", true, backward, repeats, 0, 100, maxLeadMs, 0L, 0L, List.of()));
        return this;
    }

    HandMadeRun idle(double processDifference, double taskDifference, long wakeUpsAfter) {
        IdleArm with = new IdleArm("with", 1000, 30.0, 30.0, 1.0, 100, wakeUpsAfter);
        IdleArm without = new IdleArm("without", 0, 10.0, 10.0, null, -1, -1);
        idle = new IdleFile("2026-11-24T00:00:00Z", "JDK", 1, 10, 500,
                new IdleFile.Medians(30.0, 10.0, processDifference), new IdleFile.Medians(30.0, 10.0, taskDifference),
                (double) wakeUpsAfter, List.of(with), List.of(without));
        return this;
    }

    HandMadeRun env(String text) {
        env = text;
        return this;
    }

    RunResults read() throws IOException {
        Files.createDirectories(folder);
        for (Map.Entry<Integer, List<JmhResult>> results : jmh.entrySet()) {
            ResultFiles.write(folder.resolve("t" + results.getKey() + ".json"), results.getValue());
        }
        if (!drift.isEmpty()) {
            ResultFiles.write(folder.resolve("drift.json"), new DriftFile("DriftAndOrderCheck", "2026-11-24", "JDK",
                    1, true, 0.5, drift));
        }
        if (idle != null) {
            ResultFiles.write(folder.resolve("idle.json"), idle);
        }
        if (env != null) {
            Files.writeString(folder.resolve("env.txt"), env, StandardCharsets.UTF_8);
        }
        return RunResults.read(folder);
    }

    static double[] forks(double... means) {
        return means;
    }
}
