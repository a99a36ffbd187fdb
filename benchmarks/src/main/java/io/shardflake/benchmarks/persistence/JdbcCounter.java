package io.shardflake.benchmarks.persistence;

import java.util.concurrent.atomic.AtomicLong;
import org.hibernate.SessionEventListener;

/**
 * Counts what Hibernate sends over JDBC, to show in the report that a strategy batched (50 rows per
 * {@code executeBatch}) or did not (one statement per row), and how many {@code nextval} queries it needed.
 *
 * <p>Registered through {@code hibernate.session.events.auto}, so Hibernate makes one per session with the no-arg
 * constructor; the counts are therefore static. Counting is a few atomic increments per batch or statement,
 * which is nothing beside a round trip, so it stays on during timed runs rather than needing a separate pass
 * through a proxy {@code DataSource}. One harness runs at a time.
 */
public class JdbcCounter implements SessionEventListener {

    private static final long serialVersionUID = 1L;

    private static final AtomicLong BATCHES = new AtomicLong();
    private static final AtomicLong STATEMENTS = new AtomicLong();

    /** Sets both counts to zero. */
    public static void reset() {
        BATCHES.set(0);
        STATEMENTS.set(0);
    }

    /** @return the counts since the last {@link #reset()} */
    public static JdbcCounts read() {
        return new JdbcCounts(BATCHES.get(), STATEMENTS.get());
    }

    @Override
    public void jdbcExecuteBatchStart() {
        BATCHES.incrementAndGet();
    }

    @Override
    public void jdbcExecuteStatementStart() {
        STATEMENTS.incrementAndGet();
    }

    /**
     * JDBC calls of one run.
     *
     * @param batches {@code executeBatch} calls
     * @param statements single statements executed: an IDENTITY insert each, a sequence's {@code nextval} query
     */
    public record JdbcCounts(long batches, long statements) {
    }
}
