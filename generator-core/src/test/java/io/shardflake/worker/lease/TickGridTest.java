package io.shardflake.worker.lease;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.IdLayout;
import io.shardflake.LayoutPreset;
import io.shardflake.clock.Micros;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * The next holder's first instant: the start of the first tick after the previous reservation, since the previous
 * holder may use the whole tick its reservation ends in.
 */
class TickGridTest {

    private static final IdLayout TWITTER = LayoutPreset.TWITTER.layout();
    private static final Instant EPOCH = TWITTER.epoch();

    @Test
    void aReservationEndingMidTickIsFollowedByTheNextTick() {
        TickGrid grid = TickGrid.of(TWITTER);
        Instant reservation = EPOCH.plusMillis(10).plusNanos(500_000);

        assertThat(grid.firstTickAfter(Micros.of(reservation))).isEqualTo(EPOCH.plusMillis(11));
    }

    @Test
    void aReservationAtATicksStartIsStillInsideThatTick() {
        TickGrid grid = TickGrid.of(TWITTER);

        assertThat(grid.firstTickAfter(Micros.of(EPOCH.plusMillis(10)))).isEqualTo(EPOCH.plusMillis(11));
        assertThat(grid.firstTickAfter(Micros.of(EPOCH.plusMillis(11).minusNanos(1000))))
                .isEqualTo(EPOCH.plusMillis(11));
    }

    @Test
    void theGridFollowsTheLayoutsEpochAndTick() {
        IdLayout sonyflake = LayoutPreset.SONYFLAKE.layout();
        Instant reservation = sonyflake.epoch().plusMillis(1_234);

        assertThat(TickGrid.of(sonyflake).firstTickAfter(Micros.of(reservation)))
                .isEqualTo(sonyflake.epoch().plusMillis(1_240));
        // The tick containing the returned instant is the one after the reservation's tick.
        assertThat(sonyflake.tickOf(TickGrid.of(sonyflake).firstTickAfter(Micros.of(reservation))))
                .isEqualTo(sonyflake.tickOf(reservation) + 1);
    }

    @Test
    void withoutALayoutTheNextMicrosecondFollows() {
        Instant reservation = Instant.parse("2026-05-01T10:00:00.123456Z");

        assertThat(TickGrid.MICROSECONDS.firstTickAfter(Micros.of(reservation)))
                .isEqualTo(Instant.parse("2026-05-01T10:00:00.123457Z"));
    }

    @Test
    void aReservationBeforeTheEpochGivesAnInstantNoLaterThanTheEpoch() {
        assertThat(TickGrid.of(TWITTER).firstTickAfter(Micros.of(EPOCH.minusSeconds(5))))
                .isBeforeOrEqualTo(EPOCH);
    }
}
