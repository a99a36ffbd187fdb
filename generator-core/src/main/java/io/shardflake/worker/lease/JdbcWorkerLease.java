package io.shardflake.worker.lease;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.ShardflakeException;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.Micros;
import io.shardflake.clock.MonotonicClock;
import io.shardflake.clock.Sleeper;
import io.shardflake.clock.WallClock;
import io.shardflake.worker.LocalHostName;
import io.shardflake.worker.WorkerIdSource;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;

/**
 * Worker ids leased from a table in the application's own database, with plain JDBC: no coordinator, no extra
 * infrastructure, and two live instances never get the same worker id.
 *
 * <pre>{@code
 * IdLayout layout = LayoutPreset.TWITTER.layout();
 * JdbcWorkerLease leases = JdbcWorkerLease.builder(dataSource).layout(layout).build();
 * WorkerLease lease = leases.claimAny();                      // or leases.register(WorkerIdSource.hostnameHash())
 * SnowflakeGenerator generator = SnowflakeGenerator.builder(layout).workerIdSource(lease).build();
 * ...
 * lease.close();                                              // at shutdown: gives the worker id back
 * }</pre>
 *
 * <h2>Databases</h2>
 * H2 2.x, PostgreSQL, MariaDB 10.11+ and MySQL 8 (InnoDB tables, at InnoDB's default REPEATABLE READ), told
 * apart by the product name the JDBC driver reports: {@code H2}, {@code PostgreSQL}, {@code MySQL},
 * {@code MariaDB}. MariaDB works through MariaDB Connector/J ({@code jdbc:mariadb:}) and MySQL Connector/J
 * ({@code jdbc:mysql:}) alike; MySQL 8 speaks the same SQL but has no server to test on here (see the package
 * comment). {@link Builder#build()} connects once and refuses any other database
 * ({@link UnsupportedDatabaseException}, naming the product and these four), and reports a database it cannot
 * connect to as such ({@link LeaseConnectionException}, naming the URL without its password and the driver's
 * message).
 *
 * <h2>The table</h2>
 * One row per worker id ever claimed ({@code shardflake_worker_lease} unless {@link Builder#table(String)} says
 * otherwise), created if absent unless {@link Builder#createTable(boolean)} says not to; the same DDL ships as
 * {@code io/shardflake/worker/lease/<database>/R__shardflake_worker_lease.sql} ({@code h2}, {@code postgresql},
 * {@code mysql} for MySQL and MariaDB), for DBAs, as a Flyway migration, and through the Liquibase changelog
 * {@code io/shardflake/worker/lease/liquibase.xml}. Columns: {@code worker_id} (primary key), {@code holder_host}, {@code holder_pid},
 * {@code holder_instance} (a random UUID per lease), {@code holder_source} (how the holder chose the id),
 * {@code claimed_at}, {@code renewed_at}, {@code expires_at}, {@code reserved_until} (all {@code BIGINT}
 * microseconds since 1970: exact, and the same on every database) and {@code version}.
 *
 * <h2>The history</h2>
 * Beside it, in the same DDL file, {@code <table>_history}: one row per tenure — each holding of a worker id, from the
 * claim that won it to its release, its loss or the takeover after it expired — with its holder, how it began and
 * ended, and the range of id times its ids may carry. Written in the transaction of the lease write that starts or
 * ends the tenure (two statements more per claim, one per release); a renewal writes nothing more, since the lease row
 * that names the holder carries the tenure's latest reservation until it ends. Kept for
 * {@link Builder#historyRetention(Duration)}, off with {@link Builder#history(boolean)}. {@link TenureHistory} and
 * {@link LeaseAudit} read it: who made an id, and whether two holders of a worker id ever overlapped.
 *
 * <h2>Claiming</h2>
 * {@link #claimAny()} reads the rows, then tries the free worker ids lowest first — a never-used id with an
 * {@code INSERT} (a duplicate key means another instance was faster: try the next), an expired row with one
 * conditional {@code UPDATE ... WHERE worker_id = ? AND version = ? AND expires_at <= ?} (no row updated: same).
 * The database lets exactly one of several racing writes win, so racing instances never share an id. Ids whose
 * previous holder's reservation is still ahead of this instance's clock come last, since a generator would have to
 * wait for them. A claim that has lost {@value #LOWEST_FIRST_LOSSES} races is in a stampede — a fleet starting at
 * once, where lowest first would send every instance after the same id and n instances would lose about n²/2 races
 * between them — and from then on reads the table again and tries the free ids in random order (ready ones first,
 * still), reading again after every {@value #LOSSES_PER_SPREAD_READ} lost races, with a short random pause before
 * each read; it gives up, saying so, after {@value #MAX_READS} reads. Up to {@value #LOWEST_FIRST_LOSSES} instances
 * starting together still get the lowest free ids; 1,024 racing for the 1,024 ids of the Twitter layout all get one
 * in seconds (RELIABILITY.md, section 8). {@link #claim(int)} and {@link #register(WorkerIdSource)} ask for one id and
 * fail with {@link LeaseConflictException}, naming both hosts, when a live lease holds it: that is how two hosts
 * whose host names hash to the same id find out at startup instead of in duplicate keys. When the live lease is held
 * by this same host from the same source — the same pod restarted after a crash, before its old lease ran out — the
 * claim waits for the old lease to expire (at most twice the lease duration, logged), and fails only if the old
 * holder renews meanwhile, i.e. is still alive.
 *
 * <h2>Two clocks, each for what only it can decide</h2>
 * <ul>
 *   <li><b>Who holds an id, until when: the database's clock.</b> {@code claimed_at}, {@code renewed_at} and
 *       {@code expires_at} are the database's {@code CURRENT_TIMESTAMP}, read in the same transaction as the
 *       write, and expiry is judged against it. Every instance then compares against one clock. Judged by each
 *       instance's own clock, an instance running a minute fast would take over leases that are still being
 *       renewed, and one running slow would wait long after a crashed holder's lease ran out.
 *   <li><b>How far ahead the holder's ids may go: the holder's clock, in id time.</b> {@code reserved_until} is
 *       {@code (holder's clock at the claim or renewal) + lease duration + max lead}: the latest time an id of the
 *       holder may carry, since the holder stops at the end of its lease and its generator never runs more than
 *       the max lead ahead of its clock. It has to be in the holder's time because that is the time the ids carry;
 *       a bound in database time would not bound them when the clocks differ. The next holder of the worker id
 *       starts its ids after it ({@link WorkerLease#notBefore()}), whatever its own clock says; the reservation
 *       never decreases.
 *   <li><b>When the holder stops by itself: the holder's elapsed time.</b> The holder reads its
 *       {@link MonotonicClock} <em>before</em> the transaction that claims or renews, and keeps making ids until
 *       that reading + the lease duration ({@link io.shardflake.worker.WorkerFence}, checked before every id). The
 *       database computed {@code expires_at} from a later reading of its own clock, so as long as the two clocks
 *       run at the same rate (they differ by parts per million), the holder stops before anyone else may take the
 *       id over. Elapsed time, not the wall clock: a wall clock stepped back (or a cached clock gone stale while
 *       the process was paused) would otherwise keep the holder going past its deadline.
 * </ul>
 * Uniqueness does not rest on that last assumption. If it fails — a clock stepped, a process paused for a minute
 * between checking its fence and returning an id, a network partition — the old holder's ids still carry times
 * up to its reservation and the new holder's ids start after it, so the two never make the same id. The deadline
 * only makes a holder that cannot renew stop soon; the reservation is what makes a late one harmless.
 *
 * <h2>Renewing, losing, healing, giving back</h2>
 * A daemon thread renews each lease every third of its duration ({@link Builder#heartbeatInterval(Duration)}),
 * and while renewals fail retries three times as often, until the lease is closed. A renewal moves
 * {@code expires_at} and {@code reserved_until} forward and re-opens the fence. When the database cannot be
 * reached the holder keeps making ids until its deadline, then refuses them
 * ({@link io.shardflake.worker.WorkerLeaseLostException}) until a renewal gets through. When the row has been
 * taken over, the fence is revoked at once for good, and the lease claims a worker id anew, with back-off
 * ({@link WorkerLease}). {@link WorkerLease#close()} revokes the fence, then expires the row now but keeps its
 * reservation; a crashed holder's row simply expires.
 *
 * <h2>A database that loses writes</h2>
 * A failover to an asynchronous standby, or a restore, can bring the table back without its latest writes. Unless
 * told otherwise ({@link Builder#lostWrites(LostWrites)}), every transaction reads what the database says it is,
 * every row records it ({@code written_on}), and row -1 of the table is its stamp: a claim that finds the database
 * is not the one the stamp names, or the stamp missing or copied, waits out a quarantine — lease duration + max lead
 * + clock skew ({@link Builder#clockSkew(Duration)}) — before its first id, and starts its ids after it; a holder
 * whose row survived (or vanished, and nobody took the id) writes its true reservation back and carries on.
 *
 * <h2>Bounded</h2>
 * Every claim, renewal and release is one call of at most {@link Builder#callTimeout(Duration)} (half the heartbeat
 * interval by default), on one connection kept between calls ({@link Builder#keepConnection(boolean)}); a call that
 * does not finish in time aborts its connection and counts as failed.
 *
 * <p>Thread-safe; immutable once built.
 */
