package io.shardflake.worker.lease;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The order claimAny tries free worker ids in: lowest first for a lone claim, random for a stampede; ready ids before
 * reserved-ahead ones either way. No database: rows as a read would return them.
 */
class ClaimOrderTest {

    private static final long NOW = 1_000_000_000L;
    private static final long AHEAD_FROM = 2_000_000_000L;
    private static final LeaseHolder SOMEONE = new LeaseHolder("web-1", 1, "instance", "any free id");

    /** Ids 0..6: 0 and 5 held, 1 expired and ready, 2 and 6 never used, 3 and 4 expired but reserved ahead. */
    private static final List<LeaseRow> ROWS = List.of(
            held(0),
            expired(1, AHEAD_FROM - 1),
            expired(3, AHEAD_FROM + 500),
            expired(4, AHEAD_FROM),
            held(5));

    @Test
    void lowestFirstTriesReadyIdsAscendingThenReservedAheadEarliestReservationFirst() {
        List<ClaimOrder.Candidate> order = list(ClaimOrder.lowestFirst(ROWS, 6, NOW, AHEAD_FROM));

        assertThat(order).extracting(ClaimOrder.Candidate::workerId).containsExactly(1, 2, 6, 4, 3);
        // A never-used id has no row (claimed with an insert); an expired one carries the row read (an update).
        assertThat(order.get(0).row()).isEqualTo(ROWS.get(1));
        assertThat(order.get(1).row()).isNull();
        assertThat(order.get(3).row()).isEqualTo(ROWS.get(3));
    }

    @Test
    void lowestFirstWalksOnlyAsFarAsTheClaimGoesEvenOverTwoBillionIds() {
        Iterator<ClaimOrder.Candidate> order = ClaimOrder.lowestFirst(List.of(held(0), held(2)), Integer.MAX_VALUE - 1,
                NOW, AHEAD_FROM).iterator();

        assertThat(order.next().workerId()).isEqualTo(1);
        assertThat(order.next().workerId()).isEqualTo(3);
        assertThat(order.next().workerId()).isEqualTo(4);
    }

    @Test
    void spreadTriesTheSameIdsReadyOnesFirstEachGroupShuffledBySeed() {
        List<Integer> ascending = ids(ClaimOrder.lowestFirst(List.of(), 1023, NOW, AHEAD_FROM));
        List<Integer> seeded = ids(ClaimOrder.spread(List.of(), 1023, NOW, AHEAD_FROM, new Random(42)));

        assertThat(seeded).containsExactlyInAnyOrderElementsOf(ascending).isNotEqualTo(ascending);
        assertThat(ids(ClaimOrder.spread(List.of(), 1023, NOW, AHEAD_FROM, new Random(42)))).isEqualTo(seeded);
        assertThat(ids(ClaimOrder.spread(List.of(), 1023, NOW, AHEAD_FROM, new Random(43)))).isNotEqualTo(seeded);

        List<Integer> mixed = ids(ClaimOrder.spread(ROWS, 6, NOW, AHEAD_FROM, new Random(7)));
        assertThat(mixed.subList(0, 3)).containsExactlyInAnyOrder(1, 2, 6);
        assertThat(mixed.subList(3, 5)).containsExactlyInAnyOrder(3, 4);
    }

    @Test
    void spreadShufflesOnlyTheLowestFourThousandAndNinetySixReadyIds() {
        List<Integer> order = ids(ClaimOrder.spread(List.of(held(1)), Integer.MAX_VALUE - 1, NOW, AHEAD_FROM,
                new Random(1)));

        assertThat(order).hasSize(ClaimOrder.SPREAD_WINDOW).containsExactlyInAnyOrderElementsOf(
                IntStream.rangeClosed(0, ClaimOrder.SPREAD_WINDOW).filter(id -> id != 1).boxed().toList());
    }

    @Test
    void isEmptyOnlyWhenEveryIdHasALiveRow() {
        assertThat(ClaimOrder.lowestFirst(List.of(held(0), held(1)), 1, NOW, AHEAD_FROM).isEmpty()).isTrue();
        assertThat(ClaimOrder.spread(List.of(held(0), held(1)), 1, NOW, AHEAD_FROM, new Random(1)).isEmpty())
                .isTrue();
        assertThat(ClaimOrder.lowestFirst(List.of(held(0)), 1, NOW, AHEAD_FROM).isEmpty()).isFalse();
        assertThat(ClaimOrder.lowestFirst(List.of(held(0), expired(1, AHEAD_FROM)), 1, NOW, AHEAD_FROM).isEmpty())
                .isFalse();
        assertThat(list(ClaimOrder.lowestFirst(List.of(held(0), held(1)), 1, NOW, AHEAD_FROM))).isEmpty();
    }

    private static LeaseRow held(int workerId) {
        return new LeaseRow(workerId, SOMEONE, NOW - 10, NOW - 10, NOW + 1, 0, 1, "");
    }

    private static LeaseRow expired(int workerId, long reservedUntil) {
        return new LeaseRow(workerId, SOMEONE, NOW - 10, NOW - 10, NOW, reservedUntil, 1, "");
    }

    private static List<ClaimOrder.Candidate> list(ClaimOrder order) {
        List<ClaimOrder.Candidate> candidates = new ArrayList<>();
        order.forEach(candidates::add);
        return candidates;
    }

    private static List<Integer> ids(ClaimOrder order) {
        return list(order).stream().map(ClaimOrder.Candidate::workerId).toList();
    }
}
