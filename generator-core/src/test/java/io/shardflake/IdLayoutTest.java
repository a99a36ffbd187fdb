package io.shardflake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.InvalidIdException;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.junit.jupiter.api.Test;

class IdLayoutTest {

    private static final Instant EPOCH = Instant.parse("2020-01-01T00:00:00Z");

    /** time 41 | shard 4 | worker 6 | sequence 12 = 63 bits. */
    private final IdLayout layout = IdLayout.builder().name("test").epoch(EPOCH)
            .time(41).shard(4).worker(6).sequence(12).build();

    @Test
    void fieldsSitMostSignificantFirstInTheOrderTheyWereAdded() {
        assertThat(layout.fields()).containsExactly(IdField.TIME, IdField.SHARD, IdField.WORKER, IdField.SEQUENCE);
        assertThat(layout.shift(IdField.SEQUENCE)).isZero();
        assertThat(layout.shift(IdField.WORKER)).isEqualTo(12);
        assertThat(layout.shift(IdField.SHARD)).isEqualTo(18);
        assertThat(layout.shift(IdField.TIME)).isEqualTo(22);
        assertThat(layout.maxValue(IdField.SHARD)).isEqualTo(15);
        assertThat(layout.maxValue(IdField.WORKER)).isEqualTo(63);
        assertThat(layout.maxValue(IdField.SEQUENCE)).isEqualTo(4095);
        assertThat(layout.totalBits()).isEqualTo(63);
        assertThat(layout.describeFields()).isEqualTo("time 41 | shard 4 | worker 6 | sequence 12");
    }

    @Test
    void encodePlacesEachFieldAtItsShiftAndDecodeReadsItBack() {
        long id = layout.encode(1000, 3, 5, 7);

        assertThat(id).isEqualTo((1000L << 22) | (3L << 18) | (5L << 12) | 7);
        DecodedId decoded = layout.decode(id);
        assertThat(decoded).isEqualTo(new DecodedId(id, EPOCH.plusSeconds(1), 1000, 3, 5, 7));
    }

    @Test
    void theLargestIdOfA63BitLayoutIsLongMaxValueAndStaysPositive() {
        long id = layout.encode(layout.maxTick(), 15, 63, 4095);

        assertThat(id).isEqualTo(Long.MAX_VALUE);
        assertThat(layout.decode(id)).isEqualTo(new DecodedId(Long.MAX_VALUE,
                EPOCH.plusMillis((1L << 41) - 1), (1L << 41) - 1, 15, 63, 4095));
        assertThat(layout.encode(0, 0, 0, 0)).isZero();
    }

    @Test
    void encodeRejectsEveryFieldOneBeyondItsRangeNamingFieldValueAndRange() {
        assertThatThrownBy(() -> layout.encode(1L << 41, 0, 0, 0)).isInstanceOf(FieldRangeException.class)
                .hasMessage("time = 2199023255552 is out of range: allowed 0..2199023255551 (41 bits)");
        assertThatThrownBy(() -> layout.encode(0, 16, 0, 0))
                .hasMessage("shard = 16 is out of range: allowed 0..15 (4 bits)");
        assertThatThrownBy(() -> layout.encode(0, 0, 64, 0))
                .hasMessage("worker = 64 is out of range: allowed 0..63 (6 bits)");
        assertThatThrownBy(() -> layout.encode(0, 0, 0, 4096))
                .hasMessage("sequence = 4096 is out of range: allowed 0..4095 (12 bits)");
        assertThatThrownBy(() -> layout.encode(-1, 0, 0, 0)).isInstanceOf(FieldRangeException.class)
                .satisfies(e -> {
                    FieldRangeException range = (FieldRangeException) e;
                    assertThat(range.field()).isEqualTo(IdField.TIME);
                    assertThat(range.value()).isEqualTo(-1);
                    assertThat(range.max()).isEqualTo((1L << 41) - 1);
                });
    }

