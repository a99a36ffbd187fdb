package io.shardflake.locality;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Copies of a JVM restored from one snapshot, simulated: two generators with the process id, MAC fragment, clock and
 * first counter both copies would hold (the same random source state picks the same variable-mode start; the same
 * time, the same sequential seed). Without {@code afterRestore()} they make the same ids; after it their counters run
 * a random distance apart. And restores never make one generator repeat itself, even two in one millisecond whose
 * jumps add up to a full turn of the counter.
 */
class LocalityRestoreTest {

    private static final Instant START = Instant.parse("2026-11-27T08:00:00.123Z");
    private static final int IDS = 1_000;

    private final ManualClock clockOfA = ManualClock.at(START);
    private final ManualClock clockOfB = ManualClock.at(START);

    @ParameterizedTest
    @EnumSource(CounterMode.class)
    void copiesRepeatEachOtherWithoutARestore(CounterMode mode) {
        LocalityUuidGenerator a = copy(mode, clockOfA);
        LocalityUuidGenerator b = copy(mode, clockOfB);

        for (int i = 0; i < 3; i++) {
            assertThat(ids(a)).isEqualTo(ids(b));
            clockOfA.advance(Duration.ofMillis(1));
            clockOfB.advance(Duration.ofMillis(1));
        }
    }

    @ParameterizedTest
    @EnumSource(CounterMode.class)
    void afterARestoreTheCopiesCountersRunApart(CounterMode mode) {
        LocalityUuidGenerator a = copy(mode, clockOfA);
        LocalityUuidGenerator b = copy(mode, clockOfB);
        assertThat(a.next()).isEqualTo(b.next());

        a.afterRestore();
        b.afterRestore();

        List<LocalityUuid> fromA = ids(a);
        List<LocalityUuid> fromB = ids(b);
        // The same process, MAC fragment and milliseconds: only the counters tell the copies apart.
        assertThat(fromA.get(0).epochMillis()).isEqualTo(fromB.get(0).epochMillis());
        Set<LocalityUuid> both = new HashSet<>(fromA);
        both.addAll(fromB);
        assertThat(both).hasSize(2 * IDS);
        // Each copy still steps its counter as its mode says: by 1 in sequential mode, so order holds but for a wrap.
        for (int i = 1; i < IDS; i++) {
            assertThat(fromA.get(i).counter(mode)).isEqualTo((fromA.get(i - 1).counter(mode) + mode.step())
                    & LocalityUuid.MAX_FIRST_GROUP);
        }
    }

    @ParameterizedTest
    @EnumSource(CounterMode.class)
    void twoRestoresInOneMillisecondWhoseJumpsMakeAFullTurnRepeatNoId(CounterMode mode) {
        ManualClock frozen = ManualClock.at(START).frozen(true);
        LocalityUuidGenerator generator = LocalityUuidGenerator.builder().mode(mode).processId(77)
                .macFragment(0x1234567).firstCounter(0).clock(ClockSettings.of(frozen, frozen)).build();

        List<LocalityUuid> before = ids(generator);
        generator.jump(1L << 31);
        List<LocalityUuid> between = ids(generator);
        // With the ids counted between them, the two jumps make 2^32 counters: a full turn.
        generator.jump((1L << 31) - 2 * IDS);
        List<LocalityUuid> after = ids(generator);

        // The counters after the second jump are those before the first again: only the millisecond differs.
        for (int i = 0; i < IDS; i++) {
            assertThat(after.get(i).firstGroup()).isEqualTo(before.get(i).firstGroup());
            assertThat(after.get(i).epochMillis()).isGreaterThan(between.get(IDS - 1).epochMillis());
        }
        assertThat(between.get(0).epochMillis()).isGreaterThan(before.get(IDS - 1).epochMillis());
        Set<LocalityUuid> all = new HashSet<>(before);
        all.addAll(between);
        all.addAll(after);
        assertThat(all).hasSize(3 * IDS);
    }

    private static LocalityUuidGenerator copy(CounterMode mode, ManualClock clock) {
        return LocalityUuidGenerator.builder().mode(mode).processId(77).macFragment(0x1234567).random(new Random(5))
                .clock(ClockSettings.of(clock, clock)).build();
    }

    private static List<LocalityUuid> ids(LocalityUuidGenerator generator) {
        List<LocalityUuid> ids = new ArrayList<>(IDS);
        for (int i = 0; i < IDS; i++) {
            ids.add(generator.next());
        }
        return ids;
    }
}
