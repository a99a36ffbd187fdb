package io.shardflake.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.LayoutPreset;
import org.junit.jupiter.api.Test;

class LayoutCommandTest {

    @Test
    void showsTwittersFieldsTickEpochCapacityAndEndOfLife() {
        CliRun run = CliRun.of("layout", "twitter");

        assertThat(run.exitCode()).isZero();
        assertThat(run.outLines()).containsExactly(
                "layout: twitter",
                "fields: time 41 | worker 10 | sequence 12 (most significant first; bit 63, the sign, is 0)",
                "  time      bits 62..22  41 bits  ticks 0..2,199,023,255,551",
                "  worker    bits 21..12  10 bits  0..1,023",
                "  sequence  bits 11..0   12 bits  0..4,095",
                "tick: 1 ms",
                "epoch: 2010-11-04T01:42:54.657Z",
                "capacity: 4,096 ids per tick = 4,096,000 ids/s per generator",
                "end of life: 2080-07-10T17:30:30.209Z (69.7 years after the epoch)",
                "sorts by time: yes");
    }

    @Test
    void showsTicksOtherThanAMillisecondAndLayoutsThatDoNotSortByTime() {
        assertThat(CliRun.of("layout", "sonyflake").outLines())
                .contains("tick: 10 ms", "capacity: 256 ids per tick = 25,600 ids/s per generator");
        assertThat(CliRun.of("layout", "GLOBAL_ID").outLines())
                .contains("sorts by time: no, worker comes first", "end of life: 4199-11-24T01:22:57.664Z "
                        + "(2,230 years after the epoch)");
    }

    @Test
    void listsEveryPresetOnALineOfItsOwn() {
        CliRun run = CliRun.of("layout", "--list");

        assertThat(run.exitCode()).isZero();
        assertThat(run.outLines()).hasSize(LayoutPreset.values().length)
                .contains("twitter     time 41 | worker 10 | sequence 12            1 ms   from "
                        + "2010-11-04T01:42:54.657Z")
                .anySatisfy(line -> assertThat(line).startsWith("sonyflake ").contains("10 ms"));
        for (LayoutPreset preset : LayoutPreset.values()) {
            assertThat(run.out()).contains(preset.presetName() + " ");
        }
    }
}
