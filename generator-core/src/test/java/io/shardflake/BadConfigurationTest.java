package io.shardflake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.LogicalClock;
import io.shardflake.clock.ManualClock;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.testing.RefusalWording;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.stream.Stream;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import io.shardflake.worker.ClaimedSource;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** A table of bad settings: each is refused with the right exception type and a message naming value and range. */
class BadConfigurationTest {

    private static final Instant NOW = Instant.parse("2026-03-01T00:00:00Z");
    private static final IdLayout TWITTER = LayoutPreset.TWITTER.layout();
    private static final IdLayout SHARDFLAKE = LayoutPreset.SHARDFLAKE.layout();
    private static final RefusalWording JAVA = RefusalWording.plainJava();
    private static final String TICK_RANGE = "a whole number of microseconds from 1 µs to 1 day";

    private static ManualClock clock() {
        return ManualClock.at(NOW);
    }

    private static SnowflakeGenerator.Builder on(IdLayout layout) {
        return SnowflakeGenerator.builder(layout).clock(scripted());
    }

    private static ClockSettings scripted() {
        ManualClock clock = clock();
        return ClockSettings.of(clock, clock);
    }

    private static Arguments bad(String name, ThrowingCallable call, Class<? extends Throwable> type, String message) {
        return Arguments.of(Named.of(name, call), type, message);
    }

    static Stream<Arguments> badLayouts() {
        return Stream.of(
                bad("time missing", () -> IdLayout.builder().worker(10).sequence(12).build(),
                        InvalidConfigurationException.class,
                        "time bits = 0 is not allowed: 1..63: every layout needs a time field"),
                bad("time 0 bits", () -> IdLayout.builder().time(0),
                        InvalidConfigurationException.class, "time bits = 0 is not allowed: 1..63"),
                bad("time 64 bits", () -> IdLayout.builder().time(64),
                        InvalidConfigurationException.class, "time bits = 64 is not allowed: 1..63"),
                bad("time -1 bits", () -> IdLayout.builder().time(-1),
                        InvalidConfigurationException.class, "time bits = -1 is not allowed: 1..63"),
                bad("shard 32 bits", () -> IdLayout.builder().time(20).shard(32),
                        InvalidConfigurationException.class, "shard bits = 32 is not allowed: 0..31"),
                bad("worker 32 bits", () -> IdLayout.builder().time(20).worker(32),
                        InvalidConfigurationException.class, "worker bits = 32 is not allowed: 0..31"),
                bad("sequence 32 bits", () -> IdLayout.builder().time(20).sequence(32),
                        InvalidConfigurationException.class, "sequence bits = 32 is not allowed: 0..31"),
                bad("shard -1 bits", () -> IdLayout.builder().time(20).shard(-1),
                        InvalidConfigurationException.class, "shard bits = -1 is not allowed: 0..31"),
                bad("worker -1 bits", () -> IdLayout.builder().time(20).worker(-1),
                        InvalidConfigurationException.class, "worker bits = -1 is not allowed: 0..31"),
                bad("sequence -1 bits", () -> IdLayout.builder().time(20).sequence(-1),
                        InvalidConfigurationException.class, "sequence bits = -1 is not allowed: 0..31"),
                bad("total 64 bits", () -> IdLayout.builder().time(41).worker(11).sequence(12).build(),
                        InvalidConfigurationException.class, "total bits = 64 is not allowed: at most 63 (the sign "
                                + "bit stays 0); widths were time 41 | worker 11 | sequence 12"),
                bad("time 63 bits plus one", () -> IdLayout.builder().time(63).sequence(1).build(),
                        InvalidConfigurationException.class, "total bits = 64 is not allowed: at most 63 (the sign "
                                + "bit stays 0); widths were time 63 | sequence 1"),
                bad("a field added twice", () -> IdLayout.builder().time(41).worker(10).worker(5),
                        InvalidConfigurationException.class, "worker bits = 5 is not allowed: each field at most "
                                + "once; worker was already added with 10 bits"),
                bad("time added twice", () -> IdLayout.builder().time(41).add(IdField.TIME, 41),
                        InvalidConfigurationException.class, "time bits = 41 is not allowed: each field at most "
                                + "once; time was already added with 41 bits"),
                bad("tick 0", () -> IdLayout.builder().tick(Duration.ZERO).time(41).build(),
                        InvalidConfigurationException.class, "tick = PT0S is not allowed: " + TICK_RANGE),
                bad("tick 500 ns", () -> IdLayout.builder().tick(Duration.ofNanos(500)),
                        InvalidConfigurationException.class, "tick = PT0.0000005S is not allowed: " + TICK_RANGE),
                bad("tick 1500 ns", () -> IdLayout.builder().tick(Duration.ofNanos(1500)),
                        InvalidConfigurationException.class, "tick = PT0.0000015S is not allowed: " + TICK_RANGE),
                bad("tick 2 days", () -> IdLayout.builder().tick(Duration.ofDays(2)).time(41).build(),
                        InvalidConfigurationException.class, "tick = PT48H is not allowed: " + TICK_RANGE),
                bad("tick negative", () -> IdLayout.builder().tick(Duration.ofMillis(-1)),
                        InvalidConfigurationException.class, "tick = PT-0.001S is not allowed: " + TICK_RANGE),
                bad("tick null", () -> IdLayout.builder().tick(null),
                        InvalidConfigurationException.class, "tick = null is not allowed: " + TICK_RANGE),
                bad("epoch in the future", () -> IdLayout.builder().epoch(Instant.parse("2100-01-01T00:00:00Z"))
                        .time(41).build(), InvalidConfigurationException.class,
                        "epoch = 2100-01-01T00:00:00Z is not allowed: an instant that is not in the future"),
                bad("epoch with sub-microsecond nanos", () -> IdLayout.builder()
                        .epoch(Instant.parse("2020-01-01T00:00:00.000000500Z")).time(41).build(),
                        InvalidConfigurationException.class,
                        "epoch = 2020-01-01T00:00:00.000000500Z is not allowed: a whole number of microseconds"),
                bad("epoch null", () -> IdLayout.builder().epoch(null).time(41).build(),
                        InvalidConfigurationException.class, "epoch = null is not allowed: an instant in the past"),
                bad("no such preset", () -> LayoutPreset.named("nope"), InvalidConfigurationException.class,
                        "preset = nope is not allowed: one of twitter, discord, sonyflake, instagram, icicle, "
                                + "global-id, shardflake"));
    }

