package io.shardflake.sample;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.sample.evaluate.EvaluationMain;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The evaluation at a small size, on H2 files and on embedded PostgreSQL: it passes its checks and exits 0. */
class EvaluationTest {

    @Test
    void passesOnH2() {
        Run run = evaluate("--evaluate", "--nodes", "3", "--threads", "2", "--customers", "120",
                "--orders-per-customer", "3");

        assertThat(run.exitCode()).as(run.output()).isZero();
        assertThat(run.output()).contains("h2, routing, 3 nodes x 2 threads, 120 customers x 3 orders")
                .containsPattern("total\\s+120\\s+360").contains("checks    OK")
                .containsPattern("\\n2\\s+2\\s+").contains("p99");
    }

    @Test
    void passesOnPostgres() {
        Run run = evaluate("--evaluate", "--profile", "postgres", "--nodes", "2", "--threads", "2", "--customers",
                "80", "--orders-per-customer", "2");

        assertThat(run.exitCode()).as(run.output()).isZero();
        assertThat(run.output()).contains("postgres, routing, 2 nodes").containsPattern("total\\s+80\\s+160")
                .contains("checks    OK");
    }

    @Test
    void passesOnShardingSphereBesideTheRoutingDataSourceOnH2() {
        Run run = evaluate("--evaluate", "--engine", "both", "--nodes", "2", "--threads", "2", "--customers", "80",
                "--orders-per-customer", "2");

        assertThat(run.exitCode()).as(run.output()).isZero();
        assertThat(run.output()).contains("h2, routing, 2 nodes").contains("h2, shardingsphere, 2 nodes")
                .containsPattern("(?s)total\\s+80\\s+160.*total\\s+80\\s+160")
                .containsPattern("\\nrouting\\s+240\\s+[\\d,]+\\s+[\\d.]+\\s+[\\d.]+\\s+OK")
                .containsPattern("\\nshardingsphere\\s+240\\s+[\\d,]+\\s+[\\d.]+\\s+[\\d.]+\\s+OK");
    }

    @Test
    void passesOnShardingSphereOnPostgres() {
        Run run = evaluate("--evaluate", "--engine", "shardingsphere", "--profile", "postgres", "--nodes", "2",
                "--threads", "2", "--customers", "60", "--orders-per-customer", "2");

        assertThat(run.exitCode()).as(run.output()).isZero();
        assertThat(run.output()).contains("postgres, shardingsphere, 2 nodes").containsPattern("total\\s+60\\s+120")
                .contains("checks    OK").doesNotContain("routing");
    }

    @Test
    void passesOnMariaDbShardsWithBothEngines() {
        // Seed 000's world: sharded MySQL. A private server of the machine's MariaDB (installed by the build).
        Run run = evaluate("--evaluate", "--engine", "both", "--profile", "mariadb", "--nodes", "2", "--threads", "2",
                "--customers", "60", "--orders-per-customer", "2");

        assertThat(run.exitCode()).as(run.output()).isZero();
        assertThat(run.output()).contains("mariadb, routing, 2 nodes").contains("mariadb, shardingsphere, 2 nodes")
                .containsPattern("(?s)total\\s+60\\s+120.*total\\s+60\\s+120").contains("checks    OK");
    }

    @Test
    void refusesAnUnknownEngineWithExitCode2() {
        Run run = evaluate("--evaluate", "--engine", "sharding");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.output()).contains("--engine = sharding must be routing, shardingsphere or both");
    }

    @Test
    void refusesAnUnknownOptionWithExitCode2() {
        Run run = evaluate("--evaluate", "--nodez", "3");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.output()).contains("unknown option --nodez");
    }

    private static Run evaluate(String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int code = EvaluationMain.run(SampleApplication.class, args, new PrintStream(bytes, true,
                StandardCharsets.UTF_8));
        return new Run(code, bytes.toString(StandardCharsets.UTF_8));
    }

    private record Run(int exitCode, String output) {
    }
}