    @Test
    void aFieldTheLayoutLacksOnlyAcceptsZero() {
        IdLayout twitter = LayoutPreset.TWITTER.layout();

        assertThat(twitter.has(IdField.SHARD)).isFalse();
        assertThat(twitter.width(IdField.SHARD)).isZero();
        assertThat(twitter.encode(1, 0, 1, 1)).isEqualTo((1L << 22) | (1L << 12) | 1);
        assertThatThrownBy(() -> twitter.encode(1, 1, 1, 1)).isInstanceOf(FieldRangeException.class)
                .hasMessage("shard = 1 is out of range: the layout has no shard field, so only 0 is allowed");
    }

    @Test
    void decodeRefusesNegativeIdsAndTimeBeyondTheEndOfLife() {
        assertThatThrownBy(() -> layout.decode(-1)).isInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id -1: ids are non-negative (the sign bit is always 0)");

        IdLayout wide = IdLayout.builder().epoch(EPOCH).tick(Duration.ofNanos(1000)).time(63).build();
        assertThatThrownBy(() -> wide.decode(Long.MAX_VALUE)).isInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id " + Long.MAX_VALUE + ": its time field (" + Long.MAX_VALUE
                        + ") lies beyond the end of layout custom (" + wide.endOfLife() + ")");
    }

    @Test
    void decodeRefusesBitsAboveTheLayout() {
        IdLayout tiny = IdLayout.builder().epoch(Instant.EPOCH).tick(Duration.ofNanos(1000)).time(2).sequence(3)
                .build();

        assertThat(tiny.decode(31).tick()).isEqualTo(3);
        assertThatThrownBy(() -> tiny.decode(32)).isInstanceOf(InvalidIdException.class);
    }

    @Test
    void withReplacesOneFieldAndChecksItsRange() {
        long id = layout.encode(1000, 3, 5, 7);

        long moved = layout.with(id, IdField.SHARD, 9);

        assertThat(layout.decode(moved)).isEqualTo(new DecodedId(moved, EPOCH.plusSeconds(1), 1000, 9, 5, 7));
        assertThat(layout.extract(IdField.SHARD, moved)).isEqualTo(9);
        assertThatThrownBy(() -> layout.with(id, IdField.SHARD, 16)).isInstanceOf(FieldRangeException.class);
    }

    @Test
    void tickOfRoundsDownAndInstantOfTickIsTheTicksStart() {
        IdLayout tenMillis = layout.toBuilder().tick(Duration.ofMillis(10)).build();

        assertThat(tenMillis.tickOf(EPOCH.plusMillis(29).plusNanos(999_999))).isEqualTo(2);
        assertThat(tenMillis.tickOf(EPOCH.plusMillis(30))).isEqualTo(3);
        assertThat(tenMillis.instantOfTick(3)).isEqualTo(EPOCH.plusMillis(30));
        assertThat(tenMillis.encode(EPOCH.plusMillis(35), 0, 0, 0)).isEqualTo(3L << 22);
        assertThatThrownBy(() -> tenMillis.tickOf(EPOCH.minusNanos(1000))).isInstanceOf(FieldRangeException.class)
                .hasMessageStartingWith("time = -1 is out of range");
        assertThatThrownBy(() -> tenMillis.tickOf(tenMillis.endOfLife())).isInstanceOf(FieldRangeException.class);
        assertThat(tenMillis.tickOf(tenMillis.endOfLife().minusNanos(1000))).isEqualTo(tenMillis.maxTick());
        assertThatThrownBy(() -> tenMillis.instantOfTick(-1)).isInstanceOf(FieldRangeException.class);
    }

    @Test
    void lifeAndRates() {
        assertThat(layout.endOfLife()).isEqualTo(EPOCH.plusMillis(1L << 41));
        assertThat(layout.lifetime()).isEqualTo(Duration.ofMillis(1L << 41));
        assertThat(layout.idsPerTick()).isEqualTo(4096);
        assertThat(layout.idsPerSecond()).isEqualTo(4_096_000.0);
        assertThat(layout.tick()).isEqualTo(Duration.ofMillis(1));
        assertThat(layout.tickMicros()).isEqualTo(1000);
        assertThat(layout.epochMicros()).isEqualTo(EPOCH.toEpochMilli() * 1000);
        assertThat(layout.isTimeOrdered()).isTrue();
    }

