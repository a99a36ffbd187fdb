package io.shardflake.spring;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** The lease contract on a real PostgreSQL (embedded, one server for the class). */
class PostgresLeaseTest extends LeaseContract {

    private static EmbeddedPostgres postgres;
    private static DataSource database;

    @BeforeAll
    static void start() throws IOException {
        postgres = EmbeddedPostgres.start();
        database = postgres.getPostgresDatabase();
    }

    @AfterAll
    static void stop() throws IOException {
        postgres.close();
    }

    @Override
    protected DataSource database() {
        return database;
    }
}
