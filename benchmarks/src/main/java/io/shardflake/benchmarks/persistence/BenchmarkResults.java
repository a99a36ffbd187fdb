package io.shardflake.benchmarks.persistence;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * Everything one run measured.
 *
 * @param options what was run
 * @param started when it began
 * @param finished when it ended
 * @param versions library and JVM versions, for the report
 * @param inserts one insert pass per database, in the order run
 * @param postgresSettings PostgreSQL's {@code SHOW} values (empty without PostgreSQL)
 * @param index the PostgreSQL index sizes (null when skipped)
 * @param read the PostgreSQL time-window reads (null when skipped)
 */
public record BenchmarkResults(Options options, Instant started, Instant finished, Map<String, String> versions,
        List<InsertResults> inserts, Map<String, String> postgresSettings, IndexResults index, ReadResults read) {

    /**
     * @param database which database
     * @return its insert pass, or null if it did not run
     */
    InsertResults inserts(Database.Kind database) {
        return inserts.stream().filter(pass -> pass.database() == database).findFirst().orElse(null);
    }

    /**
     * @param database which database
     * @param strategy which strategy
     * @return the median rows per second of that strategy's timed runs on that database
     * @throws IllegalArgumentException if the database did not run
     */
    public double medianRowsPerSecond(Database.Kind database, Strategy strategy) {
        InsertResults pass = inserts(database);
        if (pass == null) {
            throw new IllegalArgumentException(database + " did not run");
        }
        return pass.median(strategy);
    }
}