    @Test
    void aLayoutWithoutSequenceMakesOneIdPerTick() {
        IdLayout noSequence = IdLayout.builder().epoch(EPOCH).time(40).worker(8).build();

        assertThat(noSequence.idsPerTick()).isEqualTo(1);
        assertThat(noSequence.describeFields()).isEqualTo("time 40 | worker 8");
    }

    @Test
    void aTimeFieldWiderThanTheRepresentableInstantsIsCappedThere() {
        // 63 bits of 1 µs ticks from 2020 would pass Long.MAX_VALUE microseconds since 1970.
        IdLayout wide = IdLayout.builder().epoch(EPOCH).tick(Duration.ofNanos(1000)).time(63).build();

        assertThat(wide.maxTick()).isEqualTo(Long.MAX_VALUE - EPOCH.toEpochMilli() * 1000);
        assertThat(wide.decode(wide.maxTick()).timestamp())
                .isEqualTo(Instant.EPOCH.plus(Long.MAX_VALUE, ChronoUnit.MICROS));
        assertThatThrownBy(() -> wide.decode(wide.maxTick() + 1)).isInstanceOf(InvalidIdException.class)
                .hasMessageContaining("lies beyond the end of layout custom");
        assertThatThrownBy(() -> wide.encode(wide.maxTick() + 1, 0, 0, 0)).isInstanceOf(FieldRangeException.class);
    }

    @Test
    void idRangeCoversWholeTicksAtBothEnds() {
        Instant from = EPOCH.plusMillis(10).plusNanos(400_000);
        Instant to = EPOCH.plusMillis(20).plusNanos(900_000);

        IdRange range = layout.idRange(from, to);

        assertThat(range).isEqualTo(new IdRange(10L << 22, (21L << 22) - 1));
        assertThat(range.contains(layout.encode(10, 0, 0, 0))).isTrue();
        assertThat(range.contains(layout.encode(20, 15, 63, 4095))).isTrue();
        assertThat(range.contains(layout.encode(9, 15, 63, 4095))).isFalse();
        assertThat(range.contains(layout.encode(21, 0, 0, 0))).isFalse();
    }

    @Test
    void idRangeOfOneInstantIsOneTick() {
        IdRange range = layout.idRange(EPOCH.plusMillis(5), EPOCH.plusMillis(5));

        assertThat(range.max() - range.min() + 1).isEqualTo(1L << 22);
    }

    @Test
    void idRangeClampsAWindowThatOverlapsTheLifeToTheLife() {
        IdRange range = layout.idRange(EPOCH.minus(Duration.ofDays(1)), layout.endOfLife().plusSeconds(1));

        assertThat(range).isEqualTo(new IdRange(0, Long.MAX_VALUE));
    }