    static Stream<Arguments> badGenerators() {
        return Stream.of(
                bad("worker id -1", () -> on(TWITTER).workerId(-1), InvalidConfigurationException.class,
                        "worker id = -1 is not allowed: 0..2^bits - 1 of the worker field"),
                bad("worker id 1024 on twitter", () -> on(TWITTER).workerId(1024).build(),
                        InvalidConfigurationException.class, "worker id = 1024 is not allowed: 0..1023 (10 bits)"),
                bad("worker id 1 without a worker field", () -> on(LayoutPreset.INSTAGRAM.layout()).workerId(1)
                        .build(), InvalidConfigurationException.class, "worker id = 1 is not allowed: 0 (layout instagram has no worker field)"),
                bad("default shard 1 without a shard field", () -> on(TWITTER).defaultShard(1).build(),
                        InvalidConfigurationException.class,
                        "default shard = 1 is not allowed: 0 (layout twitter has no shard field)"),
                bad("default shard 16 of 4 bits", () -> on(SHARDFLAKE).defaultShard(16).build(),
                        InvalidConfigurationException.class, "default shard = 16 is not allowed: 0..15 (4 bits)"),
                bad("default shard -1", () -> on(SHARDFLAKE).defaultShard(-1).build(),
                        InvalidConfigurationException.class, "default shard = -1 is not allowed: 0..15 (4 bits)"),
                bad("nextId(16) of 4 shard bits", () -> on(SHARDFLAKE).build().nextId(16),
                        FieldRangeException.class, "shard = 16 is out of range: allowed 0..15 (4 bits)"),
                bad("nextId(-1)", () -> on(SHARDFLAKE).build().nextId(-1),
                        FieldRangeException.class, "shard = -1 is out of range: allowed 0..15 (4 bits)"),
                bad("nextId(1) without a shard field", () -> on(TWITTER).build().nextId(1),
                        FieldRangeException.class,
                        "shard = 1 is out of range: the layout has no shard field, so only 0 is allowed"),
                bad("clock before the epoch", () -> {
                    ManualClock early = ManualClock.at(Instant.parse("2000-01-01T00:00:00Z"));
                    SnowflakeGenerator.builder(TWITTER).clock(ClockSettings.of(early, early)).build();
                }, InvalidConfigurationException.class, "epoch = 2010-11-04T01:42:54.657Z is not allowed: an "
                        + "instant not after the clock's time, 2000-01-01T00:00:00Z"),
                bad("clock at the end of life", () -> {
                    ManualClock late = ManualClock.at(TWITTER.endOfLife());
                    SnowflakeGenerator.builder(TWITTER).clock(ClockSettings.of(late, late)).build();
                }, InvalidConfigurationException.class, "layout = " + TWITTER + " is not allowed: a layout whose "
                        + "life has not ended; this one ended at 2080-07-10T17:30:30.209Z"),
                bad("clock after the end of life", () -> {
                    ManualClock late = ManualClock.at(Instant.parse("2090-01-01T00:00:00Z"));
                    SnowflakeGenerator.builder(TWITTER).clock(ClockSettings.of(late, late)).build();
                }, InvalidConfigurationException.class, "layout = " + TWITTER + " is not allowed: a layout whose "
                        + "life has not ended; this one ended at 2080-07-10T17:30:30.209Z"),
                bad("null layout", () -> SnowflakeGenerator.builder(null), InvalidConfigurationException.class,
                        "layout = null is not allowed: a layout"),
                bad("null worker id source", () -> SnowflakeGenerator.builder(TWITTER).workerIdSource(null),
                        InvalidConfigurationException.class, "worker id source = null is not allowed: a source"),
                bad("null clock settings", () -> SnowflakeGenerator.builder(TWITTER).clock(null),
                        InvalidConfigurationException.class, "clock settings = null is not allowed: clock settings"),
                bad("null wall clock", () -> ClockSettings.of(null, clock()), InvalidConfigurationException.class,
                        "wall clock = null is not allowed: not null"),
                bad("null sleeper", () -> ClockSettings.of(clock(), null), InvalidConfigurationException.class,
                        "sleeper = null is not allowed: not null"),
                bad("null clock policy", () -> ClockSettings.DEFAULT.withPolicy(null),
                        InvalidConfigurationException.class, "clock policy = null is not allowed: not null"),
                bad("negative max lead", () -> ClockSettings.DEFAULT.withMaxLead(Duration.ofMillis(-1)),
                        InvalidConfigurationException.class,
                        "max lead = PT-0.001S is not allowed: a duration of zero or more"));
    }

