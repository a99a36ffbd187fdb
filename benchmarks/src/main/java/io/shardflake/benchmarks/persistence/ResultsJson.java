package io.shardflake.benchmarks.persistence;

import io.shardflake.benchmarks.results.ResultFiles;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Turns a run's results into results.json: every raw number, plus the medians and ratios the report shows. */
final class ResultsJson {

    private ResultsJson() {
    }

    /**
     * @param results what one run measured
     * @return its JSON
     */
    static String write(BenchmarkResults results) {
        Options options = results.options();
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("mode", options.mode());
        json.put("command", options.command());
        json.put("started", results.started().toString());
        json.put("finished", results.finished().toString());
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("rows", options.rows());
        settings.put("rounds", options.rounds());
        settings.put("warmupRows", options.warmupRows());
        settings.put("indexRows", options.indexRows());
        settings.put("readRows", options.readRows());
        settings.put("queries", options.queries());
        settings.put("batchSize", HibernateBoot.BATCH_SIZE);
        settings.put("rowsPerTransaction", InsertRun.ROWS_PER_TRANSACTION);
        json.put("options", settings);
        json.put("versions", results.versions());
        json.put("postgresSettings", results.postgresSettings());
        List<Object> inserts = new ArrayList<>();
        results.inserts().forEach(pass -> inserts.add(inserts(pass)));
        json.put("inserts", inserts);
        json.put("index", results.index() == null ? null : index(results.index()));
        json.put("read", results.read() == null ? null : read(results.read()));
        return ResultFiles.pretty(json);
    }

    private static Map<String, Object> inserts(InsertResults pass) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("database", pass.database().key());
        json.put("label", pass.label());
        json.put("rows", pass.rows());
        json.put("rounds", pass.rounds());
        json.put("warmupRows", pass.warmupRows());
        List<Object> orders = new ArrayList<>();
        pass.orders().forEach(order -> orders.add(order.stream().map(Strategy::name).toList()));
        json.put("orders", orders);
        Map<String, Object> strategies = new LinkedHashMap<>();
        for (Strategy strategy : Strategy.values()) {
            Map<String, Object> one = new LinkedHashMap<>();
            double[] rates = pass.rates(strategy);
            one.put("label", strategy.label());
            one.put("rowsPerSecond", rates);
            one.put("median", pass.median(strategy));
            one.put("min", Stats.min(rates));
            one.put("max", Stats.max(rates));
            one.put("ratioToAssigned", pass.ratio(strategy, Strategy.ASSIGNED));
            one.put("ratioToSequence", pass.ratio(strategy, Strategy.SEQUENCE));
            one.put("ratioToIdentity", pass.ratio(strategy, Strategy.IDENTITY));
            one.put("pairedRatioToAssigned", pass.pairedRatio(strategy, Strategy.ASSIGNED));
            one.put("pairedRatioToSequence", pass.pairedRatio(strategy, Strategy.SEQUENCE));
            one.put("pairedRatioToIdentity", pass.pairedRatio(strategy, Strategy.IDENTITY));
            JdbcCounter.JdbcCounts jdbc = pass.jdbcPerThousand(strategy);
            one.put("jdbcPerThousandRows", Map.of("executeBatch", jdbc.batches(), "statements", jdbc.statements()));
            strategies.put(strategy.name(), one);
        }
        json.put("strategies", strategies);
        return json;
    }

    private static Map<String, Object> index(IndexResults index) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("rows", index.rows());
        json.put("pgstattuple", index.pgstattuple());
        Map<String, Object> strategies = new LinkedHashMap<>();
        index.measures().forEach((strategy, measure) -> {
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("index", strategy.primaryKeyIndex());
            one.put("keyType", strategy.keyType());
            one.put("bytes", measure.bytes());
            one.put("pretty", measure.pretty());
            one.put("mebibytes", measure.mebibytes());
            one.put("ratioToSequence", index.sizeRatio(strategy, Strategy.SEQUENCE));
            one.put("ratioToUuid4", index.sizeRatio(strategy, Strategy.HIBERNATE_UUID4));
            one.put("avgLeafDensity", measure.avgLeafDensity());
            one.put("leafPages", measure.leafPages());
            one.put("internalPages", measure.internalPages());
            one.put("treeLevel", measure.treeLevel());
            one.put("leafFragmentation", measure.leafFragmentation());
            one.put("estimatedDensitySizeBased", measure.estimatedDensity());
            one.put("fillSeconds", measure.fillSeconds());
            strategies.put(strategy.name(), one);
        });
        json.put("strategies", strategies);
        return json;
    }

    private static Map<String, Object> read(ReadResults read) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("rows", read.rows());
        json.put("spanSeconds", read.span().toSeconds());
        json.put("primaryKeyBytes", read.primaryKeyBytes());
        json.put("timestampIndexBytes", read.timestampIndexBytes());
        List<Object> windows = new ArrayList<>();
        for (ReadResults.Window window : read.windows()) {
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("seconds", window.length().toSeconds());
            one.put("queries", window.queries());
            one.put("byIdMedianMs", Stats.median(window.byIdMillis()));
            one.put("byIdP90Ms", Stats.percentile(window.byIdMillis(), 90));
            one.put("byTimeMedianMs", Stats.median(window.byTimeMillis()));
            one.put("byTimeP90Ms", Stats.percentile(window.byTimeMillis(), 90));
            one.put("rowsMean", window.meanRows());
            one.put("rowsMin", window.minRows());
            one.put("rowsMax", window.maxRows());
            one.put("countMismatches", window.mismatches());
            one.put("byIdMs", window.byIdMillis());
            one.put("byTimeMs", window.byTimeMillis());
            one.put("idPlan", window.idPlan());
            one.put("timePlan", window.timePlan());
            windows.add(one);
        }
        json.put("windows", windows);
        return json;
    }
}
