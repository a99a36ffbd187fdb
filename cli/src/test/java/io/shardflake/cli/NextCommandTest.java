package io.shardflake.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.DecodedId;
import io.shardflake.IdLayout;
import io.shardflake.LayoutPreset;
import io.shardflake.codec.Crockford32Codec;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class NextCommandTest {

    @Test
    void makesOneIdOfTheShardflakeLayoutForWorkerZeroByDefault() {
        // The generator reads a ticking clock, which lags the system clock by a millisecond plus the wake-up of
        // the thread that advances it: a few milliseconds more on a loaded machine.
        Instant before = Instant.now().minusMillis(50);
        CliRun run = CliRun.of("next");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.outLines()).hasSize(1);
        DecodedId id = LayoutPreset.SHARDFLAKE.layout().decode(Long.parseLong(run.outLines().get(0)));
        assertThat(id.worker()).isZero();
        assertThat(id.shard()).isZero();
        // The generator may borrow up to 100 ms ahead of the wall clock, never more.
        assertThat(id.timestamp()).isBetween(before, Instant.now().plus(Duration.ofMillis(101)));
    }

    @Test
    void makesStrictlyIncreasingIdsCarryingTheWorkerAndShard() {
        CliRun run = CliRun.of("next", "--count", "500", "--worker", "255", "--shard", "15");

        List<Long> ids = run.outLines().stream().map(Long::parseLong).toList();
        assertThat(ids).hasSize(500).isSorted().doesNotHaveDuplicates();
        IdLayout layout = LayoutPreset.SHARDFLAKE.layout();
        assertThat(ids).allSatisfy(id -> {
            assertThat(layout.decode(id).worker()).isEqualTo(255);
            assertThat(layout.decode(id).shard()).isEqualTo(15);
        });
    }

    @Test
    void usesTheLayoutAsked() {
        CliRun run = CliRun.of("next", "--layout", "twitter", "--worker", "1023");

        assertThat(LayoutPreset.TWITTER.layout().decode(Long.parseLong(run.out().strip())).worker()).isEqualTo(1023);
    }

    @Test
    void writesBase32ThatSortsLikeTheNumbers() {
        CliRun run = CliRun.of("next", "--count", "100", "--format", "base32", "--worker", "3");

        List<String> ids = run.outLines();
        assertThat(ids).hasSize(100).isSorted().allSatisfy(id -> assertThat(id).hasSize(13).matches("[0-9A-Z]+"));
        assertThat(LayoutPreset.SHARDFLAKE.layout().decode(Crockford32Codec.INSTANCE.decode(ids.get(0))).worker())
                .isEqualTo(3);
    }
}
