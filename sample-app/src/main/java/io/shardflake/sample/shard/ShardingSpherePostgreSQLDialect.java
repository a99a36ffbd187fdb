package io.shardflake.sample.shard;

import org.hibernate.dialect.PostgreSQLDialect;
import org.hibernate.query.common.FetchClauseType;

/**
 * Hibernate's PostgreSQL dialect paging with {@code limit ? offset ?}. Its own {@code offset ? rows fetch first ?
 * rows only} reaches every database through ShardingSphere 5.5.2 unchanged, and the merged answer is not cut to the
 * page: four databases give up to four pages. ShardingSphere understands {@code limit}/{@code offset}: it asks each
 * database for {@code offset + limit} rows and cuts the merge. Hibernate's PostgreSQL translator writes
 * {@code limit}/{@code offset} when the dialect says it has no {@code fetch} clause.
 */
public class ShardingSpherePostgreSQLDialect extends PostgreSQLDialect {

    @Override
    public boolean supportsFetchClause(FetchClauseType type) {
        return false;
    }
}
