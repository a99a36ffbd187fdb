package io.shardflake.benchmarks.persistence;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Comparator;
import java.util.stream.Stream;

/** Starts the databases the benchmark runs on. */
final class Databases {

    private Databases() {
    }

    /**
     * @param kind which database
     * @return it, started and empty; close it when done
     * @throws IOException if a file or a server cannot be set up
     * @throws SQLException if it cannot be reached once started
     */
    static Database start(Database.Kind kind) throws IOException, SQLException {
        switch (kind) {
            case H2_MEMORY:
                // DB_CLOSE_DELAY=-1 keeps the database while no connection is open, between sessions.
                return new Database(kind, "H2 " + org.h2.engine.Constants.VERSION + ", in memory",
                        "jdbc:h2:mem:shardflake_persistence;DB_CLOSE_DELAY=-1", "sa", () -> { });
            case H2_FILE:
                Path folder = Files.createTempDirectory("shardflake-h2-");
                return new Database(kind, "H2 " + org.h2.engine.Constants.VERSION + ", file",
                        "jdbc:h2:file:" + folder.resolve("bench").toAbsolutePath(), "sa", () -> deleteTree(folder));
            case POSTGRES:
                return postgres();
            default:
                throw new IllegalArgumentException(kind.toString());
        }
    }

    private static Database postgres() throws IOException, SQLException {
        EmbeddedPostgres server = EmbeddedPostgres.builder().start();
        try {
            String version;
            try (Connection connection = server.getPostgresDatabase().getConnection();
                    Statement statement = connection.createStatement();
                    ResultSet result = statement.executeQuery("show server_version")) {
                result.next();
                version = result.getString(1);
            }
            // reWriteBatchedInserts: pgJDBC sends a batch of 50 INSERTs as one multi-row INSERT, one round trip.
            String url = server.getJdbcUrl("postgres", "postgres") + "&reWriteBatchedInserts=true";
            return new Database(Database.Kind.POSTGRES, "PostgreSQL " + version + " (embedded)", url, "postgres",
                    server);
        } catch (SQLException | RuntimeException e) {
            server.close();
            throw e;
        }
    }

    private static void deleteTree(Path folder) throws IOException {
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : (Iterable<Path>) paths.sorted(Comparator.reverseOrder())::iterator) {
                Files.deleteIfExists(path);
            }
        }
    }
}
