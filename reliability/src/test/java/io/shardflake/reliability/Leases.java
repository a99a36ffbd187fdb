package io.shardflake.reliability;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.LayoutPreset;
import io.shardflake.worker.lease.JdbcWorkerLease;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import javax.sql.DataSource;

/** What the lease scenarios share: the layout, a table per test, a builder with the heartbeat off, id arithmetic. */
final class Leases {

    static final IdLayout TWITTER = LayoutPreset.TWITTER.layout();

    private static final AtomicInteger TABLES = new AtomicInteger();

    private Leases() {
    }

    /** @return a lease table name no other test uses, so tests on one shared database never see each other's rows */
    static String freshTable() {
        return "rel_lease_" + TABLES.incrementAndGet() + "_" + ProcessHandle.current().pid();
    }

    /** @return leases sized by the Twitter layout, held by {@code host}; heartbeat off, the test renews by hand */
    static JdbcWorkerLease.Builder leases(DataSource dataSource, String table, String host) {
        return JdbcWorkerLease.builder(dataSource).table(table).layout(TWITTER).holder(host, 100)
                .heartbeatInterval(Duration.ZERO);
    }

    /** @return the start of an id's tick */
    static Instant timeOf(long id) {
        return TWITTER.instantOfTick(TWITTER.extract(IdField.TIME, id));
    }

    /** @return the worker id inside an id */
    static long workerOf(long id) {
        return TWITTER.extract(IdField.WORKER, id);
    }

    /** @return the ids in both collections */
    static Set<Long> shared(Collection<Long> a, Collection<Long> b) {
        Set<Long> both = new HashSet<>(a);
        both.retainAll(new HashSet<>(b));
        return both;
    }

    /**
     * Polls {@code attempt} (null meaning "not yet") every 20 ms.
     *
     * @return its first non-null result
     * @throws AssertionError after {@code timeout}
     */
    static <T> T await(Duration timeout, String what, Supplier<T> attempt) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            T result = attempt.get();
            if (result != null) {
                return result;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out after " + timeout + " waiting until " + what);
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }
}
