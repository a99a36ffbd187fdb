package io.shardflake.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two JVMs on one PostgreSQL, started with the settings that used to make both of them worker 0: a JPA application
 * without Spring and no {@code shardflake.*} setting (every node worker 0), and a Spring Boot application on a layout
 * without a worker field (two instances writing shard 5 made 1,000 of 1,000 identical ids). Now a JPA node leases its
 * worker id through Hibernate's connections, as the Spring Boot starter does (and refuses to start while the lease
 * table is missing), a layout without a worker field does not start, and each refusal says which setting to give;
 * with the settings given, both start and no id repeats.
 */
@ExtendWith(SharedPostgres.class)
class TwoNodeStartupTest {

    private static final int ROWS = 1_000;
    private static final Duration TIMEOUT = Duration.ofMinutes(2);

    @TempDir
    Path logs;

    @BeforeEach
    void emptyTable() throws SQLException {
        try (Connection connection = SharedPostgres.dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE IF NOT EXISTS node_rows (id BIGINT PRIMARY KEY, node VARCHAR(20))");
            statement.execute("DELETE FROM node_rows");
        }
    }

    @Test
    void twoJpaNodesWithoutAnyShardflakeSettingRefuseToStartWhileTheLeaseTableIsMissing() throws Exception {
        List<NodeRun> runs = both(HibernateNode.class, "shardflake.worker.lease.table=missing_jpa_leases");

        for (NodeRun run : runs) {
            assertThat(run.exit()).as(run.output()).isEqualTo(NodeOutput.REFUSED_EXIT);
            // The innermost message: the lease table's check, naming the table.
            assertThat(run.output()).contains(NodeOutput.REFUSED).contains("missing_jpa_leases");
        }
        assertThat(rows()).isZero();
    }

    @Test
    void twoJpaNodesLeaseDistinctWorkerIdsThroughHibernatesConnectionsAndRepeatNoId() throws Exception {
        List<NodeRun> runs = both(HibernateNode.class, "shardflake.worker.lease.table=two_jpa_leases",
                "shardflake.worker.lease.initialize-schema=always");

        for (NodeRun run : runs) {
            assertThat(run.exit()).as(run.output()).isZero();
            assertThat(run.output()).contains(NodeOutput.INSERTED + " " + ROWS);
        }
        assertThat(rows()).isEqualTo(2 * ROWS);
    }

    @Test
    void twoJpaNodesWithTheirOwnWorkerIdsStartAndRepeatNoId() throws Exception {
        NodeRun first = NodeRun.start(HibernateNode.class, "jpa-1", logs, "shardflake.worker.id=1",
                "shardflake.worker.lease.table=jpa_worker_ids", "shardflake.worker.lease.initialize-schema=always");
        NodeRun second = NodeRun.start(HibernateNode.class, "jpa-2", logs, "shardflake.worker.id=2",
                "shardflake.worker.lease.table=jpa_worker_ids", "shardflake.worker.lease.initialize-schema=always");

        for (NodeRun run : List.of(first.await(), second.await())) {
            assertThat(run.exit()).as(run.output()).isZero();
            assertThat(run.output()).contains(NodeOutput.INSERTED + " " + ROWS);
        }
        assertThat(rows()).isEqualTo(2 * ROWS);
    }

    @Test
    void twoSpringNodesOnALayoutWithoutWorkerFieldRefuseToStartNamingTheLayoutAndSingleWriter() throws Exception {
        List<NodeRun> runs = both(SpringNode.class, "shardflake.layout.preset=instagram");

        for (NodeRun run : runs) {
            assertThat(run.exit()).as(run.output()).isEqualTo(NodeOutput.REFUSED_EXIT);
            assertThat(run.output()).contains("shardflake.layout.preset = instagram is not allowed: a layout with a"
                    + " worker field, since more than one instance can make ids here (there is a database"
                    + " other instances can write to)").contains("shardflake.shard.single-writer=true");
        }
        assertThat(rows()).isZero();
    }

    @Test
    void twoJpaNodesOnALayoutWithoutWorkerFieldRefuseToStartToo() throws Exception {
        List<NodeRun> runs = both(HibernateNode.class, "shardflake.layout.preset=icicle", "shardflake.worker.id=0");

        for (NodeRun run : runs) {
            assertThat(run.exit()).as(run.output()).isEqualTo(NodeOutput.REFUSED_EXIT);
            assertThat(run.output()).contains("shardflake.layout.preset = icicle is not allowed: a layout with a worker"
                    + " field");
        }
        assertThat(rows()).isZero();
    }

    @Test
    void twoSpringNodesOnTheDefaultLayoutLeaseDistinctWorkerIdsAndRepeatNoId() throws Exception {
        List<NodeRun> runs = both(SpringNode.class, "shardflake.worker.lease.table=two_node_leases",
                "shardflake.worker.lease.initialize-schema=always");

        for (NodeRun run : runs) {
            assertThat(run.exit()).as(run.output()).isZero();
        }
        assertThat(rows()).isEqualTo(2 * ROWS);
    }

    private List<NodeRun> both(Class<?> node, String... settings) throws Exception {
        NodeRun first = NodeRun.start(node, "node-1", logs, settings);
        NodeRun second = NodeRun.start(node, "node-2", logs, settings);
        return List.of(first.await(), second.await());
    }

    private static long rows() throws SQLException {
        try (Connection connection = SharedPostgres.dataSource().getConnection();
                Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("SELECT count(*), count(DISTINCT id) FROM node_rows")) {
            result.next();
            assertThat(result.getLong(2)).isEqualTo(result.getLong(1));
            return result.getLong(1);
        }
    }

    /** One node process: its exit status and everything it printed. */
    private static final class NodeRun {

        private final Process process;
        private final Path out;
        private int exit = -1;

        private NodeRun(Process process, Path out) {
            this.process = process;
            this.out = out;
        }

        static NodeRun start(Class<?> node, String name, Path logs, String... settings) {
            List<String> command = ChildJava.command(node);
            command.addAll(List.of(SharedPostgres.jdbcUrl(), name, String.valueOf(ROWS)));
            command.addAll(List.of(settings));
            Path out = logs.resolve(name + ".out");
            try {
                return new NodeRun(new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(out.toFile())
                        .start(), out);
            } catch (IOException e) {
                throw new UncheckedIOException("could not start " + command, e);
            }
        }

        NodeRun await() throws InterruptedException {
            if (!process.waitFor(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly().waitFor();
                throw new AssertionError("node still running after " + TIMEOUT + ":\n" + output());
            }
            exit = process.exitValue();
            return this;
        }

        int exit() {
            return exit;
        }

        String output() {
            try {
                return java.nio.file.Files.readString(out, StandardCharsets.UTF_8);
            } catch (IOException e) {
                return "(" + e + ")";
            }
        }
    }
}
