package io.shardflake.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PlanCommandTest {

    @Test
    void printsSeed003sArithmeticAndTheProposedLayout() {
        CliRun run = CliRun.of("plan", "--nodes", "1024", "--rate", "100000", "--years", "100");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.outLines()).startsWith(
                "1,024 nodes → 10 worker bits (2^10 = 1,024 worker ids)",
                "100,000 ids/s per node at 1 ms ticks → 100 per tick → 7 sequence bits (2^7 = 128 per tick)",
                "63 − 10 − 7 = 46 time bits → 2,230 years (100 years need 42 bits: 4 spare)",
                "capacity: 128 ids per tick = 128,000 ids/s per node",
                "layout: time 46 | worker 10 | sequence 7, 1 ms ticks from 2026-01-01T00:00:00Z",
                "",
                "layout: planned",
                "fields: time 46 | worker 10 | sequence 7 (most significant first; bit 63, the sign, is 0)",
                "  time      bits 62..17  46 bits  ticks 0..70,368,744,177,663",
                "  worker    bits 16..7   10 bits  0..1,023",
                "  sequence  bits  6..0    7 bits  0..127");
        assertThat(run.outLines()).contains("end of life: 4255-11-25T01:22:57.664Z (2,230 years after the epoch)");
    }

    @Test
    void twitterLikeRequestWithShards() {
        CliRun run = CliRun.of("plan", "--nodes=1024", "--rate=4096000", "--years=69");

        assertThat(run.outLines()).contains("63 − 10 − 12 = 41 time bits → 69.7 years (69 years need 41 bits: 0 spare)");
        assertThat(CliRun.of("plan", "--nodes", "256", "--rate", "1000000", "--years", "50", "--shards", "16")
                .outLines()).contains("fields: time 41 | worker 8 | sequence 10 | shard 4 (most significant first; "
                        + "bit 63, the sign, is 0)");
    }

    @Test
    void aRequestNothingFitsExitsOneWithTheReasonAsTheAnswer() {
        CliRun run = CliRun.of("plan", "--nodes", "1000000", "--rate", "10000000", "--years", "100");

        assertThat(run.exitCode()).isEqualTo(ShardflakeCli.FAILED);
        assertThat(run.err()).isEmpty();
        assertThat(run.outLines()).hasSize(1);
        assertThat(run.out()).startsWith("no layout fits in 63 bits: 1,000,000 nodes need 20 worker bits, ")
                .contains("short of 100 years (35 bits) by 12 bits.");
    }
}
