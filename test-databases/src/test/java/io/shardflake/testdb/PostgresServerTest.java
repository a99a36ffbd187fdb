package io.shardflake.testdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/** The shared PostgreSQL is PostgreSQL 18 committing synchronously, with databases of one's own on demand. */
class PostgresServerTest {

    @Test
    void itIsPostgres18CommittingSynchronously() throws SQLException {
        PostgresServer server = PostgresServer.shared();
        List<String> settings = FirstRow.select(server.dataSource(),
                "current_setting('server_version_num')::int / 10000", // the major version
                "current_setting('synchronous_commit')", "current_database()", "inet_server_port()");

        assertThat(settings).containsExactly("18", "on", "postgres", String.valueOf(server.port()));
        assertThat(PostgresServer.shared()).isSameAs(server);
        assertThat(server.jdbcUrl("postgres")).startsWith("jdbc:postgresql://localhost:" + server.port() + "/postgres?")
                .contains("user=postgres");
    }

    @Test
    void aNewDatabaseSeesNoneOfAnotherDatabasesTables() throws SQLException {
        DataSource first = PostgresServer.shared().newDatabase();
        DataSource second = PostgresServer.shared().newDatabase();
        execute(first, "CREATE TABLE only_here (id BIGINT PRIMARY KEY)");

        assertThat(tables(first)).contains("only_here");
        assertThat(tables(second)).doesNotContain("only_here");
    }

    @Test
    void theSharedServerRefusesToBeClosedByATest() {
        assertThatThrownBy(PostgresServer.shared()::close).isInstanceOf(IllegalStateException.class)
                .hasMessage("the shared PostgreSQL stops when the JVM exits; close only servers from"
                        + " PostgresServer.start()");
    }

    private static List<String> tables(DataSource dataSource) throws SQLException {
        List<String> names = new ArrayList<>();
        try (Connection connection = dataSource.getConnection();
                ResultSet result = connection.getMetaData().getTables(null, "public", "%", new String[] {"TABLE"})) {
            while (result.next()) {
                names.add(result.getString("TABLE_NAME"));
            }
        }
        return names;
    }

    private static void execute(DataSource dataSource, String sql) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }
}
