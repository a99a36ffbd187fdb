package io.shardflake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.assertj.core.api.Assertions.within;

import io.shardflake.clock.ClockLeadExceededException;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.worker.ClaimedSource;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * A claim's {@code notBefore}: a restarted worker starts after the reservation its predecessor left, even when its own clock
 * is behind. The first id waits or throws exactly as the clock policy says for a clock that far behind.
 */
class SnowflakeGeneratorNotBeforeTest {

    private static final Instant T0 = Instant.parse("2026-03-01T00:00:00Z");
    private static final IdLayout TWITTER = LayoutPreset.TWITTER.layout();
    private static final long MS = 1_000_000L;

    private final ManualClock clock = ManualClock.at(T0);

    private SnowflakeGenerator.Builder builder(Instant notBefore) {
        return SnowflakeGenerator.builder(TWITTER).workerIdSource(new ClaimedSource(5, notBefore))
                .clock(ClockSettings.of(clock, clock));
    }

    private static long tick(long id) {
        return TWITTER.extract(IdField.TIME, id);
    }

    @Test
    void tenSecondsAheadIsBeyondTheDefaultLeadAndWaitSoTheFirstIdThrowsAtOnce() {
        SnowflakeGenerator generator = builder(T0.plusSeconds(10)).build();

        ClockLeadExceededException e = catchThrowableOfType(ClockLeadExceededException.class, generator::nextId);

        assertThat(e).isNotNull();
        assertThat(e.lead()).isEqualTo(Duration.ofSeconds(10));
        assertThat(e.waited()).isZero();
        assertThat(clock.pauseCount()).isZero();
        assertThat(generator.statistics().issued()).isZero();
    }

    @Test
    void halfASecondAheadWaitsUntilTheReservationIsWithinTheLead() {
        SnowflakeGenerator generator = builder(T0.plusMillis(500)).build();

        long first = generator.nextId();

        assertThat(tick(first)).isEqualTo(TWITTER.tickOf(T0.plusMillis(500)));
        assertThat(clock.totalPausedNanos()).isEqualTo(400 * MS);
        assertThat(generator.statistics().waits()).isEqualTo(1);
        assertThat(generator.statistics().largestLead()).isEqualTo(Duration.ofMillis(100));
    }

    @Test
    void withALongerWaitTenSecondsAheadIsWaitedOut() {
        SnowflakeGenerator generator = builder(T0.plusSeconds(10))
                .clock(ClockSettings.of(clock, clock).withMaxWait(Duration.ofSeconds(20)))
                .build();

        long first = generator.nextId();

        assertThat(tick(first)).isEqualTo(TWITTER.tickOf(T0.plusSeconds(10)));
        assertThat(clock.totalPausedNanos()).isCloseTo(9_900 * MS, within(MS));
        assertThat(clock.instant()).isEqualTo(T0.plusMillis(9_900));
    }

    @Test
    void anHourAheadThrowsUntilTheClockIsMovedPastIt() {
        Instant reservation = T0.plus(Duration.ofHours(1));
        SnowflakeGenerator generator = builder(reservation)
                .clock(ClockSettings.of(clock, clock).withMaxWait(Duration.ofSeconds(20)))
                .build();

        ClockLeadExceededException e = catchThrowableOfType(ClockLeadExceededException.class, generator::nextId);
        assertThat(e.lead()).isEqualTo(Duration.ofHours(1));
        assertThat(clock.pauseCount()).isZero();

        clock.set(reservation.plusSeconds(5));
        long first = generator.nextId();
        long second = generator.nextId();

        assertThat(tick(first)).isGreaterThanOrEqualTo(TWITTER.tickOf(reservation))
                .isEqualTo(TWITTER.tickOf(reservation.plusSeconds(5)));
        assertThat(second).isGreaterThan(first);
        assertThat(clock.pauseCount()).isZero();
    }

    @Test
    void aReservationInsideTheLeadIsUsedWithoutWaitingFromTheFirstSlotOfTheNextWholeTick() {
        Instant reservation = T0.plusMillis(40).plusNanos(500_000);
        SnowflakeGenerator generator = builder(reservation).build();

        long first = generator.nextId();

        // Rounded up: the tick holding the reservation may already hold the previous holder's ids.
        assertThat(tick(first)).isEqualTo(TWITTER.tickOf(T0.plusMillis(41)));
        assertThat(TWITTER.extract(IdField.SEQUENCE, first)).isZero();
        assertThat(clock.pauseCount()).isZero();
    }

    @Test
    void aReservationInThePastChangesNothing() {
        SnowflakeGenerator generator = builder(T0.minusSeconds(30)).build();

        assertThat(tick(generator.nextId())).isEqualTo(TWITTER.tickOf(T0));
    }

    @Test
    void aReservationBeforeTheEpochIsIgnored() {
        SnowflakeGenerator generator = builder(Instant.parse("2000-01-01T00:00:00Z")).build();

        assertThat(tick(generator.nextId())).isEqualTo(TWITTER.tickOf(T0));
    }
}
