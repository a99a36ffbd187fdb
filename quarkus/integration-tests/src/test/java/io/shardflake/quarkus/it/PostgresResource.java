package io.shardflake.quarkus.it;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/** A new database on the embedded PostgreSQL 18 for the application under test, given as its datasource. */
public class PostgresResource implements QuarkusTestResourceLifecycleManager {

    @Override
    public Map<String, String> start() {
        Postgres postgres = Postgres.newDatabase("shop");
        return Map.of("quarkus.datasource.jdbc.url", postgres.url(), "quarkus.datasource.username", postgres.user());
    }

    @Override
    public void stop() {
        // The shared server stops with the JVM; the database is left to it.
    }
}