public final class JdbcWorkerLease {

    /** A lease lasts this long unless renewed, unless {@link Builder#leaseDuration(Duration)} says otherwise. */
    public static final Duration DEFAULT_LEASE_DURATION = Duration.ofSeconds(30);

    /**
     * How far apart two instances' clocks (and the database's) may be, added to a quarantine, unless
     * {@link Builder#clockSkew(Duration)} says otherwise.
     */
    public static final Duration DEFAULT_CLOCK_SKEW = Duration.ofSeconds(1);

    /**
     * How long the history keeps a tenure after its last write, unless {@link Builder#historyRetention(Duration)}
     * says otherwise.
     */
    public static final Duration DEFAULT_HISTORY_RETENTION = Duration.ofDays(30);

    static final String ANY_FREE_ID = "any free id";

    private static final Duration MIN_LEASE_DURATION = Duration.ofMillis(100);
    private static final Duration MIN_CALL_TIMEOUT = Duration.ofMillis(50);
    // A derived call timeout is never shorter: a busy machine or a cold driver takes that long to answer at times.
    private static final Duration MIN_DERIVED_CALL_TIMEOUT = Duration.ofSeconds(1);
    private static final Duration MAX_CALL_TIMEOUT = Duration.ofSeconds(30);
    private static final Duration MAX_DURATION = Duration.ofDays(1);
    private static final Duration MAX_HISTORY_RETENTION = Duration.ofDays(3650);
    private static final int MAX_TEXT = 255;
    private static final int MAX_SOURCE = 500;
    // A claim tries ids lowest first until it has lost this many races to other instances, then spreads.
    static final int LOWEST_FIRST_LOSSES = 8;
    // A spreading claim reads the table again after this many lost races: its read has gone stale.
    static final int LOSSES_PER_SPREAD_READ = 8;
    // At most 8 + 64 x 8 attempts: a claim that loses them all reports it instead of trying for ever.
    static final int MAX_READS = 64;

