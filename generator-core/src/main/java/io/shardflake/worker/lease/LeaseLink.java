package io.shardflake.worker.lease;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTimeoutException;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;

/**
 * The lease's way to its database: every call bounded in time, and one connection kept between calls.
 *
 * <p><b>Bounded.</b> A call runs on a daemon thread of this link while its caller waits at most the call's timeout.
 * Inside, the connection gets the remaining time as its network timeout ({@link Connection#setNetworkTimeout}, which
 * PgJDBC, MariaDB Connector/J and MySQL Connector/J turn into the socket's read timeout) and each statement a query
 * timeout, so the driver gives up by itself. Should it not — a connection whose far end went silent, a pool that
 * hangs in {@code getConnection()}, a driver that ignores both timeouts — the caller stops waiting anyway, aborts
 * the connection ({@link Connection#abort}, which closes its socket and so unblocks the thread) and reports a
 * timeout. A heartbeat therefore never waits past its deadline, and {@code close()} never waits on a stuck renewal.
 *
 * <p><b>Threads left behind.</b> An aborted connection lets its thread go, but a thread stuck inside
 * {@code DataSource.getConnection()} has no connection to abort: a DataSource without a login or socket timeout, on a
 * network gone silent, keeps it for good. So at most {@value #MAX_STUCK_THREADS} calls may be stuck at once; past
 * that, a call first asks the database's address whether anything answers ({@link RouteProbe}, on the caller's thread
 * and within a quarter of the call timeout), fails at once if nothing does, and tries on a fresh thread if something
 * does. The threads left behind stay at {@value #MAX_STUCK_THREADS} however long the network is silent, plus at most
 * as many again while the address answers but connecting hangs (those end when the server gives up on the login), and the
 * link still connects within one call once the network heals ({@link #stuckCalls()}; decision 0068).
 *
 * <p><b>Kept.</b> By default the link opens one connection on the first call and uses it for every later one, with
 * auto-commit off: a renewal costs its statements and no connection set-up (363 new connections per instance-hour
 * before, one now). A connection is kept after a failure only when the failure is one the same connection comes back
 * from (a lost race, a missing table, {@link #keepsConnection}); any other is dropped — a broken socket, and just as
 * well a server that is read-only, in recovery or refuses the user — and the next call opens a new one, so a database
 * that restarted, failed over or was reached on a replica is reached again by the next renewal (decision 0066). The
 * server is asked to end a lease transaction left idle for longer than a call ({@link IdleTransactionTimeout}), so a
 * renewal cut off half-way never leaves its row locked for long. For a pool
 * ({@link JdbcWorkerLease.Builder#keepConnection(boolean) keepConnection(false)}), each call borrows a connection and
 * gives it back as it came ({@link BorrowedState}): a broken one, or one whose state could not be put back, is
 * aborted instead. No call leaves a session setting or a named prepared statement on a server connection that a
 * transaction pooler shares ({@link ServerPreparedStatements}).
 */
final class LeaseLink implements AutoCloseable {

    /**
     * More calls stuck than this (each on a thread of its own) and the next one starts only if the database's address
     * answers a {@link RouteProbe}; twice as many, and it fails at once.
     */
    static final int MAX_STUCK_THREADS = 4;

    /**
     * The bound of the calls a lease makes while it is built (connecting, checking the table): at least this long,
     * since the first connection of a JVM loads the driver and may meet a server still starting.
     */
    static final Duration STARTUP_TIMEOUT = Duration.ofSeconds(10);

    private static final System.Logger LOG = System.getLogger(LeaseLink.class.getName());
    private static final Executor DIRECT = Runnable::run;

    private final DataSource dataSource;
    private final boolean keep;
    private final Duration timeout;
    private final String description;
    private final ThreadPoolExecutor threads;
    private final RouteProbe probe;
    // Calls whose caller stopped waiting and whose thread has not returned yet.
    private final AtomicInteger stuck = new AtomicInteger();
    // One call at a time: the kept connection serves one transaction at a time.
    private final ReentrantLock turn = new ReentrantLock();
    private final AtomicLong opened = new AtomicLong();
    // Guarded by this: the connection kept between calls, and the one the current call uses.
    private @Nullable Connection kept;
    private volatile boolean closed;

