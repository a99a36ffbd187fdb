package io.shardflake.sample.shard;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * One embedded PostgreSQL server holding one database per physical shard ({@code shard_0}, {@code shard_1}, …),
 * for the {@code postgres} profile without servers of one's own. Its data lives in a temporary folder removed on
 * close: it demonstrates routing on real PostgreSQL, not durability (point {@code sample.shards.url} at real
 * servers for that).
 */
public final class EmbeddedPostgresShards implements LocalShardServer {

    private final EmbeddedPostgres server;

    EmbeddedPostgresShards() {
        try {
            this.server = EmbeddedPostgres.builder().start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start the embedded PostgreSQL server", e);
        }
    }

    /** Creates the shard's database if it is missing. */
    @Override
    public ShardConnection connection(int physical) {
        String database = "shard_" + physical;
        try (Connection connection = server.getPostgresDatabase().getConnection()) {
            boolean exists;
            try (PreparedStatement query = connection.prepareStatement("select 1 from pg_database where datname = ?")) {
                query.setString(1, database);
                try (ResultSet rows = query.executeQuery()) {
                    exists = rows.next();
                }
            }
            if (!exists) {
                try (Statement create = connection.createStatement()) {
                    create.execute("create database " + database);
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create database " + database + " on the embedded server", e);
        }
        return new ShardConnection(server.getJdbcUrl("postgres", database), "postgres", "");
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
