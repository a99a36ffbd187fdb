package io.shardflake.config;

import java.time.Duration;

/**
 * {@code shardflake.worker.lease.*}: whether and how the worker id is leased or registered in the database.
 *
 * @param enabled whether Shardflake may use the database at all
 * @param table the lease table, a plain identifier, optionally schema.table
 * @param duration how long a claim or renewal holds the worker id
 * @param initializeSchema when a missing table is created
 */
public record LeaseSettings(boolean enabled, String table, Duration duration, SchemaCreation initializeSchema) {

    /** The default table. */
    public static final String DEFAULT_TABLE = "shardflake_worker_lease";

    /** The default duration. */
    public static final Duration DEFAULT_DURATION = Duration.ofSeconds(30);

    static LeaseSettings read(SettingReader reader) {
        return new LeaseSettings(reader.flag(Setting.WORKER_LEASE_ENABLED, true),
                reader.text(Setting.WORKER_LEASE_TABLE, DEFAULT_TABLE),
                reader.duration(Setting.WORKER_LEASE_DURATION, DEFAULT_DURATION),
                reader.choice(Setting.WORKER_LEASE_INITIALIZE_SCHEMA, SchemaCreation.class, SchemaCreation.EMBEDDED));
    }
}