    /**
     * @param dataSource where connections come from
     * @param keep whether to keep one connection between calls
     * @param timeout how long one call may take, from waiting for its turn to its commit
     * @param description the table, for thread names and messages
     */
    LeaseLink(DataSource dataSource, boolean keep, Duration timeout, String description) {
        this.dataSource = dataSource;
        this.keep = keep;
        this.timeout = timeout;
        this.description = description;
        this.probe = RouteProbe.of(dataSource);
        // A thread per call in flight, idle ones reused: one in all while calls return, more only while some are stuck
        // (counted, and bounded, by this link).
        this.threads = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 30, TimeUnit.SECONDS, new SynchronousQueue<>(),
                runnable -> {
                    Thread thread = new Thread(runnable, "shardflake-lease-db-" + description);
                    thread.setDaemon(true);
                    return thread;
                });
    }

    /** @return how long one call may take */
    Duration timeout() {
        return timeout;
    }

    /**
     * @return calls whose caller stopped waiting and whose thread has not returned yet: each a thread left behind,
     *     typically inside a {@code getConnection()} on a silent network
     */
    int stuckCalls() {
        return stuck.get();
    }

    /** @return how many connections this link has opened (or borrowed) so far */
    long connectionsOpened() {
        return opened.get();
    }

    /**
     * Runs {@code work} in one transaction, within this link's timeout.
     *
     * @return what the work returned, after the commit
     * @throws SQLException from the work or the database (after a rollback), or a {@link SQLTimeoutException} when the
     *     call did not finish in time (the connection was then aborted)
     */
    <T> T call(Transaction.Work<T> work) throws SQLException {
        return call(work, timeout);
    }

    /**
     * Like {@link #call(Transaction.Work)}, bounded by the longer of the link's timeout and {@link #STARTUP_TIMEOUT}:
     * for the checks a lease makes while it is built.
     */
    <T> T callAtStartup(Transaction.Work<T> work) throws SQLException {
        return call(work, timeout.compareTo(STARTUP_TIMEOUT) > 0 ? timeout : STARTUP_TIMEOUT);
    }

    private <T> T call(Transaction.Work<T> work, Duration bound) throws SQLException {
        if (closed) {
            throw new SQLException("the lease's link to its database is closed (" + description + ")", "08003");
        }
        long limit = bound.toNanos();
        long deadline = System.nanoTime() + limit;
        boolean ours;
        try {
            ours = turn.tryLock(limit, TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while waiting for the lease's connection", "08006", e);
        }
        if (!ours) {
            throw timedOut("another lease call still held the connection after " + Duration.ofNanos(limit));
        }
        try {
            refuseWhileStuck(deadline);
            Call<T> call = new Call<>(work, deadline);
            Future<T> result;
            try {
                result = threads.submit(call::run);
            } catch (RejectedExecutionException e) {
                throw new SQLException("the lease's link to its database is closed (" + description + ")", "08003", e);
            }
            try {
                return result.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (TimeoutException e) {
                // Not cancelled: the call sees it was abandoned, and its thread returns once the abort unblocks it.
                call.abandon();
                throw timedOut("no answer within " + Duration.ofNanos(limit));
            } catch (ExecutionException e) {
                throw rethrow(e.getCause());
            } catch (InterruptedException e) {
                call.abandon();
                Thread.currentThread().interrupt();
                throw new SQLException("interrupted while waiting for the lease's database", "08006", e);
            }
        } finally {
            turn.unlock();
        }
    }

    /**
     * With {@value #MAX_STUCK_THREADS} calls stuck, a new thread is spent only on a database whose address answers: a
     * silent network would keep it too, and the threads left behind would grow with every retry.
     */
    private void refuseWhileStuck(long deadline) throws SQLException {
        int now = stuck.get();
        if (now < MAX_STUCK_THREADS) {
            return;
        }
        String which = MAX_STUCK_THREADS + " calls to the lease's database (" + description + ") are still stuck";
        if (now >= 2 * MAX_STUCK_THREADS) {
            throw new SQLException(which + " (" + now + "): not starting another until one returns", "08006");
        }
        // A quarter of the call at most: a server answers in a round trip, and a probe that meets silence should leave
        // the heartbeat time to try again soon after the network heals.
        long probeNanos = Math.min(Math.max(0, deadline - System.nanoTime()), timeout.toNanos() / 4);
        if (!probe.answers(Duration.ofNanos(probeNanos))) {
            throw new SQLException(which + ", and " + probe.silence() + ": not starting another", "08006");
        }
    }

    /**
     * Closes the kept connection, if any, without waiting on a call in progress; the next call opens a new one. For a
     * table no lease holds any more, and before a snapshot of the JVM (which must hold no socket).
     */
    void dropConnection() {
        Connection connection = takeKept();
        if (connection != null) {
            closeQuietly(connection);
        }
    }

    /** Drops the kept connection, and refuses every later call. Idempotent. */
    @Override
    public void close() {
        closed = true;
        Connection connection;
        synchronized (this) {
            connection = kept;
            kept = null;
        }
        if (connection != null) {
            discard(connection);
        }
        threads.shutdown();
    }

    private SQLTimeoutException timedOut(String what) {
        // SQLState 08: a connection problem, so nobody reads it as a lost race.
        return new SQLTimeoutException("the lease's database (" + description + ") did not answer in time: " + what
                + "; the connection was aborted and the next call opens a new one", "08006");
    }

    private static SQLException rethrow(Throwable cause) {
        if (cause instanceof SQLException sql) {
            return sql;
        }
        if (cause instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (cause instanceof Error error) {
            throw error;
        }
        return new SQLException(String.valueOf(cause), "08006", cause);
    }

    private synchronized @Nullable Connection takeKept() {
        Connection connection = kept;
        kept = null;
        return connection;
    }

    private synchronized boolean giveBack(Connection connection) {
        if (closed || !keep || kept != null) {
            return false;
        }
        kept = connection;
        return true;
    }

    private Connection open() throws SQLException {
        Connection connection = dataSource.getConnection();
        opened.incrementAndGet();
        if (keep) {
            try {
                ServerPreparedStatements.turnOff(connection);
                IdleTransactionTimeout.setForTheSession(connection, timeout);
                // Once, not per transaction: on MySQL and MariaDB each switch is a statement of its own.
                connection.setAutoCommit(false);
            } catch (SQLException | RuntimeException e) {
                discard(connection);
                throw e;
            }
        }
        return connection;
    }

    /**
     * Aborts a connection from the caller's thread, which must not wait: its socket is closed, so a thread stuck reading
     * it returns. A pool's connection is also given back, by {@link #discard}, once that thread is done with it.
     */
    private static void abortQuietly(Connection connection) {
        try {
            connection.abort(DIRECT);
        } catch (SQLException | RuntimeException | AbstractMethodError e) {
            LOG.log(System.Logger.Level.DEBUG, "aborting a lease connection failed: {0}", e.toString());
        }
    }

    /**
     * Drops a broken connection from the thread that used it: aborted, then closed, which for a pool's connection hands
     * the slot back (the pool sees it is broken and replaces it) instead of leaving it taken for good.
     */
    private static void discard(Connection connection) {
        abortQuietly(connection);
        closeQuietly(connection);
    }

    /**
     * Whether a connection is as good as before after {@code e}, its transaction rolled back: only when the database
     * refused a statement for what it did — another transaction wrote the row first ({@link LostRace}), a table or
     * column is missing (SQLState class 42), a value was wrong (class 22). Anything else drops it, not only a broken
     * socket (class 08, a timeout): a read-only server (PostgreSQL 25006, MySQL and MariaDB 1290 with HY000), one in
     * recovery (55000), a session ended by the server (57P01) or an unknown error are all cured by a new connection, if
     * anything, never by retrying on this one.
     *
     * @return true if the connection may be used again
     */
    static boolean keepsConnection(SQLException e) {
        if (LostRace.is(e)) {
            return true;
        }
        for (SQLException next = e; next != null; next = next.getNextException()) {
            String state = next.getSQLState();
            if (state == null || next instanceof SQLTimeoutException || next instanceof SQLNonTransientConnectionException
                    || next instanceof SQLRecoverableException || !(state.startsWith("42") || state.startsWith("22"))) {
                return false;
            }
        }
        return true;
    }

    private static boolean isClosed(Connection connection) {
        try {
            return connection.isClosed();
        } catch (SQLException | RuntimeException e) {
            return true;
        }
    }

    private static void closeQuietly(Connection connection) {
        try {
            connection.close();
        } catch (SQLException | RuntimeException e) {
            LOG.log(System.Logger.Level.DEBUG, "closing a lease connection failed: {0}", e.toString());
        }
    }

    /** One call on the link's thread: which connection it uses, and whether its caller gave up on it. */
    private final class Call<T> {

        private final Transaction.Work<T> work;
        private final long deadline;
        // Guarded by this.
        private @Nullable Connection inUse;
        private boolean abandoned;
        private boolean aborting;
        private boolean finished;

        Call(Transaction.Work<T> work, long deadline) {
            this.work = work;
            this.deadline = deadline;
        }

        T run() throws SQLException {
            try {
                return runOnConnection();
            } finally {
                synchronized (this) {
                    finished = true;
                    if (abandoned) {
                        stuck.decrementAndGet();
                    }
                }
            }
        }

        private T runOnConnection() throws SQLException {
            Connection connection = takeKept();
            if (connection == null) {
                connection = open();
            }
            if (!use(connection)) {
                discard(connection);
                throw new SQLTimeoutException("abandoned before it started", "08006");
            }
            boolean healthy = false;
            BorrowedState before = null;
            try {
                before = keep ? null : BorrowedState.of(connection);
                networkTimeout(connection);
                T result = Transaction.run(connection, inTransaction -> {
                    IdleTransactionTimeout.setForTheTransaction(inTransaction, timeout, !keep);
                    return work.run(inTransaction);
                });
                healthy = true;
                return result;
            } catch (SQLException e) {
                // A statement the database refused (a lost race, a missing table) leaves the connection as good as it
                // was, its transaction rolled back; any other failure may need another server or session.
                healthy = keepsConnection(e) && !isClosed(connection);
                throw e;
            } finally {
                release(connection, healthy && putBack(connection, before));
            }
        }

        /** @return true if a borrowed connection got its state back (or was not borrowed), so it may go back whole */
        private boolean putBack(Connection connection, @Nullable BorrowedState before) {
            if (before == null) {
                return true;
            }
            try {
                before.putBack(connection);
                return true;
            } catch (SQLException | RuntimeException e) {
                LOG.log(System.Logger.Level.DEBUG, "putting a borrowed connection back as it came failed: {0}",
                        e.toString());
                return false;
            }
        }

        private synchronized boolean use(Connection connection) {
            if (abandoned) {
                return false;
            }
            inUse = connection;
            return true;
        }

        /**
         * The caller stopped waiting: abort the connection so the thread stuck in it returns. On another thread: a
         * driver's abort may itself wait on the network (MariaDB Connector/J opens a connection to kill the query),
         * and the caller must not. The call's own thread hands the connection back only after that abort, so an abort
         * never reaches a connection a pool has meanwhile given to someone else.
         */
        void abandon() {
            Connection connection;
            synchronized (this) {
                if (finished) {
                    return;
                }
                abandoned = true;
                stuck.incrementAndGet();
                connection = inUse;
                aborting = connection != null;
            }
            if (connection != null) {
                try {
                    threads.execute(() -> {
                        abortQuietly(connection);
                        aborted();
                    });
                } catch (RejectedExecutionException closedMeanwhile) {
                    abortQuietly(connection);
                    aborted();
                }
            }
        }

        private synchronized void aborted() {
            aborting = false;
            notifyAll();
        }

        private void release(Connection connection, boolean healthy) {
            boolean whole;
            synchronized (this) {
                while (aborting) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        break;
                    }
                }
                inUse = null;
                whole = healthy && !abandoned;
            }
            if (whole && giveBack(connection)) {
                return;
            }
            // Not to be kept: closed (a pool gets it back). Broken (any failure may have left it half-way) or
            // abandoned: aborted and closed, never reused.
            if (whole) {
                closeQuietly(connection);
            } else {
                discard(connection);
            }
        }

        private void networkTimeout(Connection connection) throws SQLException {
            long remainingMillis = Math.max(1, (deadline - System.nanoTime()) / 1_000_000);
            try {
                connection.setNetworkTimeout(DIRECT, (int) Math.min(Integer.MAX_VALUE, remainingMillis));
            } catch (SQLFeatureNotSupportedException | AbstractMethodError | UnsupportedOperationException e) {
                // H2 and some pools: the thread's bound above still holds.
            }
        }
    }
}
