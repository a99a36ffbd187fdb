package io.shardflake.reliability;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.worker.WorkerLeaseLostException;
import io.shardflake.worker.lease.JdbcWorkerLease;
import io.shardflake.worker.lease.LeaseDatabaseException;
import io.shardflake.worker.lease.NoFreeWorkerIdException;
import io.shardflake.worker.lease.WorkerLease;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Queue;
import java.util.Random;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;
import javax.sql.DataSource;

/**
 * One seat of the churn: again and again, a new instance claims any free worker id, makes ids into the table in
 * batches while renewing its lease by hand, and after a random life leaves — closing its lease, or crashing (no
 * close, no renewal: the row must expire), or stalling (no renewal, but ids until the fence refuses them). When all
 * ids are held it waits a little and tries again. Runs until the deadline, then the holder of the moment closes.
 */
final class Contender implements Runnable {

    /** The churn's settings and shared counters. */
    record Churn(DataSource leasePool, DataSource dataPool, String leaseTable, String idTable, int maxWorkerId,
            Duration lease, Duration batchEvery, long deadlineNanos, Queue<HolderSpan> spans, LongAdder refusals,
            LongAdder repeats, LongAdder errors, Queue<String> errorSamples) {
    }

    private static final int BATCH = 20;
    private static final long MIN_LIFE_MILLIS = 500;
    private static final long MAX_LIFE_MILLIS = 4_000;

    private final Churn churn;
    private final String name;
    private final Random random;
    private final LongSupplier clock = System::nanoTime;
    private int generation;

    Contender(Churn churn, int seat, long seed) {
        this.churn = churn;
        this.name = "seat-" + seat;
        this.random = new Random(seed);
    }

    @Override
    public void run() {
        while (clock.getAsLong() < churn.deadlineNanos()) {
            try {
                liveOnce();
            } catch (NoFreeWorkerIdException e) {
                churn.refusals().increment();
                pause(50 + random.nextInt(150));
            } catch (RuntimeException | SQLException e) {
                churn.errors().increment();
                if (churn.errorSamples().size() < 20) {
                    churn.errorSamples().add(name + ": " + e);
                }
                pause(100);
            }
        }
    }

    private void liveOnce() throws SQLException {
        String holder = name + "-" + (++generation);
        JdbcWorkerLease instance = JdbcWorkerLease.builder(churn.leasePool()).table(churn.leaseTable())
                .layout(Leases.TWITTER).maxWorkerId(churn.maxWorkerId()).leaseDuration(churn.lease())
                .heartbeatInterval(Duration.ZERO).holder(holder, 1).createTable(false)
                // All contenders share one pool, as many instances would each have their own: borrow per call, and
                // wait for a pooled connection as long as it takes (the wait is the shared pool's, not a database's).
                .keepConnection(false).callTimeout(Duration.ofSeconds(30)).build();
        WorkerLease lease = instance.claimAny();
        long claimedAt = clock.getAsLong();
        SnowflakeGenerator generator = SnowflakeGenerator.builder(Leases.TWITTER).workerIdSource(lease).build();
        long lifeEnds = claimedAt + (MIN_LIFE_MILLIS + random.nextInt((int) (MAX_LIFE_MILLIS - MIN_LIFE_MILLIS)))
                * 1_000_000L;
        int dice = random.nextInt(100);
        HolderSpan.Fate fate = dice < 70 ? HolderSpan.Fate.CLOSED : dice < 85 ? HolderSpan.Fate.CRASHED
                : HolderSpan.Fate.STALLED;
        Ids ids = new Ids(claimedAt);
        try {
            hold(lease, generator, ids, holder, fate, lifeEnds);
        } catch (RuntimeException | SQLException e) {
            // Whatever stopped it, the span it held is part of the record; its row expires by itself.
            churn.spans().add(ids.span(lease.workerId(), holder, HolderSpan.Fate.LOST));
            throw e;
        }
    }

