package io.shardflake.quarkus.it;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.List;
import java.util.Map;

/**
 * The application on PostgreSQL as it is packaged (its main settings, no {@code %test} ones), on a database of
 * {@link PostgresResource}. The lease lasts 3 s (renewed every second), so that a lost lease is seen soon.
 */
public class PostgresProfile implements QuarkusTestProfile {

    @Override
    public String getConfigProfile() {
        return "postgres";
    }

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("quarkus.shardflake.worker.lease.duration", "3s");
    }

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(PostgresResource.class));
    }
}
