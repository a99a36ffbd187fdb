package io.shardflake.hibernate;

import io.shardflake.hibernate.support.Databases;
import javax.sql.DataSource;

/** {@link ShardKeyFromGeneratorTest} on embedded PostgreSQL. */
class PostgresShardKeyFromGeneratorTest extends ShardKeyFromGeneratorTest {

    @Override
    DataSource database() {
        return Databases.postgres();
    }
}
