package io.shardflake.spring;

import javax.sql.DataSource;

/** The lease contract on H2, in memory. */
class H2LeaseTest extends LeaseContract {

    private static final DataSource DATABASE = H2.database("leases");

    @Override
    protected DataSource database() {
        return DATABASE;
    }
}