    @Test
    void idRangeRefusesAWindowEndingBeforeItStarts() {
        assertThatThrownBy(() -> layout.idRange(EPOCH.plusMillis(2), EPOCH.plusMillis(1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("from 2020-01-01T00:00:00.002Z is after to 2020-01-01T00:00:00.001Z");
    }

    @Test
    void idRangeOnALayoutWhereTimeIsNotLeadingIsUnsupported() {
        IdLayout globalId = LayoutPreset.GLOBAL_ID.layout();

        assertThat(globalId.isTimeOrdered()).isFalse();
        assertThatThrownBy(() -> globalId.idRange(Instant.EPOCH, Instant.EPOCH.plusSeconds(1)))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessage("time is not the leading field of layout global-id (worker 10 | time 46 | sequence 7),"
                        + " so its ids do not sort by time");
    }

    @Test
    void aWindowWhollyOutsideTheLifeContainsNoId() {
        IdLayout twitter = LayoutPreset.TWITTER.layout();

        IdRange before = twitter.idRange(Instant.parse("2009-01-01T00:00:00Z"), Instant.parse("2009-01-02T00:00:00Z"));
        IdRange after = twitter.idRange(Instant.parse("2090-01-01T00:00:00Z"), Instant.parse("2090-01-02T00:00:00Z"));

        assertThat(before.contains(twitter.encode(0, 0, 0, 0))).isFalse();
        assertThat(after.contains(twitter.encode(twitter.maxTick(), 0, 0, 0))).isFalse();
    }

    @Test
    void extremeInstantsAreClampedOrRefusedWithTheProjectsExceptions() {
        IdLayout twitter = LayoutPreset.TWITTER.layout();
        IdLayout capped = IdLayout.builder().epoch(Instant.EPOCH.minusNanos(1000)).time(62).build();
        Instant lastMicrosecond = Instant.EPOCH.plus(Long.MAX_VALUE, ChronoUnit.MICROS);

        assertThat(lastMicrosecond).isBefore(capped.endOfLife());
        assertThat(capped.tickOf(lastMicrosecond)).isEqualTo(capped.maxTick());

        assertThat(twitter.idRange(Instant.EPOCH, Instant.MAX)).isEqualTo(new IdRange(0, Long.MAX_VALUE));
        assertThatThrownBy(() -> twitter.encode(Instant.MAX, 0, 0, 0)).isInstanceOf(FieldRangeException.class);
        assertThatThrownBy(() -> twitter.tickOf(Instant.MIN)).isInstanceOf(FieldRangeException.class);
        assertThatThrownBy(() -> IdLayout.builder().epoch(Instant.MIN).time(41).build())
                .isInstanceOf(InvalidConfigurationException.class);
    }

    @Test
    void toBuilderRebuildsAnEqualLayout() {
        IdLayout copy = layout.toBuilder().build();

        assertThat(copy).isEqualTo(layout).hasSameHashCodeAs(layout);
        assertThat(copy.name()).isEqualTo("test");
        assertThat(copy.epoch()).isEqualTo(EPOCH);
        assertThat(copy.tick()).isEqualTo(layout.tick());
        assertThat(copy.describeFields()).isEqualTo(layout.describeFields());
        assertThat(copy.toString()).isEqualTo(layout.toString());
        for (LayoutPreset preset : LayoutPreset.values()) {
            IdLayout rebuilt = preset.layout().toBuilder().build();
            assertThat(rebuilt).as(preset.name()).isEqualTo(preset.layout()).hasSameHashCodeAs(preset.layout());
            assertThat(rebuilt.toString()).isEqualTo(preset.layout().toString());
        }
    }

    @Test
    void equalityIsAboutTheBitsNotTheName() {
        IdLayout renamed = layout.toBuilder().name("other").build();

        assertThat(renamed).isEqualTo(layout).hasSameHashCodeAs(layout);
        assertThat(layout.toBuilder().epoch(EPOCH.plusMillis(1)).build()).isNotEqualTo(layout);
        assertThat(layout.toBuilder().tick(Duration.ofMillis(2)).build()).isNotEqualTo(layout);
        assertThat(IdLayout.builder().epoch(EPOCH).time(41).worker(4).shard(6).sequence(12).build())
                .as("same widths, other order").isNotEqualTo(layout);
        assertThat(IdLayout.builder().epoch(EPOCH).time(41).shard(4).worker(6).sequence(11).build())
                .isNotEqualTo(layout);
        assertThat(layout).isNotEqualTo(null).isNotEqualTo("test");
        assertThat(LayoutPreset.TWITTER.layout()).isNotEqualTo(LayoutPreset.DISCORD.layout());
    }

    @Test
    void aZeroWidthFieldIsLeftOut() {
        IdLayout withoutShard = IdLayout.builder().epoch(EPOCH).time(41).shard(0).worker(10).sequence(12).build();

        assertThat(withoutShard.fields()).containsExactly(IdField.TIME, IdField.WORKER, IdField.SEQUENCE);
        assertThat(withoutShard).isEqualTo(LayoutPreset.TWITTER.layout().toBuilder().epoch(EPOCH).build());
    }

    @Test
    void theDefaultsAreADefaultEpochAndAMillisecondTick() {
        IdLayout defaults = IdLayout.builder().time(41).build();

        assertThat(defaults.epoch()).isEqualTo(IdLayout.DEFAULT_EPOCH).isEqualTo(Instant.parse("2026-01-01T00:00:00Z"));
        assertThat(defaults.tick()).isEqualTo(Duration.ofMillis(1));
        assertThat(defaults.name()).isEqualTo("custom");
    }
}