    static Stream<Arguments> badClocks() {
        return Stream.of(
                bad("policy with negative lead", () -> new ClockPolicy(Duration.ofMillis(-1), Duration.ZERO),
                        InvalidConfigurationException.class,
                        "max lead = PT-0.001S is not allowed: a duration of zero or more"),
                bad("policy with negative wait", () -> ClockPolicy.DEFAULT.withMaxWait(Duration.ofNanos(-1)),
                        InvalidConfigurationException.class,
                        "max wait = PT-0.000000001S is not allowed: a duration of zero or more"),
                bad("policy with null lead", () -> new ClockPolicy(null, Duration.ZERO),
                        InvalidConfigurationException.class,
                        "max lead = null is not allowed: a duration of zero or more"),
                bad("slot bits -1", () -> LogicalClock.builder().slots(-1, 1),
                        InvalidConfigurationException.class, "slot bits = -1 is not allowed: 0..31"),
                bad("slot bits 32", () -> LogicalClock.builder().slots(32, 1),
                        InvalidConfigurationException.class, "slot bits = 32 is not allowed: 0..31"),
                bad("0 slots per tick", () -> LogicalClock.builder().slots(4, 0),
                        InvalidConfigurationException.class, "slots per tick = 0 is not allowed: 1..16"),
                bad("17 slots in 4 bits", () -> LogicalClock.builder().slots(4, 17),
                        InvalidConfigurationException.class, "slots per tick = 17 is not allowed: 1..16"),
                bad("spread of 3 bits over 10 slots", () -> LogicalClock.builder().slots(4, 10).spreadBits(3)
                        .build(), InvalidConfigurationException.class, "spread bits = 3 is not allowed: 0 up to "
                                + "log2(slots per tick) - 1 (slots per tick: 10)"),
                bad("spread of -1 bits", () -> LogicalClock.builder().slots(4, 10).spreadBits(-1).build(),
                        InvalidConfigurationException.class, "spread bits = -1 is not allowed: 0 up to "
                                + "log2(slots per tick) - 1 (slots per tick: 10)"),
                bad("spread without slots", () -> LogicalClock.builder().spreadBits(1).build(),
                        InvalidConfigurationException.class, "spread bits = 1 is not allowed: 0 up to "
                                + "log2(slots per tick) - 1 (slots per tick: 1)"),
                bad("tick 0 µs", () -> LogicalClock.builder().ticks(0, 0, 10),
                        InvalidConfigurationException.class, "tick = 0 µs is not allowed: at least 1 µs"),
                bad("max tick -1", () -> LogicalClock.builder().ticks(0, 1000, -1),
                        InvalidConfigurationException.class, "max tick = -1 is not allowed: 0 or more"),
                bad("max tick beyond 63 bits", () -> LogicalClock.builder().slots(12, 4096)
                        .ticks(0, 1000, Long.MAX_VALUE).build(), InvalidConfigurationException.class,
                        "max tick = 9223372036854775807 is not allowed: 0..2251799813685247 so that a stamp fits "
                                + "63 bits with 12 slot bits"),
                bad("max tick one past 63 bits", () -> LogicalClock.builder().slots(12, 4096)
                        .ticks(0, 1000, (Long.MAX_VALUE >>> 12) + 1).build(), InvalidConfigurationException.class,
                        "max tick = 2251799813685248 is not allowed: 0..2251799813685247 so that a stamp fits "
                                + "63 bits with 12 slot bits"),
                bad("not-before tick -1", () -> LogicalClock.builder().notBeforeTick(-1),
                        InvalidConfigurationException.class, "not-before tick = -1 is not allowed: 0 or more"),
                bad("not-before tick past the last", () -> LogicalClock.builder().ticks(0, 1000, 10)
                        .notBeforeTick(11).build(), InvalidConfigurationException.class,
                        "not-before tick = 11 is not allowed: 0..10"),
                bad("null wall clock", () -> LogicalClock.builder().wallClock(null),
                        InvalidConfigurationException.class, "wall clock = null is not allowed: not null"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource({"badLayouts", "badGenerators", "badClocks"})
    void isRefusedWithItsTypeAndMessage(ThrowingCallable call, Class<? extends Throwable> type, String message) {
        assertThatThrownBy(call).isExactlyInstanceOf(type).hasMessage(message);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource({"badLayouts", "badGenerators", "badClocks"})
    void speaksTheJavaCallersLanguage(ThrowingCallable call, Class<? extends Throwable> type, String message) {
        JAVA.check(catchThrowable(call));
    }

    @Test
    void theBoundsThemselvesAreAccepted() {
        assertThatCode(() -> IdLayout.builder().epoch(Instant.EPOCH).time(63).build()).doesNotThrowAnyException();
        assertThatCode(() -> IdLayout.builder().time(1).shard(31).worker(31).build()).doesNotThrowAnyException();
        assertThatCode(() -> IdLayout.builder().tick(Duration.ofNanos(1000)).time(41).build())
                .doesNotThrowAnyException();
        assertThatCode(() -> IdLayout.builder().tick(Duration.ofDays(1)).time(20).build())
                .doesNotThrowAnyException();
        assertThatCode(() -> on(TWITTER).workerId(1023).build()).doesNotThrowAnyException();
        assertThatCode(() -> on(LayoutPreset.INSTAGRAM.layout()).workerId(0).defaultShard(8191).build())
                .doesNotThrowAnyException();
        assertThatCode(() -> new ClockPolicy(Duration.ZERO, Duration.ZERO)).doesNotThrowAnyException();
        assertThatCode(() -> LogicalClock.builder().slots(4, 10).spreadBits(2).build()).doesNotThrowAnyException();
        assertThatCode(() -> LogicalClock.builder().slots(12, 4096).ticks(0, 1000, Long.MAX_VALUE >>> 12)
                .build()).doesNotThrowAnyException();
        ManualClock lastMillisecond = ManualClock.at(TWITTER.endOfLife().minusMillis(1));
        assertThatCode(() -> SnowflakeGenerator.builder(TWITTER)
                .clock(ClockSettings.of(lastMillisecond, lastMillisecond))
                .endOfLifeWarning(Duration.ZERO).build()).doesNotThrowAnyException();
        ManualClock atEpoch = ManualClock.at(TWITTER.epoch());
        assertThatCode(() -> SnowflakeGenerator.builder(TWITTER).clock(ClockSettings.of(atEpoch, atEpoch)).build())
                .doesNotThrowAnyException();
    }

    @Test
    void aRenamedErrorKeepsValueAndRangeUnderThePropertyKey() {
        InvalidConfigurationException error = new InvalidConfigurationException("worker id", 1024, "0..1023");

        InvalidConfigurationException renamed = error.renamed("shardflake.worker.id");

        assertThat(renamed).hasMessage("shardflake.worker.id = 1024 is not allowed: 0..1023").hasCause(error);
        assertThat(renamed.parameter()).isEqualTo("shardflake.worker.id");
        assertThat(renamed.value()).isEqualTo("1024");
        assertThat(renamed.allowed()).isEqualTo("0..1023");
    }

    @Test
    void aNotBeforePastTheEndOfLifeIsRefusedAtBuildTime() {
        assertThatThrownBy(() -> on(TWITTER).workerIdSource(new ClaimedSource(0, Instant.parse("2090-01-01T00:00:00Z"))).build())
                .isExactlyInstanceOf(InvalidConfigurationException.class)
                .hasMessage("not before = 2090-01-01T00:00:00Z is not allowed: an instant before the layout's end "
                        + "of life, 2080-07-10T17:30:30.209Z");
    }

    @Test
    void aHugeTickIsRefusedAsConfiguration() {
        assertThatThrownBy(() -> IdLayout.builder().tick(Duration.ofDays(365 * 300)))
                .isExactlyInstanceOf(InvalidConfigurationException.class)
                .hasMessage("tick = PT2628000H is not allowed: " + TICK_RANGE);
    }

    @Test
    void aHugePolicyIsRefusedOrSaturated() {
        List<ThrowingCallable> builds = List.of(
                () -> on(TWITTER).clock(scripted().withMaxLead(ChronoUnit.FOREVER.getDuration())).build(),
                () -> on(TWITTER).clock(scripted().withMaxWait(Duration.ofDays(365 * 300))).build());

        for (ThrowingCallable build : builds) {
            Throwable thrown = catchThrowable(build);
            if (thrown != null) {
                assertThat(thrown).isInstanceOf(InvalidConfigurationException.class);
            }
        }
    }
}