    private void hold(WorkerLease lease, SnowflakeGenerator generator, Ids ids, String holder, HolderSpan.Fate fate,
            long lifeEnds) throws SQLException {
        long renewEvery = churn.lease().toNanos() / 3;
        long renewedAt = ids.claimedAt;
        try {
            while (clock.getAsLong() < Math.min(lifeEnds, churn.deadlineNanos())) {
                if (clock.getAsLong() - renewedAt >= renewEvery) {
                    try {
                        lease.renew();
                        renewedAt = clock.getAsLong();
                    } catch (LeaseDatabaseException e) {
                        // Database slow or away: the fence stops ids at the deadline; the next batch renews again.
                    }
                }
                makeAndStore(generator, ids);
                pause(churn.batchEvery().toMillis());
            }
        } catch (WorkerLeaseLostException e) {
            churn.spans().add(ids.span(lease.workerId(), holder, HolderSpan.Fate.LOST));
            return; // taken over, or refused past its deadline: it stops, as an application must
        }
        boolean atTheEnd = clock.getAsLong() >= churn.deadlineNanos();
        if (atTheEnd || fate == HolderSpan.Fate.CLOSED) {
            churn.spans().add(ids.span(lease.workerId(), holder, HolderSpan.Fate.CLOSED));
            lease.close();
        } else if (fate == HolderSpan.Fate.CRASHED) {
            churn.spans().add(ids.span(lease.workerId(), holder, fate));
            // Abandoned: no close, no renewal. Its row expires a lease after its last renewal.
        } else {
            stall(generator, ids, lease.workerId(), holder);
        }
    }

    /** No more renewals, but ids on as long as the fence lets them through; then abandoned like a crash. */
    private void stall(SnowflakeGenerator generator, Ids ids, int workerId, String holder) throws SQLException {
        try {
            while (true) {
                makeAndStore(generator, ids);
                pause(churn.batchEvery().toMillis() / 4);
            }
        } catch (WorkerLeaseLostException refused) {
            churn.spans().add(ids.span(workerId, holder, HolderSpan.Fate.STALLED));
        }
    }

    /** Makes a batch of ids and inserts them in one transaction; an id already there is counted as a repeat. */
    private void makeAndStore(SnowflakeGenerator generator, Ids ids) throws SQLException {
        long[] batch = new long[BATCH];
        for (int i = 0; i < BATCH; i++) {
            batch[i] = generator.nextId();
            ids.made(batch[i], clock.getAsLong());
        }
        try (Connection connection = churn.dataPool().getConnection();
                PreparedStatement insert = connection.prepareStatement("INSERT INTO " + churn.idTable()
                        + " (id) VALUES (?)")) {
            connection.setAutoCommit(false);
            for (long id : batch) {
                insert.setLong(1, id);
                insert.addBatch();
            }
            try {
                if (DuplicateKey.commitOrRollBack(connection, insert) != null) {
                    churn.repeats().increment();
                }
            } finally {
                connection.setAutoCommit(true);
            }
        }
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /** The ids one holder made so far. */
    private static final class Ids {

        private final long claimedAt;
        private long lastIdAt;
        private long count;
        private long min = Long.MAX_VALUE;
        private long max = -1;

        Ids(long claimedAt) {
            this.claimedAt = claimedAt;
            this.lastIdAt = claimedAt;
        }

        void made(long id, long at) {
            lastIdAt = at;
            count++;
            min = Math.min(min, id);
            max = Math.max(max, id);
        }

        HolderSpan span(int workerId, String holder, HolderSpan.Fate fate) {
            return new HolderSpan(workerId, holder, fate, claimedAt, lastIdAt, count, min, max);
        }
    }

    /** @return the spans of one worker id's holders, in order of their claims */
    static List<HolderSpan> byClaim(List<HolderSpan> spans) {
        return spans.stream().sorted(java.util.Comparator.comparingLong(HolderSpan::claimedAt)).toList();
    }
}
