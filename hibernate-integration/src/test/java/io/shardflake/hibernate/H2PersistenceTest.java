package io.shardflake.hibernate;

import io.shardflake.hibernate.support.Databases;
import javax.sql.DataSource;

/** {@link PersistenceContract} on H2. */
class H2PersistenceTest extends PersistenceContract {

    @Override
    protected DataSource database() {
        return Databases.h2();
    }
}
