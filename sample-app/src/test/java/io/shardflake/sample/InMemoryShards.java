package io.shardflake.sample;

/** Test properties: four in-memory H2 databases, named apart so that every test context has its own. */
final class InMemoryShards {

    static final String URL = "sample.shards.url=jdbc:h2:mem:sample-${random.uuid}-{n}";

    private InMemoryShards() {
    }
}
