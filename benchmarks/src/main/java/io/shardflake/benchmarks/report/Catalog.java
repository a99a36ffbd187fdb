package io.shardflake.benchmarks.report;

import java.util.List;

/** The benchmarks the report knows: what each is called, its table, and what caps it by design. */
final class Catalog {

    /** Twitter's 12-bit sequence: 4,096 ids per millisecond for a generator that waits. */
    static final double SNOWFLAKE_CEILING = 4_096_000;
    /** Version 1 and 6 timestamps count 100 ns: at most 10 per microsecond, sustained. */
    static final double GREGORIAN_CEILING = 10_000_000;
    /** uniqid: one id per microsecond, like a PHP process. */
    static final double UNIQID_CEILING = 1_000_000;
    /** Locality: 65,536 stamps per millisecond. */
    static final double LOCALITY_CEILING = 65_536_000;

    static final String TSID = "SnowflakeBenchmark.tsidCreator";
    static final String JUG_V7 = "UuidBenchmark.jug[kind=v7]";
    static final String HIBERNATE_V7 = "UuidBenchmark.hibernate[kind=v7]";

    /**
     * One benchmark.
     *
     * @param key JMH's class.method[params]
     * @param label its name in the report
     * @param group its table: {@code 64}, {@code uuid} or {@code format}
     * @param cap what caps it by design, or null for nothing
     */
    record Entry(String key, String label, String group, String cap) {
    }

    static final List<Entry> ENTRIES = List.of(
            new Entry("SnowflakeBenchmark.shardflake[mode=classic]", "Shardflake classic", "64",
                    "4,096 ids/ms (waits; even spread: ≈ 4,088,500/s)"),
            new Entry("SnowflakeBenchmark.shardflake[mode=default]", "Shardflake default (100 ms lead)", "64",
                    "4,096 ids/ms beyond its 100 ms lead"),
            new Entry("SnowflakeBenchmark.shardflake[mode=borrowing]", "Shardflake borrowing (1 h lead)", "64", null),
            new Entry(TSID, "tsid-creator", "64", null),
            new Entry("SnowflakeBenchmark.hutool", "Hutool", "64", "4,096 ids/ms (spins)"),
            new Entry("SnowflakeBenchmark.cosId", "CosId", "64", "4,096 ids/ms (spins)"),
            new Entry("SnowflakeBenchmark.yitter", "Yitter", "64", "4,091 ids/ms once its 2 s of lead is spent"),
            new Entry("UuidBenchmark.shardflake[kind=v7]", "Shardflake v7 (default: secure)", "uuid", null),
            new Entry("UuidBenchmark.shardflake[kind=v7fast]", "Shardflake v7 fastRandom()", "uuid", null),
            new Entry("UuidBenchmark.shardflake[kind=v7perCall]", "Shardflake v7 SecureRandom per UUID", "uuid", null),
            new Entry("UuidBenchmark.shardflake[kind=v6]", "Shardflake v6", "uuid",
                    "10 per µs (100-ns timestamps) beyond its 100 ms lead"),
            new Entry("UuidBenchmark.shardflake[kind=v1]", "Shardflake v1", "uuid",
                    "10 per µs (100-ns timestamps) beyond its 100 ms lead"),
            new Entry(JUG_V7, "java-uuid-generator v7", "uuid", null),
            new Entry("UuidBenchmark.jug[kind=v6]", "java-uuid-generator v6", "uuid",
                    "10,000 per ms (UUIDTimer; sleeps when 100 ms ahead)"),
            new Entry("UuidBenchmark.jug[kind=v1]", "java-uuid-generator v1", "uuid",
                    "10,000 per ms (UUIDTimer; sleeps when 100 ms ahead)"),
            new Entry("UuidBenchmark.uuidCreator[kind=v7]", "uuid-creator v7", "uuid", null),
            new Entry("UuidBenchmark.uuidCreator[kind=v6]", "uuid-creator v6", "uuid", null),
            new Entry("UuidBenchmark.uuidCreator[kind=v1]", "uuid-creator v1", "uuid", null),
            new Entry(HIBERNATE_V7, "Hibernate v7", "uuid", null),
            new Entry("UuidBenchmark.hibernate[kind=v6]", "Hibernate v6", "uuid", null),
            new Entry("UuidBenchmark.randomUuid", "UUID.randomUUID() (v4)", "uuid", null),
            new Entry("FormatBenchmark.locality[mode=variable]", "Locality vB variable", "format",
                    "65,536 per ms (never reached)"),
            new Entry("FormatBenchmark.locality[mode=sequential]", "Locality vB sequential", "format",
                    "65,536 per ms (never reached)"),
            new Entry("FormatBenchmark.uniqid", "uniqid (4 shards, prefix)", "format",
                    "1 per µs beyond its 100 ms lead"));

    private Catalog() {
    }
}
