package io.shardflake.worker.lease;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Random;
import org.jspecify.annotations.Nullable;

/**
 * The order in which {@link JdbcWorkerLease#claimAny()} tries the worker ids one read of the table shows free.
 *
 * <p>Either way, ids a generator could use at once come first, and ids whose previous holder's reservation is still
 * ahead of this instance's clock (a generator would have to wait for them) come last.
 * <ul>
 *   <li><b>Lowest first</b> ({@link #lowestFirst}): ready ids in ascending order, then the reserved-ahead ones
 *       earliest reservation first. What a lone claim, or a handful of instances starting together, gets: a fleet
 *       of n instances holds ids 0 to n-1, and the table stays as small as the fleet.
 *   <li><b>Spread</b> ({@link #spread}): the same two groups, each in random order. For a stampede — many instances
 *       starting at once. Lowest first, they would all try the same id, one would win and the rest try the next
 *       one together: n instances lose about n²/2 races between them (365,726 rolled-back claims for 1,024
 *       instances on PostgreSQL, 37 s; see RELIABILITY.md, section 8). In random order, most of them pick
 *       different ids. Only the lowest {@value #SPREAD_WINDOW} ready ids are shuffled, so a layout with 2^31
 *       worker ids does not allocate 2^31 candidates.
 * </ul>
 * Lazy: lowest first walks the id range only as far as the claim goes, so a claim that wins id 3 never looks at id 4.
 */
final class ClaimOrder implements Iterable<ClaimOrder.Candidate> {

    /** How many of the lowest ready ids a spread order shuffles. */
    static final int SPREAD_WINDOW = 4096;

    /**
     * One worker id to try.
     *
     * @param workerId the id
     * @param row its row as read, or null if it was never claimed (then it is claimed with an insert)
     */
    record Candidate(int workerId, @Nullable LeaseRow row) {
    }

    private final List<LeaseRow> rows;
    private final int maxWorkerId;
    private final long now;
    private final long aheadFrom;
    private final @Nullable Random random;

    private ClaimOrder(List<LeaseRow> rows, int maxWorkerId, long now, long aheadFrom, @Nullable Random random) {
        this.rows = rows;
        this.maxWorkerId = maxWorkerId;
        this.now = now;
        this.aheadFrom = aheadFrom;
        this.random = random;
    }

    /**
     * @param rows the table's rows of ids 0..maxWorkerId, lowest worker id first
     * @param maxWorkerId the largest worker id to hand out
     * @param now the database's time when the rows were read, µs since 1970 (decides which rows are free)
     * @param aheadFrom this instance's clock plus its max lead, µs: a free row reserved up to this or later is
     *     "reserved ahead"
     * @return the free ids, lowest first, reserved-ahead ones last
     */
    static ClaimOrder lowestFirst(List<LeaseRow> rows, int maxWorkerId, long now, long aheadFrom) {
        return new ClaimOrder(rows, maxWorkerId, now, aheadFrom, null);
    }

    /**
     * @param random where the order comes from
     * @return the same free ids as {@link #lowestFirst} (of the ready ones, the lowest {@value #SPREAD_WINDOW}),
     *     ready ones in random order, then reserved-ahead ones in random order
     * @see #lowestFirst(List, int, long, long)
     */
    static ClaimOrder spread(List<LeaseRow> rows, int maxWorkerId, long now, long aheadFrom, Random random) {
        return new ClaimOrder(rows, maxWorkerId, now, aheadFrom, random);
    }

    /** @return true if the read showed no free worker id at all: every one is held by a live lease */
    boolean isEmpty() {
        if (rows.size() < maxWorkerId + 1L) {
            return false; // an id without a row is free
        }
        return rows.stream().noneMatch(row -> row.isFreeAt(now));
    }

    @Override
    public Iterator<Candidate> iterator() {
        return random == null ? new LowestFirst() : spreadOrder().iterator();
    }

    private List<Candidate> spreadOrder() {
        List<Candidate> ready = new ArrayList<>();
        LowestFirst walk = new LowestFirst();
        while (ready.size() < SPREAD_WINDOW && walk.nextReady()) {
            ready.add(walk.pending);
        }
        List<Candidate> ahead = aheadRows().stream().map(row -> new Candidate(row.workerId(), row)).toList();
        List<Candidate> order = new ArrayList<>(ready.size() + ahead.size());
        order.addAll(shuffled(ready));
        order.addAll(shuffled(ahead));
        return order;
    }

    private List<LeaseRow> aheadRows() {
        return rows.stream().filter(row -> row.isFreeAt(now) && row.reservedUntil() >= aheadFrom).toList();
    }

    private List<Candidate> shuffled(List<Candidate> candidates) {
        List<Candidate> copy = new ArrayList<>(candidates);
        for (int i = copy.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            copy.set(i, copy.set(j, copy.get(i)));
        }
        return copy;
    }

    /** Walks ids 0..max once: ready ones as it meets them, then the reserved-ahead ones, earliest reservation first. */
    private final class LowestFirst implements Iterator<Candidate> {

        private long id;
        private int index;
        private Candidate pending;
        private Iterator<LeaseRow> ahead;

        @Override
        public boolean hasNext() {
            if (pending != null) {
                return true;
            }
            if (nextReady()) {
                return true;
            }
            if (ahead == null) {
                ahead = aheadRows().stream().sorted(Comparator.comparingLong(LeaseRow::reservedUntil)).iterator();
            }
            if (ahead.hasNext()) {
                LeaseRow row = ahead.next();
                pending = new Candidate(row.workerId(), row);
                return true;
            }
            return false;
        }

        @Override
        public Candidate next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            Candidate next = pending;
            pending = null;
            return next;
        }

        /** @return true if another ready id was found and put in {@link #pending} */
        boolean nextReady() {
            pending = null;
            while (id <= maxWorkerId) {
                long current = id++;
                LeaseRow row = index < rows.size() && rows.get(index).workerId() == current ? rows.get(index++) : null;
                if (row == null || row.isFreeAt(now) && row.reservedUntil() < aheadFrom) {
                    pending = new Candidate((int) current, row);
                    return true;
                }
            }
            return false;
        }
    }
}
