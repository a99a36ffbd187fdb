package io.shardflake.quarkus.it;

import io.shardflake.testdb.PostgresServer;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.postgresql.ds.PGSimpleDataSource;

/** A database of its own on the JVM's shared embedded PostgreSQL 18, for one application (or a few sharing it). */
final class Postgres {

    private static final AtomicInteger DATABASES = new AtomicInteger();

    private final String url;

    private Postgres(String url) {
        this.url = url;
    }

    /** Creates a new, empty database named after {@code purpose}. */
    static Postgres newDatabase(String purpose) {
        PostgresServer server = PostgresServer.shared();
        String name = "quarkus_" + purpose + "_" + DATABASES.incrementAndGet();
        try (Connection connection = server.dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute("CREATE DATABASE " + name);
        } catch (SQLException e) {
            throw new IllegalStateException("could not create database " + name, e);
        }
        return new Postgres(server.jdbcUrl(name));
    }

    /** @return the JDBC URL, user included, as an application is given it */
    String url() {
        return url;
    }

    /** @return the user the URL names */
    String user() {
        return PostgresServer.USER;
    }

    /** @return a data source on the database, a new connection per call */
    DataSource dataSource() {
        PGSimpleDataSource source = new PGSimpleDataSource();
        source.setURL(url);
        return source;
    }
}
