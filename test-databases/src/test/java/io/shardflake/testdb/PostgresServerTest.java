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
        try (Connection connection = server.dataSource().getConnection();
                Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("SELECT current_setting('server_version_num')::int,"
                        + " current_setting('synchronous_commit'), current_database(), inet_server_port()")) {
            result.next();
            assertThat(result.getInt(1) / 10000).isEqualTo(18);
            assertThat(result.getString(2)).isEqualTo("on");
            assertThat(result.getString(3)).isEqualTo("postgres");
            assertThat(result.getInt(4)).isEqualTo(server.port());
        }
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
