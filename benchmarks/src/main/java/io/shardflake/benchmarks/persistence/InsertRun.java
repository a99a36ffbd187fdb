package io.shardflake.benchmarks.persistence;

import io.shardflake.benchmarks.persistence.entity.RowColumns;
import java.time.Instant;
import java.util.function.Supplier;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;

/**
 * Inserts rows of one strategy the way a batch job does: a session and a transaction per
 * {@value #ROWS_PER_TRANSACTION} rows, {@code persist} each, {@code flush} and {@code clear} every
 * {@value HibernateBoot#BATCH_SIZE} rows (one JDBC batch), commit.
 */
final class InsertRun {

    /** Rows per session and transaction. */
    static final int ROWS_PER_TRANSACTION = 1_000;

    /** The first row's timestamp; row n is n ms later, so no strategy pays for reading the clock. */
    private static final Instant BASE = Instant.parse("2026-06-01T00:00:00Z");

    private InsertRun() {
    }

    /**
     * @param sessionFactory the database's SessionFactory
     * @param strategy whose rows to insert
     * @param rows how many
     * @return the time taken and the JDBC calls made
     */
    static Timing insert(SessionFactory sessionFactory, Strategy strategy, int rows) {
        Supplier<RowColumns> unsaved = strategy.newRows();
        JdbcCounter.reset();
        long start = System.nanoTime();
        int n = 0;
        while (n < rows) {
            int end = Math.min(rows, n + ROWS_PER_TRANSACTION);
            try (Session session = sessionFactory.openSession()) {
                Transaction transaction = session.beginTransaction();
                for (; n < end; n++) {
                    RowColumns row = unsaved.get();
                    row.fill(n, BASE.plusMillis(n));
                    session.persist(row);
                    if ((n + 1) % HibernateBoot.BATCH_SIZE == 0) {
                        session.flush();
                        session.clear();
                    }
                }
                session.flush();
                session.clear();
                transaction.commit();
            }
        }
        long nanos = System.nanoTime() - start;
        return new Timing(rows, nanos, JdbcCounter.read());
    }

    /**
     * One run's result.
     *
     * @param rows rows inserted
     * @param nanos wall time, all sessions and commits included
     * @param jdbc JDBC calls made
     */
    record Timing(int rows, long nanos, JdbcCounter.JdbcCounts jdbc) {

        /** @return rows per second */
        double rowsPerSecond() {
            return rows * 1e9 / nanos;
        }
    }
}