    private static final System.Logger LOG = System.getLogger(JdbcWorkerLease.class.getName());

    private final LeaseLink link;
    private final LeaseTable table;
    private final @Nullable HistoryTable history;
    private final HistoryRetention historyRetention;
    private final String application;
    private final StampCheck stampCheck;
    private final Claims claims;
    private final Duration leaseDuration;
    private final Duration maxLead;
    private final Duration clockSkew;
    private final LostWrites lostWrites;
    private final boolean switchWorkerWhenClockBehind;
    private final Duration heartbeatInterval;
    private final @Nullable ScheduledExecutorService heartbeatScheduler;
    private final int maxWorkerId;
    private final TickGrid grid;
    private final WallClock clock;
    private final MonotonicClock elapsed;
    private final Sleeper sleeper;
    private final Random random;
    private final String host;
    private final long pid;
    private final AtomicInteger openLeases = new AtomicInteger();

    private JdbcWorkerLease(Builder builder, int maxWorkerId, TickGrid grid, Duration heartbeatInterval,
            LeaseLink link, String host, LeaseDialect dialect) {
        this.leaseDuration = builder.leaseDuration;
        this.maxLead = builder.maxLead;
        this.clockSkew = builder.clockSkew;
        this.lostWrites = builder.lostWrites;
        this.switchWorkerWhenClockBehind = builder.switchWorkerWhenClockBehind;
        this.heartbeatInterval = heartbeatInterval;
        this.heartbeatScheduler = builder.heartbeatScheduler;
        this.maxWorkerId = maxWorkerId;
        this.grid = grid;
        this.clock = builder.clock;
        this.elapsed = builder.elapsed;
        this.sleeper = builder.sleeper;
        this.random = builder.random;
        this.host = host;
        this.pid = builder.pid;
        TableName name = TableName.of(builder.table);
        long timeoutSeconds = (link.timeout().toMillis() + 999) / 1000;
        this.table = new LeaseTable(name, dialect, (int) Math.max(1, timeoutSeconds),
                lostWrites == LostWrites.DETECT);
        this.history = builder.history ? HistoryTable.beside(name, table.queryTimeoutSeconds()) : null;
        this.historyRetention = new HistoryRetention(builder.historyRetention, builder.elapsed);
        this.application = builder.application;
        this.link = link;
        this.stampCheck = new StampCheck(table, lostWrites, leaseDuration.plus(maxLead).plus(clockSkew));
        this.claims = new Claims(this);
    }

    /**
     * Starts configuring leases in a database.
     *
     * @param dataSource where the lease table lives: the lease keeps one connection from it between calls (see
     *     {@link Builder#keepConnection(boolean)})
     * @return a builder: set {@link Builder#layout(IdLayout)} (or the worker bits), the rest has defaults
     */
    public static Builder builder(DataSource dataSource) {
        return new Builder(dataSource);
    }

    /**
     * Claims a free worker id: the lowest one whose previous reservation (if any) is not ahead of this instance's
     * clock, else the free one with the earliest reservation — unless many instances are claiming at the same moment
     * (this claim lost {@value #LOWEST_FIRST_LOSSES} races), then a free one at random (see the class comment). Once
     * lost, the lease claims any free worker id anew by itself.
     *
     * @return the lease, renewed in the background until closed
     * @throws NoFreeWorkerIdException if every worker id is held by a live lease
     * @throws LeaseDatabaseException if the table cannot be read or written
     * @throws ShardflakeException if, in {@value #MAX_READS} reads of the table, every free worker id this claim
     *     tried was claimed first by another instance
     */
    public WorkerLease claimAny() {
        return open(new WorkerLease.Wanted(WorkerLease.Wanted.ANY, ANY_FREE_ID));
    }

