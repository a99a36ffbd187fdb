package io.shardflake.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.DecodedId;
import io.shardflake.IdLayout;
import io.shardflake.LayoutPreset;
import io.shardflake.clock.ManualClock;
import io.shardflake.codec.Crockford32Codec;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class NextCommandTest {

    @Test
    void makesOneIdOfTheShardflakeLayoutForWorkerZeroByDefault() {
        CliRun run = CliRun.of("next");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.outLines()).hasSize(1);
        DecodedId id = LayoutPreset.SHARDFLAKE.layout().decode(Long.parseLong(run.outLines().get(0)));
        assertThat(id.worker()).isZero();
        assertThat(id.shard()).isZero();
    }

    @Test
    void theIdCarriesTheTimeOfTheClockItWasMadeOn() {
        ManualClock clock = ManualClock.at(Instant.parse("2026-03-01T12:00:00.250123Z"));

        CliRun run = CliRun.at(clock, "next", "--worker", "9");

        DecodedId id = LayoutPreset.SHARDFLAKE.layout().decode(Long.parseLong(run.out().strip()));
        // The layout counts milliseconds: the microseconds fall away.
        assertThat(id.timestamp()).isEqualTo(Instant.parse("2026-03-01T12:00:00.250Z"));
        assertThat(id.worker()).isEqualTo(9);
    }

    @Test
    void idsBeyondOneTicksSequenceGoOnInTheNextTick() {
        ManualClock clock = ManualClock.at(Instant.parse("2026-03-01T12:00:00Z"));

        // A 10-bit sequence holds at most 1,024 ids a tick: 2,000 need the next one, whether the generator borrows
        // it or waits for it (waiting on the scripted clock moves it on).
        List<DecodedId> ids = CliRun.at(clock, "next", "--count", "2000").outLines().stream()
                .map(line -> LayoutPreset.SHARDFLAKE.layout().decode(Long.parseLong(line))).toList();

        assertThat(ids).hasSize(2000);
        assertThat(ids.get(0).timestamp()).isEqualTo(Instant.parse("2026-03-01T12:00:00Z"));
        assertThat(ids).extracting(DecodedId::timestamp).isSorted().contains(Instant.parse("2026-03-01T12:00:00.001Z"));
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
