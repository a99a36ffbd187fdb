package io.shardflake.sample.shard;

import io.shardflake.testdb.MariaDbServer;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * One private MariaDB server ({@code mariadbd} of the machine's MariaDB 10.11+, on a free loopback port, in a
 * temporary folder) holding one database per physical shard ({@code shard_0}, {@code shard_1}, …): seed 000's
 * world, sharded MySQL, for the {@code mariadb} profile without servers of one's own.
 */
public final class EmbeddedMariaDbShards implements LocalShardServer {

    private final MariaDbServer server;

    EmbeddedMariaDbShards() {
        this.server = MariaDbServer.start();
    }

    @Override
    public ShardConnection connection(int physical) {
        String database = "shard_" + physical;
        try (Connection connection = server.dataSource().getConnection();
                Statement create = connection.createStatement()) {
            create.execute("CREATE DATABASE IF NOT EXISTS " + database);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create database " + database + " on the private MariaDB", e);
        }
        String url = server.url("mariadb").replace("/" + MariaDbServer.DATABASE, "/" + database);
        return new ShardConnection(url, MariaDbServer.USER, MariaDbServer.PASSWORD);
    }

    @Override
    public void close() {
        server.close();
    }
}