    /**
     * Claims one given worker id, e.g. one set in configuration, to register it: another live instance holding it
     * is an error, not a reason to wait. Once lost, the lease claims the same id again as soon as it is free.
     *
     * @param workerId the worker id, 0 to the maximum
     * @return the lease, renewed in the background until closed
     * @throws InvalidConfigurationException if {@code workerId} is out of range
     * @throws LeaseConflictException if another live lease holds it
     * @throws LeaseDatabaseException if the table cannot be read or written
     */
    public WorkerLease claim(int workerId) {
        return claim(workerId, "fixed(" + workerId + ")");
    }

    /**
     * Registers the worker id another strategy chose (fixed, hostname hash, StatefulSet ordinal, IPv4 bits…), so
     * that two instances that chose the same one find out at startup: the second fails, naming both hosts.
     *
     * @param source the strategy; asked for its worker id with this lease's maximum
     * @return the lease, renewed in the background until closed; use it as the generator's worker id source
     * @throws InvalidConfigurationException if the source's worker id does not fit, or its description is longer
     *     than 500 characters
     * @throws LeaseConflictException if another live lease holds that worker id
     * @throws LeaseDatabaseException if the table cannot be read or written
     */
    public WorkerLease register(WorkerIdSource source) {
        if (source == null) {
            throw new InvalidConfigurationException("worker id source", null, "a source");
        }
        String description = source.description();
        if (description.length() > MAX_SOURCE) {
            throw new InvalidConfigurationException("worker id source", description,
                    "a source whose description fits holder_source (" + MAX_SOURCE + " characters)");
        }
        return claim(source.claim(maxWorkerId).workerId(), description);
    }

    private WorkerLease claim(int workerId, String source) {
        if (workerId < 0 || workerId > maxWorkerId) {
            throw new InvalidConfigurationException("worker id", workerId, "0.." + maxWorkerId
                    + " (the lease's maximum; from " + source + ")");
        }
        return open(new WorkerLease.Wanted(workerId, source));
    }

    private WorkerLease open(WorkerLease.Wanted wanted) {
        opened();
        try {
            return WorkerLease.claim(this, wanted);
        } catch (RuntimeException e) {
            closed();
            throw e;
        }
    }

    /** A lease of this table started holding (its first claim, or a resume). */
    void opened() {
        openLeases.incrementAndGet();
    }

    /**
     * A lease of this table stopped holding (closed, suspended): when none holds any more, the kept connection is
     * closed, so an idle table costs no connection and a JVM snapshot holds no socket.
     */
    void closed() {
        if (openLeases.decrementAndGet() <= 0) {
            link.dropConnection();
        }
    }

    /** @return both of this instance's clocks, read now, before a claim's or renewal's transaction */
    LeaseStart startNow() {
        return new LeaseStart(clock.currentTimeMicros(), elapsed.nanoTime());
    }

    /** @return the reservation of a claim or renewal that read this instance's clock at {@code appStartMicros} */
    long reservationFrom(long appStartMicros) {
        return appStartMicros + Micros.of(leaseDuration) + Micros.of(maxLead);
    }

    LeaseLink link() {
        return link;
    }

    LeaseTable table() {
        return table;
    }

    /** @return the history table, or null when the history is off */
    @Nullable HistoryTable history() {
        return history;
    }

    /** @return the holder's application name for the history, empty if none */
    String application() {
        return application;
    }

