package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.LayoutPreset;
import io.shardflake.ShardflakeVersion;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.worker.WorkerIdSource;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/**
 * One INFO line at startup says which worker id the instance got, how, with which layout, until when, and which
 * build of Shardflake runs.
 */
@ExtendWith(OutputCaptureExtension.class)
class GeneratorStartupLogTest {

    private static final String PREFIX = "Shardflake makes ids with worker id ";
    private static final String VERSION = "; version " + ShardflakeVersion.current();

    private final ApplicationContextRunner runner = Runners.shardflake();

    @Test
    void oneInfoLineWithWorkerIdStrategySourceLayoutAndEndOfLife(CapturedOutput output) {
        runner.withPropertyValues("shardflake.worker.strategy=property", "shardflake.worker.id=7").run(context -> {
            assertThat(context).hasNotFailed();
            String endOfLife = context.getBean(SnowflakeGenerator.class).layout().endOfLife().toString();
            assertThat(lines(output)).singleElement().asString().contains("INFO")
                    .endsWith(PREFIX + "7 (source fixed(7)), layout shardflake (time 41 | worker 8 | sequence 10 |"
                            + " shard 4, tick PT0.001S, epoch 2026-01-01T00:00:00Z), end of life " + endOfLife
                            + "; worker strategy property" + VERSION);
        });
    }

    @Test
    void aLeasedIdNamesTheLease(CapturedOutput output) {
        runner.withBean(DataSource.class, () -> H2.database("startup-log"))
                .withPropertyValues("shardflake.worker.lease.table=startup_log").run(context -> {
                    int workerId = context.getBean(SnowflakeGenerator.class).workerId();
                    assertThat(lines(output)).singleElement().asString().contains(PREFIX + workerId
                            + " (source lease(startup_log, ").endsWith("; worker strategy auto" + VERSION);
                });
    }

    @Test
    void theApplicationsWorkerIdSourceIsCustom(CapturedOutput output) {
        runner.withBean(WorkerIdSource.class, () -> WorkerIdSource.fixed(12))
                .withPropertyValues("shardflake.worker.strategy=hostname-hash").run(context -> assertThat(
                        lines(output)).singleElement().asString().contains(PREFIX + "12 (source fixed(12))")
                        .endsWith("; worker strategy custom" + VERSION));
    }

    @Test
    void nothingForAGeneratorTheApplicationBuilt(CapturedOutput output) {
        SnowflakeGenerator own = SnowflakeGenerator.builder(LayoutPreset.TWITTER.layout()).workerId(3).build();
        runner.withBean(SnowflakeGenerator.class, () -> own).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(lines(output)).isEmpty();
        });
    }

    private static List<String> lines(CapturedOutput output) {
        return output.getOut().lines().filter(line -> line.contains(PREFIX)).toList();
    }
}
