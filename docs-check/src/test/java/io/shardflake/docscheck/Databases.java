package io.shardflake.docscheck;

import io.shardflake.testdb.MariaDbServer;
import io.shardflake.testdb.PostgresServer;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/** A fresh, empty database for a block or a page: in-memory H2, or one of this JVM's PostgreSQL or MariaDB. */
final class Databases {

    private static final AtomicInteger NEXT = new AtomicInteger();

    private Databases() {
    }

    /**
     * @param kind {@code h2}, {@code postgresql} or {@code mysql} (MariaDB)
     * @return the JDBC URL of a new database, with user and password in it
     */
    static String fresh(String kind) {
        String name = "docs_" + NEXT.incrementAndGet();
        return switch (kind) {
            case "h2" -> "jdbc:h2:mem:" + name + ";DB_CLOSE_DELAY=-1";
            case "postgresql" -> {
                create(PostgresServer.shared().dataSource(), name);
                yield PostgresServer.shared().jdbcUrl(name);
            }
            case "mysql" -> {
                create(MariaDbServer.shared().dataSource(), name);
                yield MariaDbServer.shared().urlWithCredentials("mariadb").replace("/" + MariaDbServer.DATABASE + "?",
                        "/" + name + "?");
            }
            default -> throw new IllegalArgumentException("no database of kind " + kind);
        };
    }

    /**
     * @param block a block
     * @return the database kinds its markers name ({@code h2}, {@code postgresql}, {@code mysql}), H2 when none
     */
    static List<String> kindsOf(FencedBlock block) {
        List<String> kinds = Stream.of("h2", "postgresql", "mysql").filter(block::has).toList();
        return kinds.isEmpty() ? List.of("h2") : kinds;
    }

    private static void create(javax.sql.DataSource server, String name) {
        try (Connection connection = server.getConnection(); Statement statement = connection.createStatement()) {
            statement.execute("CREATE DATABASE " + name);
        } catch (SQLException e) {
            throw new IllegalStateException("could not create database " + name, e);
        }
    }
}