    /**
     * Deletes the tenures past the history's retention, when due (at most once an hour), in a call of its own; logs,
     * never throws: a history too long costs space, not ids.
     */
    void pruneHistoryWhenDue() {
        HistoryTable pruned = history;
        if (pruned == null || !historyRetention.due()) {
            return;
        }
        try {
            int deleted = link.call(connection -> pruned.prune(connection,
                    table.databaseNow(connection) - Micros.of(historyRetention.retention())));
            if (deleted > 0) {
                LOG.log(System.Logger.Level.DEBUG, "deleted {0} tenures older than {1} from {2}", deleted,
                        historyRetention.retention(), pruned.name());
            }
        } catch (SQLException | RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "could not delete the tenures older than {0} from {1} (tried again in"
                    + " {2}): {3}", historyRetention.retention(), pruned.name(), HistoryRetention.INTERVAL,
                    e instanceof SQLException sql ? LeaseDatabaseException.describe(sql) : e.toString());
        }
    }

    StampCheck stampCheck() {
        return stampCheck;
    }

    Claims claims() {
        return claims;
    }

    TickGrid grid() {
        return grid;
    }

    WallClock clock() {
        return clock;
    }

    MonotonicClock elapsed() {
        return elapsed;
    }

    Sleeper sleeper() {
        return sleeper;
    }

    Random random() {
        return random;
    }

    String host() {
        return host;
    }

    long pid() {
        return pid;
    }

    boolean switchesWorkerWhenClockBehind() {
        return switchWorkerWhenClockBehind;
    }

    /** @return how long a claim or renewal holds a worker id */
    public Duration leaseDuration() {
        return leaseDuration;
    }

    /** @return how far ahead of its clock a holder's ids may go, added to every reservation */
    public Duration maxLead() {
        return maxLead;
    }

    /** @return how far apart the instances' and the database's clocks may be, added to a quarantine */
    public Duration clockSkew() {
        return clockSkew;
    }

    /** @return whether the database may lose acknowledged writes, and so what a claim does about it */
    public LostWrites lostWrites() {
        return lostWrites;
    }

    /** @return how long a claim waits when the table may have lost writes: lease duration + max lead + clock skew */
    public Duration quarantine() {
        return stampCheck.quarantine();
    }

    /**
     * @return whether every tenure is recorded in the history table ({@link #historyTableName()}), which
     *     {@link TenureHistory} and {@link LeaseAudit} read
     */
    public boolean recordsHistory() {
        return history != null;
    }

    /** @return the history table's name as written in SQL: the lease table's with {@code _history} */
    public String historyTableName() {
        return HistoryTable.of(table.name()).sql();
    }

    /** @return how long the history keeps a tenure after its last write */
    public Duration historyRetention() {
        return historyRetention.retention();
    }

    /** @return how often a lease is renewed, zero when renewals are left to the caller */
    public Duration heartbeatInterval() {
        return heartbeatInterval;
    }

    /** @return how long one claim, renewal or release may take */
    public Duration callTimeout() {
        return link.timeout();
    }

    /**
     * @return calls to the database given up on whose thread has not returned yet (stuck in a {@code getConnection()}
     *     on a silent network, typically): at most 8, and the lease keeps trying while they are stuck
     */
    public int stuckCalls() {
        return link.stuckCalls();
    }

    /** @return how many connections the leases of this table have opened so far (one, unless one broke) */
    public long connectionsOpened() {
        return link.connectionsOpened();
    }

    /** @return the scheduler the heartbeats run on; null for a daemon thread per lease */
    @Nullable ScheduledExecutorService heartbeatScheduler() {
        return heartbeatScheduler;
    }

    /** @return the largest worker id claimed */
    public int maxWorkerId() {
        return maxWorkerId;
    }

    /** @return the lease table's name as written in SQL */
    public String tableName() {
        return table.name().sql();
    }

    @Override
    public String toString() {
        return "JdbcWorkerLease[table " + table.name() + ", worker ids 0.." + maxWorkerId + ", lease " + leaseDuration
                + ", max lead " + maxLead + ", lost writes " + lostWrites.value() + ", holder " + host + " pid " + pid
                + "]";
    }

    /** Builds a {@link JdbcWorkerLease}. */
    public static final class Builder {

        private final DataSource dataSource;
        private String table = TableName.DEFAULT;
        private boolean createTable = true;
        private Duration leaseDuration = DEFAULT_LEASE_DURATION;
        private Duration maxLead = ClockPolicy.DEFAULT.maxLead();
        private Duration clockSkew = DEFAULT_CLOCK_SKEW;
        private LostWrites lostWrites = LostWrites.DETECT;
        private boolean switchWorkerWhenClockBehind;
        private boolean keepConnection = true;
        private @Nullable Duration callTimeout;
        private @Nullable Duration heartbeatInterval;
        private @Nullable ScheduledExecutorService heartbeatScheduler;
        private @Nullable IdLayout layout;
        private @Nullable Integer maxWorkerId;
        private WallClock clock = WallClock.system();
        private MonotonicClock elapsed = MonotonicClock.system();
        private Sleeper sleeper = Sleeper.system();
        private Random random = new Random();
        private @Nullable String host;
        private long pid = ProcessHandle.current().pid();
        private boolean history = true;
        private Duration historyRetention = DEFAULT_HISTORY_RETENTION;
        private String application = "";

        private Builder(DataSource dataSource) {
            if (dataSource == null) {
                throw new InvalidConfigurationException("data source", null, "a DataSource");
            }
            this.dataSource = dataSource;
        }

        /**
         * @param table the lease table's name: a plain identifier, optionally {@code schema.table}; by default
         *     {@code shardflake_worker_lease}
         * @return this builder
         * @throws InvalidConfigurationException if it is not a plain identifier (it is written into SQL unquoted)
         */
        public Builder table(String table) {
            this.table = TableName.of(table).sql();
            return this;
        }

        /**
         * @param createTable whether {@link #build()} creates the table when it is missing (default); when false, a
         *     missing table fails the build ({@link LeaseTableMissingException}), naming it and its DDL
         * @return this builder
         */
        public Builder createTable(boolean createTable) {
            this.createTable = createTable;
            return this;
        }

        /**
         * @param history whether every tenure — who held which worker id, from when to when, and the range of id times
         *     its ids may carry — is recorded in the history table {@code <table>_history} (default), in the same
         *     transaction as the lease's own writes, which {@link TenureHistory} ({@code shardflake whois}) and
         *     {@link LeaseAudit} ({@code shardflake audit}) read. Off, the lease writes the lease table only: the ids
         *     are as unique, but nothing can tell afterwards which process made an id, nor prove that no two holders
         *     of a worker id overlapped
         * @return this builder
         */
        public Builder history(boolean history) {
            this.history = history;
            return this;
        }

        /**
         * @param retention how long the history keeps a tenure after its last write, 1 hour to 3650 days (default 30
         *     days); the lease deletes older ones itself, at its first claim and then once an hour
         * @return this builder
         */
        public Builder historyRetention(Duration retention) {
            requireWithin("history retention", retention, HistoryRetention.INTERVAL, MAX_HISTORY_RETENTION);
            this.historyRetention = retention;
            return this;
        }

        /**
         * @param application the application's name, recorded with each tenure in the history (e.g. Spring's
         *     {@code spring.application.name}); at most 255 characters, empty (the default) for none
         * @return this builder
         */
        public Builder application(String application) {
            if (application == null || application.length() > MAX_TEXT) {
                throw new InvalidConfigurationException("application", application, "0.." + MAX_TEXT + " characters");
            }
            this.application = application.strip();
            return this;
        }

        /**
         * @param leaseDuration how long a claim or renewal holds the worker id, 100 ms to 1 day (default 30 s):
         *     how long a crashed holder's id stays blocked, and how long a holder keeps making ids while the
         *     database is unreachable
         * @return this builder
         */
        public Builder leaseDuration(Duration leaseDuration) {
            requireWithin("lease duration", leaseDuration, MIN_LEASE_DURATION, MAX_DURATION);
            this.leaseDuration = leaseDuration;
            return this;
        }

        /**
         * @param maxLead how far the generator's clock may run ahead of the wall clock: at least its
         *     {@link ClockPolicy#maxLead()}, else the fence refuses ids that run ahead (default 100 ms, the
         *     default policy's); 0 to 1 day
         * @return this builder
         */
        public Builder maxLead(Duration maxLead) {
            requireWithin("max lead", maxLead, Duration.ZERO, MAX_DURATION);
            this.maxLead = maxLead;
            return this;
        }

        /**
         * @param lostWrites whether the database can lose acknowledged writes (a failover to an asynchronous standby,
         *     a restore), and so what a claim does before it trusts the table: {@link LostWrites#DETECT} (default),
         *     {@link LostWrites#ASSUME} or {@link LostWrites#IMPOSSIBLE}
         * @return this builder
         */
        public Builder lostWrites(LostWrites lostWrites) {
            if (lostWrites == null) {
                throw new InvalidConfigurationException("lost writes", null, "detect, assume or impossible");
            }
            this.lostWrites = lostWrites;
            return this;
        }

        /**
         * @param clockSkew how far apart the instances' clocks and the database's may be (default 1 s), 0 to 1 day:
         *     added to the quarantine after the table may have lost writes, so that no earlier holder's id, made by a
         *     clock that ran ahead by up to this much, is reached by the next holder's
         * @return this builder
         */
        public Builder clockSkew(Duration clockSkew) {
            requireWithin("clock skew", clockSkew, Duration.ZERO, MAX_DURATION);
            this.clockSkew = clockSkew;
            return this;
        }

        /**
         * @param switchWorker whether a generator whose wall clock fell behind its ids by more than it may wait (a
         *     clock stepped back, a restart behind in time) may move to another free worker id whose earlier ids all
         *     lie behind its clock, instead of refusing ids until its clock catches up (default false). Only for
         *     {@link JdbcWorkerLease#claimAny()}. The price: one generator's ids no longer always increase (they
         *     restart at the wall clock's time under the new worker id); uniqueness is unchanged.
         * @return this builder
         */
        public Builder switchWorkerWhenClockBehind(boolean switchWorker) {
            this.switchWorkerWhenClockBehind = switchWorker;
            return this;
        }

        /**
         * A kept connection is the lease's own: on MariaDB it carries a session setting of the lease's (the server's
         * idle-transaction timeout, set to the call timeout), and on PgJDBC it runs no statement prepared on the server,
         * so give a pool that the application shares {@code false}. A borrowed connection goes back as it came.
         *
         * @param keep whether the leases keep one connection between calls (default) — for a DataSource that opens a
         *     new connection per call, such as a driver's or Spring's {@code SimpleDriverDataSource}, or a pool of the
         *     lease's own — or borrow one per call and give it back, for the application's pool
         * @return this builder
         */
        public Builder keepConnection(boolean keep) {
            this.keepConnection = keep;
            return this;
        }

        /**
         * @param timeout how long one claim, renewal or release may take in all, from waiting for the connection to
         *     the commit: 50 ms to 30 s (default half the heartbeat interval, or a sixth of the lease when the
         *     heartbeat is off, between 1 s and 30 s: 5 s with the default 30 s lease). It becomes the connection's network timeout and (rounded
         *     up to seconds) each statement's query timeout; a call past it aborts its connection and counts as
         *     failed, so the heartbeat never blocks past its deadline and {@code close()} returns within it
         * @return this builder
         */
        public Builder callTimeout(Duration timeout) {
            requireWithin("call timeout", timeout, MIN_CALL_TIMEOUT, MAX_CALL_TIMEOUT);
            this.callTimeout = timeout;
            return this;
        }

        /**
         * @param interval how often to renew, shorter than the lease duration (default a third of it), or
         *     {@link Duration#ZERO} to renew only when {@link WorkerLease#renew()} is called
         * @return this builder
         */
        public Builder heartbeatInterval(Duration interval) {
            requireWithin("heartbeat interval", interval, Duration.ZERO, MAX_DURATION);
            this.heartbeatInterval = interval;
            return this;
        }

        /**
         * @param scheduler where the heartbeats of this table's leases run, instead of a daemon thread per lease
         *     (the default): a scheduler the application already has, or a scripted one in a test. The leases never
         *     shut it down; a lease that is closed or lost cancels its next beat.
         * @return this builder
         */
        public Builder heartbeatScheduler(ScheduledExecutorService scheduler) {
            if (scheduler == null) {
                throw new InvalidConfigurationException("heartbeat scheduler", null, "a ScheduledExecutorService");
            }
            this.heartbeatScheduler = scheduler;
            return this;
        }

        /**
         * The layout of the ids the leased worker ids go into: gives the largest worker id, and the tick grid the
         * next holder's first id is aligned to ({@link WorkerLease#notBefore()}). The preferred way to size the
         * lease.
         *
         * @param layout the generator's layout; it must have a worker field
         * @return this builder
         */
        public Builder layout(IdLayout layout) {
            if (layout == null || !layout.has(IdField.WORKER)) {
                throw new InvalidConfigurationException("layout", layout == null ? null : layout.name(),
                        "a layout with a worker field");
            }
            this.layout = layout;
            return this;
        }

        /**
         * Sizes the lease without a layout, or restricts it to part of the layout's worker field. Without a layout,
         * {@link WorkerLease#notBefore()} is the previous reservation + 1 µs, not aligned to a tick: give leases for
         * a {@link io.shardflake.SnowflakeGenerator} its {@link #layout(IdLayout)}.
         *
         * @param bits the width of the worker field, 0 to 31: worker ids 0 to {@code 2^bits - 1}
         * @return this builder
         * @see #layout(IdLayout)
         */
        public Builder workerBits(int bits) {
            if (bits < 0 || bits > 31) {
                throw new InvalidConfigurationException("worker bits", bits, "0..31");
            }
            return maxWorkerId((int) ((1L << bits) - 1));
        }

        /**
         * Like {@link #workerBits(int)}, for a maximum that is not {@code 2^bits - 1}.
         *
         * @param maxWorkerId the largest worker id to claim, 0 or more; with a {@link #layout(IdLayout)} at most
         *     its worker field's maximum (to lease only part of the field)
         * @return this builder
         * @see #layout(IdLayout)
         */
        public Builder maxWorkerId(int maxWorkerId) {
            if (maxWorkerId < 0) {
                throw new InvalidConfigurationException("max worker id", maxWorkerId, "0.." + Integer.MAX_VALUE);
            }
            this.maxWorkerId = maxWorkerId;
            return this;
        }

        /**
         * @param clock this instance's wall clock: the generator's, since it decides the time in the ids and the
         *     lease's reservation and deadline must be in that time (default {@link WallClock#system()})
         * @return this builder
         */
        public Builder clock(WallClock clock) {
            if (clock == null) {
                throw new InvalidConfigurationException("clock", null, "a wall clock");
            }
            this.clock = clock;
            return this;
        }

        /**
         * @param elapsed the clock a lease's deadline is measured on (default {@link MonotonicClock#system()}):
         *     elapsed time, so that a step of the wall clock cannot keep a holder going past its deadline
         * @return this builder
         */
        public Builder monotonicClock(MonotonicClock elapsed) {
            if (elapsed == null) {
                throw new InvalidConfigurationException("monotonic clock", null, "a monotonic clock");
            }
            this.elapsed = elapsed;
            return this;
        }

        /**
         * @param sleeper how to wait while this host's previous run's lease expires, and between the reads of a
         *     claim in a stampede (default
         *     {@link Sleeper#system()})
         * @return this builder
         */
        public Builder sleeper(Sleeper sleeper) {
            if (sleeper == null) {
                throw new InvalidConfigurationException("sleeper", null, "a sleeper");
            }
            this.sleeper = sleeper;
            return this;
        }

        /**
         * @param random where a claim in a stampede takes its random order and back-off from (default a
         *     {@link Random} seeded by the JDK); tests give a seeded one
         * @return this builder
         */
        Builder random(Random random) {
            if (random == null) {
                throw new InvalidConfigurationException("random", null, "a java.util.Random");
            }
            this.random = random;
            return this;
        }

        /**
         * @param host this instance's host name as written in the table and in messages (default
         *     {@link LocalHostName#resolve(String, String)}: the {@code HOSTNAME} environment variable, else the
         *     local host's name, never {@code localhost}); 1 to 255 characters
         * @param pid this instance's process id (default this process's)
         * @return this builder
         */
        public Builder holder(String host, long pid) {
            if (host == null || host.isBlank() || host.length() > MAX_TEXT) {
                throw new InvalidConfigurationException("holder host", host, "1.." + MAX_TEXT + " characters");
            }
            if (pid < 0) {
                throw new InvalidConfigurationException("holder pid", pid, "0 or more");
            }
            this.host = host.strip();
            this.pid = pid;
            return this;
        }

        /**
         * Checks the settings, then connects once to learn which database it is, then checks the table: creates it
         * if missing (unless {@link #createTable(boolean)} is off), so an unreachable or unsupported database and a
         * missing table fail at startup, not at the first claim.
         *
         * @return the configured leases
         * @throws InvalidConfigurationException if neither a layout nor worker bits were given, the maximum worker
         *     id exceeds the layout's, the heartbeat is not shorter than the lease, or the host name cannot be found
         * @throws LeaseTableMissingException if the table is missing (or lacks the lease columns) and may not be
         *     created
         * @throws LeaseConnectionException if no connection to the database can be had (naming its URL, passwords
         *     masked, and the driver's message)
         * @throws UnsupportedDatabaseException if the database is not H2, PostgreSQL, MySQL or MariaDB (naming the
         *     product its driver reported)
         * @throws LeaseDatabaseException if the table cannot be checked or created
         */
        public JdbcWorkerLease build() {
            int max = resolveMaxWorkerId();
            TickGrid grid = layout != null ? TickGrid.of(layout) : TickGrid.MICROSECONDS;
            Duration heartbeat = heartbeatInterval != null ? heartbeatInterval : leaseDuration.dividedBy(3);
            if (heartbeat.compareTo(leaseDuration) >= 0) {
                throw new InvalidConfigurationException("heartbeat interval", heartbeat,
                        "zero (off) or shorter than the lease duration " + leaseDuration);
            }
            Duration timeout = callTimeout();
            String holderHost = host != null ? host
                    : LocalHostName.resolve("the worker lease, as its holder", "or call holder(host, pid)");
            TableName name = TableName.of(table);
            LeaseLink link = new LeaseLink(dataSource, keepConnection, timeout, name.sql());
            LeaseDialect dialect;
            try {
                dialect = ConnectionCheck.dialectOf(link, dataSource, name);
            } catch (RuntimeException e) {
                link.close();
                throw e;
            }
            List<String> unbounded = DriverTimeouts.missing(dataSource);
            if (!unbounded.isEmpty()) {
                LOG.log(System.Logger.Level.INFO, "the lease of {0} connects through {1} ({2}), whose URL sets no {3}:"
                        + " a connect on a silent network may never return; the lease then leaves at most {4} threads"
                        + " waiting and tries again once the database answers. Set them on the URL", name.sql(),
                        dataSource.getClass().getName(), DataSourceUrl.of(dataSource).orElse("?"),
                        String.join(", ", unbounded), LeaseLink.MAX_STUCK_THREADS);
            }
            JdbcWorkerLease leases = new JdbcWorkerLease(this, max, grid, heartbeat, link, holderHost, dialect);
            try {
                // What the database is, before the table: the table's stamp is written with it.
                if (lostWrites == LostWrites.DETECT) {
                    OriginCheck.run(leases.link, leases.table);
                }
                new TableCheck(leases.link, leases.table, leases.history, createTable,
                        lostWrites == LostWrites.DETECT).run();
            } finally {
                // A connection is kept only while a lease of this table holds a worker id.
                leases.link.dropConnection();
            }
            return leases;
        }

        private Duration callTimeout() {
            if (callTimeout != null) {
                return callTimeout;
            }
            Duration heartbeat = heartbeatInterval != null ? heartbeatInterval : leaseDuration.dividedBy(3);
            Duration derived = heartbeat.isZero() ? leaseDuration.dividedBy(6) : heartbeat.dividedBy(2);
            return derived.compareTo(MIN_DERIVED_CALL_TIMEOUT) < 0 ? MIN_DERIVED_CALL_TIMEOUT
                    : derived.compareTo(MAX_CALL_TIMEOUT) > 0 ? MAX_CALL_TIMEOUT : derived;
        }

        private int resolveMaxWorkerId() {
            if (layout == null) {
                if (maxWorkerId == null) {
                    throw new InvalidConfigurationException("layout", null,
                            "a layout (or worker bits, or a max worker id) to know which worker ids to lease");
                }
                return maxWorkerId;
            }
            long layoutMax = layout.maxValue(IdField.WORKER);
            if (maxWorkerId == null) {
                return (int) Math.min(layoutMax, Integer.MAX_VALUE);
            }
            if (maxWorkerId > layoutMax) {
                throw new InvalidConfigurationException("max worker id", maxWorkerId,
                        "0.." + layoutMax + " (the worker field of layout " + layout.name() + ")");
            }
            return maxWorkerId;
        }

        private static void requireWithin(String parameter, Duration value, Duration min, Duration max) {
            if (value == null || value.compareTo(min) < 0 || value.compareTo(max) > 0) {
                throw new InvalidConfigurationException(parameter, value, min + " to " + max);
            }
        }
    }
}
