package io.shardflake.shardingsphere;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** One embedded PostgreSQL 18 server with databases shard_0.. shard_n-1, removed on close. */
final class PostgresDatabases implements PhysicalDatabases {

    private final EmbeddedPostgres server;
    private final List<String> urls = new ArrayList<>();

    PostgresDatabases(int count) throws IOException, SQLException {
        this.server = EmbeddedPostgres.builder().start();
        try (Connection connection = server.getPostgresDatabase().getConnection();
                Statement statement = connection.createStatement()) {
            for (int n = 0; n < count; n++) {
                statement.execute("create database shard_" + n);
                urls.add(server.getJdbcUrl("postgres", "shard_" + n));
            }
        }
    }

    @Override
    public List<String> urls() {
        return urls;
    }

    @Override
    public String username() {
        return "postgres";
    }

    @Override
    public String password() {
        return "";
    }

    @Override
    public String driverClassName() {
        return "org.postgresql.Driver";
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
