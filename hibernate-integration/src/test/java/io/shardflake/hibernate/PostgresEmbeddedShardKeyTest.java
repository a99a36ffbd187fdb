package io.shardflake.hibernate;

import io.shardflake.hibernate.support.Databases;
import javax.sql.DataSource;

/** {@link EmbeddedShardKeyTest} on embedded PostgreSQL. */
class PostgresEmbeddedShardKeyTest extends EmbeddedShardKeyTest {

    @Override
    DataSource database() {
        return Databases.postgres();
    }
}
