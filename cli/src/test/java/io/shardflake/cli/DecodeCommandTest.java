package io.shardflake.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.LayoutPreset;
import java.time.Instant;
import java.util.List;
import java.util.TimeZone;
import org.junit.jupiter.api.Test;

class DecodeCommandTest {

    @Test
    void decodesATwitterIdToItsTimeWorkerAndSequence() {
        CliRun run = CliRun.of("decode", "1541815603606036480", "--layout", "twitter");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.outLines()).containsExactly(
                "kind: snowflake (64-bit id in decimal)",
                "id: 1541815603606036480",
                "base32: 1ASD13XH1F800",
                "layout: twitter (time 41 | worker 10 | sequence 12, 1 ms ticks from 2010-11-04T01:42:54.657Z)",
                "time: 2022-06-28T16:07:40.105Z",
                "tick: 367597485448",
                "worker: 378",
                "sequence: 0");
    }

    @Test
    void readsTheSameIdInBase32InEitherCase() {
        List<String> decimal = CliRun.of("decode", "1541815603606036480", "--layout=twitter").outLines();
        List<String> upper = CliRun.of("decode", "1ASD13XH1F800", "--layout", "twitter").outLines();
        List<String> lower = CliRun.of("decode", "1asd13xh1f800", "--layout", "twitter").outLines();

        // Only the first line, the kind, says which spelling was read.
        assertThat(upper.get(0)).isEqualTo("kind: snowflake (64-bit id in Crockford base32)");
        assertThat(lower).isEqualTo(upper);
        assertThat(upper.subList(1, upper.size())).isEqualTo(decimal.subList(1, decimal.size()));
    }

    @Test
    void showsTheShardOnlyWhenTheLayoutHasOne() {
        long id = LayoutPreset.SHARDFLAKE.layout().encode(Instant.parse("2026-03-01T12:00:00.250Z"), 9, 200, 17);

        CliRun run = CliRun.of("decode", Long.toString(id));

        assertThat(run.outLines()).contains("time: 2026-03-01T12:00:00.250Z", "shard: 9", "worker: 200",
                "sequence: 17");
        assertThat(CliRun.of("decode", "1541815603606036480", "--layout", "twitter").out()).doesNotContain("shard");
        assertThat(CliRun.of("decode", "1", "--layout", "instagram").out()).doesNotContain("worker");
    }

    @Test
    void printsFieldsInTheLayoutsOrder() {
        long id = LayoutPreset.SONYFLAKE.layout().encode(Instant.parse("2020-01-01T00:00:00Z"), 0, 65535, 255);

        CliRun run = CliRun.of("decode", Long.toString(id), "--layout", "sonyflake");

        assertThat(run.outLines()).endsWith("sequence: 255", "worker: 65535");
        assertThat(run.outLines()).contains("time: 2020-01-01T00:00:00Z");
    }

    @Test
    void anotherEpochMovesTheTimeButNotTheFields() {
        CliRun run = CliRun.of("decode", "4194304", "--layout", "twitter", "--epoch", "2020-01-01T00:00:00Z");

        assertThat(run.exitCode()).isZero();
        assertThat(run.outLines()).contains("time: 2020-01-01T00:00:00.001Z", "tick: 1", "worker: 0");
    }

    @Test
    void printsTimeInUtcWhateverTheMachinesZone() {
        TimeZone saved = TimeZone.getDefault();
        try {
            TimeZone.setDefault(TimeZone.getTimeZone("Asia/Kolkata"));
            assertThat(CliRun.of("decode", "1541815603606036480", "--layout", "twitter").outLines())
                    .contains("time: 2022-06-28T16:07:40.105Z");
        } finally {
            TimeZone.setDefault(saved);
        }
    }
}
