package io.shardflake.locality;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.clock.ClockLeadExceededException;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * The generator against a scripted clock (the {@link ManualClock} is also the sleeper, so a wait moves it on):
 * a clock that moves, stands still, steps back, or freezes; bursts far above 65,536 ids per millisecond; and a
 * table of bad settings.
 */
class LocalityUuidGeneratorClockTest {

    private static final Instant T0 = Instant.parse("2026-03-01T00:00:00Z");
    private static final long T0_MILLIS = T0.toEpochMilli();

    private final ManualClock clock = ManualClock.at(T0);

    private LocalityUuidGenerator.Builder builder() {
        return LocalityUuidGenerator.builder().processId(4242).macFragment(0xabcdef1)
                .clock(ClockSettings.of(clock, clock));
    }

    @Test
    void nextStringIsTheTextOfTheSameIdMadeByNext() {
        for (CounterMode mode : CounterMode.values()) {
            ManualClock textClock = ManualClock.at(T0);
            ManualClock idClock = ManualClock.at(T0);
            LocalityUuidGenerator texts = builder()
                    .clock(ClockSettings.of(textClock, textClock)).mode(mode).firstCounter(0xFFFF_FFF0L)
                    .build();
            LocalityUuidGenerator ids = builder()
                    .clock(ClockSettings.of(idClock, idClock)).mode(mode).firstCounter(0xFFFF_FFF0L)
                    .build();
            for (int i = 0; i < 100; i++) {
                String text = texts.nextString();
                LocalityUuid id = ids.next();
                assertThat(text).as("%s, id %d", mode, i).isEqualTo(id.toString()).hasSize(LocalityUuid.LENGTH);
                assertThat(LocalityUuid.parse(text)).isEqualTo(id);
                textClock.advance(Duration.ofMillis(1));
                idClock.advance(Duration.ofMillis(1));
            }
        }
    }

    @Test
    void followsAClockThatMovesForward() {
        LocalityUuidGenerator generator = builder().firstCounter(0).build();

        for (int i = 0; i < 1000; i++) {
            LocalityUuid id = generator.next();
            assertThat(id.epochMillis()).isEqualTo(T0_MILLIS + i);
            assertThat(id.counter()).isEqualTo((long) i * CounterMode.PRIME & 0xFFFF_FFFFL);
            assertThat(id.processId()).isEqualTo(4242);
            assertThat(id.macFragment()).isEqualTo(0xabcdef1);
            clock.advance(Duration.ofMillis(1));
        }
        assertThat(clock.pauseCount()).isZero();
        assertThat(generator.statistics().issued()).isEqualTo(1000);
    }

    @Test
    void variableModeVariesTheFirstCharacterFromIdToId() {
        LocalityUuidGenerator generator = builder().build();

        Set<Character> firstCharacters = new HashSet<>();
        for (int i = 0; i < 16; i++) {
            firstCharacters.add(generator.nextString().charAt(0));
        }

        // The step ends in hex 5, which is odd: 16 successive ids start with 16 different characters.
        assertThat(firstCharacters).hasSize(16);
    }

    @Test
    void sequentialModeSharesTheFirstCharactersAndIncreases() {
        LocalityUuidGenerator generator = builder().sequential().firstCounter(0x1234_0000L).build();

        List<String> ids = IntStream.range(0, 4096).mapToObj(i -> generator.nextString()).toList();

        assertThat(ids).allSatisfy(id -> assertThat(id).startsWith("12340"));
        assertThat(ids).isSorted().doesNotHaveDuplicates();
    }

    @Test
    void aBurstFarAboveOneMillisecondsCapacityBorrowsTheNextMilliseconds() {
        ClockPolicy tenMilliseconds = new ClockPolicy(Duration.ofMillis(10), Duration.ofSeconds(1));
        LocalityUuidGenerator generator = builder().sequential().firstCounter(0)
                .clock(ClockSettings.of(clock, clock).withPolicy(tenMilliseconds)).build();
        int burst = 11 * 65_536;
        long[] keys = new long[burst];

        for (int i = 0; i < burst; i++) {
            LocalityUuid id = generator.next();
            keys[i] = key(id);
            assertThat(id.counter(CounterMode.SEQUENTIAL)).isEqualTo(i);
        }

        // The wall clock never moved: 11 milliseconds' worth of ids, the last 10 borrowed, none waited.
        assertThat(keys[0] >>> 32).isZero();
        assertThat(keys[65_535] >>> 32).isZero();
        assertThat(keys[65_536] >>> 32).isEqualTo(1);
        assertThat(keys[burst - 1] >>> 32).isEqualTo(10);
        assertThat(clock.pauseCount()).isZero();
        assertThat(generator.statistics().borrowedTicks()).isEqualTo(10);
        assertStrictlyIncreasing(keys);

        // One more would be 11 ms ahead: it waits a millisecond for the wall clock (which the sleeper moves).
        LocalityUuid next = generator.next();
        assertThat(next.epochMillis()).isEqualTo(T0_MILLIS + 11);
        assertThat(clock.instant()).isEqualTo(T0.plusMillis(1));
    }

    @Test
    void aFrozenClockFailsOnceTheBurstOutrunsLeadAndWait() {
        clock.frozen(true);
        LocalityUuidGenerator generator = builder()
                .clock(ClockSettings.of(clock, clock)
                        .withPolicy(new ClockPolicy(Duration.ofMillis(2), Duration.ofMillis(5))))
                .build();
        Set<String> ids = new HashSet<>();

        for (int i = 0; i < 3 * 65_536; i++) {
            ids.add(generator.nextString());
        }

        assertThat(ids).hasSize(3 * 65_536);
        assertThatThrownBy(generator::next)
                .isExactlyInstanceOf(ClockLeadExceededException.class)
                .hasMessageContaining("allowed lead 2 ms");
    }

