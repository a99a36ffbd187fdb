package io.shardflake.spring;

import io.shardflake.testdb.PostgresServer;
import javax.sql.DataSource;

/** The lease contract on a real PostgreSQL: a database of its own on the JVM's shared server. */
class PostgresLeaseTest extends LeaseContract {

    private static final DataSource DATABASE = PostgresServer.shared().newDatabase();

    @Override
    protected DataSource database() {
        return DATABASE;
    }
}