    @Test
    void rideOutAWallClockStepBackWithoutGoingBackwards() {
        LocalityUuidGenerator generator = builder().sequential().firstCounter(0).build();
        LocalityUuid before = generator.next();
        clock.stepBack(Duration.ofMillis(50));

        LocalityUuid after = generator.next();

        assertThat(after.epochMillis()).isEqualTo(before.epochMillis());
        assertThat(after.toString()).isGreaterThan(before.toString());
        assertThat(generator.statistics().backwardSteps()).isEqualTo(1);
        clock.advance(Duration.ofMillis(51));
        assertThat(generator.next().epochMillis()).isEqualTo(T0_MILLIS + 1);
    }

    @Test
    void aStepBackBeyondLeadAndWaitThrowsAndRecovers() {
        LocalityUuidGenerator generator = builder().build();
        LocalityUuid before = generator.next();
        clock.stepBack(Duration.ofHours(1));

        assertThatThrownBy(generator::next).isExactlyInstanceOf(ClockLeadExceededException.class)
                .hasMessageContaining("Did the wall clock step back?");

        clock.advance(Duration.ofHours(1).plusMillis(1));
        LocalityUuid after = generator.next();
        assertThat(after.epochMillis()).isGreaterThan(before.epochMillis());
    }

    @Test
    void theDefaultFirstCounterComesFromTheRandomSourceOrTheSequentialSeed() {
        long expected = new Random(7).nextLong() & 0xFFFF_FFFFL;

        assertThat(builder().random(new Random(7)).build().firstCounter()).isEqualTo(expected);
        assertThat(builder().sequential().build().firstCounter())
                .isEqualTo((SequentialSeed.of(T0) + 1) & 0xFFFF_FFFFL);
    }

    @Test
    void theDefaultProcessIdIsThisJvms() {
        LocalityUuidGenerator generator = LocalityUuidGenerator.builder().macFragment(0).build();

        assertThat(generator.processId()).isEqualTo((int) (ProcessHandle.current().pid() % 65_536));
        assertThat(generator.mode()).isEqualTo(CounterMode.VARIABLE);
        assertThat(generator.clockPolicy()).isEqualTo(ClockPolicy.DEFAULT);
        assertThat(LocalityUuid.parse(generator.nextString()).processId()).isEqualTo(generator.processId());
    }

    @Test
    void theMacFragmentIsTheLast28BitsOfASixByteAddress() {
        byte[] mac = {(byte) 0x00, (byte) 0x1b, (byte) 0x6d, (byte) 0x53, (byte) 0x7a, (byte) 0x50};

        assertThat(LocalMachine.fragmentOf(mac)).isEqualTo(0xd537a50);
        assertThat(LocalMachine.fragmentOf(new byte[] {-1, -1, -1, -1, -1, -1})).isEqualTo(0x0fff_ffff);
    }

    static Stream<Arguments> badSettings() {
        return Stream.of(
                bad("process id = -1 is not allowed: 0..65535 (16 bits)", b -> b.processId(-1)),
                bad("process id = 65536 is not allowed: 0..65535 (16 bits)", b -> b.processId(65_536)),
                bad("MAC fragment = -1 is not allowed: 0..268435455 (28 bits)", b -> b.macFragment(-1)),
                bad("MAC fragment = 268435456 is not allowed: 0..268435455 (28 bits)",
                        b -> b.macFragment(1 << 28)),
                bad("first counter = -1 is not allowed: 0..4294967295 (32 bits)", b -> b.firstCounter(-1)),
                bad("first counter = 4294967296 is not allowed: 0..4294967295 (32 bits)",
                        b -> b.firstCounter(1L << 32)),
                bad("counter mode = null is not allowed: not null", b -> b.mode(null)),
                bad("random = null is not allowed: not null", b -> b.random(null)),
                bad("clock settings = null is not allowed: not null", b -> b.clock(null)));
    }

    private static Arguments bad(String message, Consumer<LocalityUuidGenerator.Builder> setting) {
        return Arguments.of(message, setting);
    }

    @ParameterizedTest
    @MethodSource("badSettings")
    void refusesBadSettingsNamingThem(String message, Consumer<LocalityUuidGenerator.Builder> setting) {
        assertThatThrownBy(() -> {
            LocalityUuidGenerator.Builder builder = LocalityUuidGenerator.builder().macFragment(0);
            setting.accept(builder);
            builder.build();
        }).isExactlyInstanceOf(InvalidConfigurationException.class).hasMessage(message);
    }

    /** Time since T0 in the high half, the first group in the low half: unique iff the ids are. */
    private static long key(LocalityUuid id) {
        return (id.epochMillis() - T0_MILLIS) << 32 | id.firstGroup();
    }

    private static void assertStrictlyIncreasing(long[] keys) {
        for (int i = 1; i < keys.length; i++) {
            if (keys[i] <= keys[i - 1]) {
                throw new AssertionError("not increasing at " + i + ": " + keys[i - 1] + " then " + keys[i]);
            }
        }
        assertThat(Arrays.stream(keys).distinct().count()).isEqualTo(keys.length);
    }
}
