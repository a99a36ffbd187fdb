package io.shardflake.spring;

import io.shardflake.IdField;
import io.shardflake.config.ClockBehind;
import io.shardflake.config.InvalidSettingException;
import io.shardflake.config.Setting;
import io.shardflake.locality.CounterMode;
import io.shardflake.worker.lease.JdbcWorkerLease;
import io.shardflake.worker.lease.LostWrites;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.Name;

/**
 * Settings of the Shardflake starter, under {@code shardflake.*}: the id layout, shards, the clock and the worker
 * id. The same keys and values as Hibernate's settings ({@code docs/configuration.md} lists them all): Spring binds
 * them, and the core's {@link io.shardflake.config.ShardflakeConfig} checks them, so a bad one stops the
 * application with the same message in both, naming its key, the value and what is allowed.
 *
 * <p>The layout is either a preset ({@code shardflake.layout.preset}) or field widths
 * ({@code shardflake.layout.*-bits}), not both; the epoch and tick may be set with either.
 */
@ConfigurationProperties("shardflake")
public class ShardflakeProperties {

    /** The prefix of every key. */
    public static final String PREFIX = "shardflake.";

    private final Layout layout = new Layout();

    private final Shard shard = new Shard();

    private final Clock clock = new Clock();

    private final Worker worker = new Worker();

    private final Uniqid uniqid = new Uniqid();

    private final Locality locality = new Locality();

    private final PublicIdKeys publicId = new PublicIdKeys();

    /** @return the layout settings ({@code shardflake.layout.*}) */
    public Layout getLayout() {
        return layout;
    }

    /** @return the shard settings ({@code shardflake.shard.*}) */
    public Shard getShard() {
        return shard;
    }

    /** @return the clock settings ({@code shardflake.clock.*}) */
    public Clock getClock() {
        return clock;
    }

    /** @return the worker id settings ({@code shardflake.worker.*}) */
    public Worker getWorker() {
        return worker;
    }

    /** @return the PHP uniqid settings ({@code shardflake.uniqid.*}) */
    public Uniqid getUniqid() {
        return uniqid;
    }

    /** @return the Locality UUID settings ({@code shardflake.locality.*}) */
    public Locality getLocality() {
        return locality;
    }

    /** @return the public-id key settings ({@code shardflake.public-id.*}) */
    public PublicIdKeys getPublicId() {
        return publicId;
    }

    /** The bits of a 64-bit id ({@code shardflake.layout.*}). */
    public static class Layout {

        /**
         * Name of a preset layout: shardflake (41 ms time | 4 shard | 8 worker | 10 sequence, the default when no
         * field widths are given), twitter, discord, sonyflake, instagram, icicle or global-id. Not together with
         * the *-bits properties.
         */
        private @Nullable String preset;

        /**
         * Tick 0 of the time field, an ISO-8601 instant such as 2026-01-01T00:00:00Z; must not be in the future.
         * Default: the preset's epoch, or 2026-01-01T00:00:00Z for a layout given by field widths.
         */
        private @Nullable Instant epoch;

        /**
         * Length of one tick of the time field: a whole number of microseconds from 1us to 1d, e.g. 1ms or 10ms.
         * Default: the preset's tick, or 1ms for a layout given by field widths.
         */
        private @Nullable Duration tick;

        /**
         * Width of the time field in bits, 1 to 63, for a layout given by field widths instead of a preset
         * (required then). Together with the tick it decides how long the layout lasts.
         */
        private @Nullable Integer timeBits;

        /** Width of the shard field in bits, 0 (no shard field) to 31, for a layout given by field widths. */
        private @Nullable Integer shardBits;

        /** Width of the worker field in bits, 0 (no worker field) to 31, for a layout given by field widths. */
        private @Nullable Integer workerBits;

        /** Width of the sequence field in bits, 0 (no sequence) to 31, for a layout given by field widths. */
        private @Nullable Integer sequenceBits;

        /**
         * Order of the fields of a layout given by field widths, most significant first; fields of width 0 are
         * left out. Time first makes ids sort by time; the shard last keeps one generator's ids increasing whatever
         * shard each is made for.
         */
        private List<IdField> order = new ArrayList<>(List.of(IdField.TIME, IdField.WORKER, IdField.SEQUENCE,
                IdField.SHARD));

        /** @return the preset's name, or null */
        public @Nullable String getPreset() {
            return preset;
        }

        /** @param preset the preset's name */
        public void setPreset(@Nullable String preset) {
            this.preset = preset;
        }

        /** @return the epoch, or null for the default */
        public @Nullable Instant getEpoch() {
            return epoch;
        }

        /** @param epoch tick 0 of the time field */
        public void setEpoch(@Nullable Instant epoch) {
            this.epoch = epoch;
        }

        /** @return the tick, or null for the default */
        public @Nullable Duration getTick() {
            return tick;
        }

        /** @param tick the length of one tick */
        public void setTick(@Nullable Duration tick) {
            this.tick = tick;
        }

        /** @return the time field's width, or null */
        public @Nullable Integer getTimeBits() {
            return timeBits;
        }

        /** @param timeBits the time field's width */
        public void setTimeBits(@Nullable Integer timeBits) {
            this.timeBits = timeBits;
        }

        /** @return the shard field's width, or null */
        public @Nullable Integer getShardBits() {
            return shardBits;
        }

        /** @param shardBits the shard field's width */
        public void setShardBits(@Nullable Integer shardBits) {
            this.shardBits = shardBits;
        }

        /** @return the worker field's width, or null */
        public @Nullable Integer getWorkerBits() {
            return workerBits;
        }

        /** @param workerBits the worker field's width */
        public void setWorkerBits(@Nullable Integer workerBits) {
            this.workerBits = workerBits;
        }

        /** @return the sequence field's width, or null */
        public @Nullable Integer getSequenceBits() {
            return sequenceBits;
        }

        /** @param sequenceBits the sequence field's width */
        public void setSequenceBits(@Nullable Integer sequenceBits) {
            this.sequenceBits = sequenceBits;
        }

        /** @return the field order, most significant first */
        public List<IdField> getOrder() {
            return order;
        }

        /** @param order the field order, most significant first */
        public void setOrder(List<IdField> order) {
            this.order = order;
        }
    }

    /** Shards ({@code shardflake.shard.*}). */
    public static class Shard {

        /**
         * How many shards keys are hashed over (the ShardFunction bean, and @ShardKey in HASH mode): 1 to the number
         * of shards the layout's shard field holds. Default: all of them (1 without a shard field).
         */
        private @Nullable Integer count;

        /**
         * Shard of the ids made without one (nextId(), and entities without @ShardKey): 0 to the shard field's
         * maximum.
         */
        @Name("default")
        private int defaultShard;

        /**
         * Whether this instance is the only one that makes ids for each shard it writes, for layouts without a worker
         * field (instagram, icicle, or worker-bits=0), where nothing else tells two instances' ids apart. Without
         * it, such a layout refuses to start wherever more than one instance can make ids: the application has a
         * DataSource, or shardflake.worker.cluster-size is over 1.
         */
        private boolean singleWriter;

        /** @return the shard count, or null for all the layout holds */
        public @Nullable Integer getCount() {
            return count;
        }

        /** @param count how many shards keys are hashed over */
        public void setCount(@Nullable Integer count) {
            this.count = count;
        }

        /** @return the shard of ids made without one */
        public int getDefaultShard() {
            return defaultShard;
        }

        /** @param defaultShard the shard of ids made without one */
        public void setDefaultShard(int defaultShard) {
            this.defaultShard = defaultShard;
        }

        /** @return whether this instance alone makes ids for each shard it writes */
        public boolean isSingleWriter() {
            return singleWriter;
        }

        /** @param singleWriter whether this instance alone makes ids for each shard it writes */
        public void setSingleWriter(boolean singleWriter) {
            this.singleWriter = singleWriter;
        }
    }

    /** The logical clock ({@code shardflake.clock.*}). */
    public static class Clock {

        /**
         * How far the logical clock may run ahead of the wall clock: to borrow the next tick when a tick's sequence
         * is used up, or to ride out a wall clock that stepped back. 0 is classic Snowflake: wait for the next
         * tick.
         */
        private Duration maxLead = Duration.ofMillis(100);

        /**
         * How long one id may wait for the wall clock when running further ahead is not allowed; past it the id
         * fails with ClockLeadExceededException.
         */
        private Duration maxWait = Duration.ofSeconds(1);

        /** @return the lead bound */
        public Duration getMaxLead() {
            return maxLead;
        }

        /** @param maxLead the lead bound */
        public void setMaxLead(Duration maxLead) {
            this.maxLead = maxLead;
        }

        /** @return the wait bound */
        public Duration getMaxWait() {
            return maxWait;
        }

        /** @param maxWait the wait bound */
        public void setMaxWait(Duration maxWait) {
            this.maxWait = maxWait;
        }
    }

    /** The worker id ({@code shardflake.worker.*}). */
    public static class Worker {

        /**
         * Where the worker id comes from: property, hostname-hash, statefulset, ip, lease, or auto (the property if
         * set, else a lease in the application's database if it has a DataSource, else the host name hash).
         */
        private String strategy = "auto";

        /**
         * The worker id, 0 to the worker field's maximum (255 for the default layout). Used by the property
         * strategy, and by auto when set.
         */
        private @Nullable Integer id;

        /**
         * How many instances share the layout: the startup warning of the host name hash states the chance that
         * two of them hash to the same worker id.
         */
        private int clusterSize = 10;

        /**
         * Host name to use instead of this machine's (the HOSTNAME variable, else the local host name) for the
         * hostname-hash and statefulset strategies and in the lease table. For tests, and for hosts whose own
         * name says nothing.
         */
        private @Nullable String hostname;

        private final Lease lease = new Lease();

        /** @return the strategy, as given: checked by the core's settings model */
        public String getStrategy() {
            return strategy;
        }

        /** @param strategy where the worker id comes from */
        public void setStrategy(String strategy) {
            this.strategy = strategy;
        }

        /** @return the configured worker id, or null */
        public @Nullable Integer getId() {
            return id;
        }

        /** @param id the worker id */
        public void setId(@Nullable Integer id) {
            this.id = id;
        }

        /** @return how many instances share the layout */
        public int getClusterSize() {
            return clusterSize;
        }

        /** @param clusterSize how many instances share the layout */
        public void setClusterSize(int clusterSize) {
            this.clusterSize = clusterSize;
        }

        /** @return the host name override, or null */
        public @Nullable String getHostname() {
            return hostname;
        }

        /** @param hostname the host name to use instead of this machine's */
        public void setHostname(@Nullable String hostname) {
            this.hostname = hostname;
        }

        /** @return the lease settings ({@code shardflake.worker.lease.*}) */
        public Lease getLease() {
            return lease;
        }
    }

    /** The worker id lease in the application's database ({@code shardflake.worker.lease.*}). */
    public static class Lease {

        /**
         * Whether Shardflake may use the application's DataSource: to lease a worker id, and to register the id
         * another strategy chose so that two live instances with the same id fail at startup. false keeps Shardflake
         * out of the database.
         */
        private boolean enabled = true;

        /**
         * Name of the lease table, a plain identifier, optionally schema.table. Its DDL ships in shardflake-core as
         * io/shardflake/worker/lease/{h2,postgresql,mysql}/R__shardflake_worker_lease.sql.
         */
        private String table = "shardflake_worker_lease";

        /**
         * How long a claim or renewal holds the worker id, 100ms to 1d; renewed every third of it. Also how long a
         * crashed instance's id stays blocked, and how long ids flow while the database is unreachable.
         */
        private Duration duration = Duration.ofSeconds(30);

        /**
         * When Shardflake creates the lease table if it is missing: embedded (only on an in-memory database, as Spring
         * Boot's own *.initialize-schema), always, or never (the production way: create it with the Flyway migration
         * or Liquibase changelog shipped in shardflake-core). A table still missing stops the startup.
         */
        private LeaseSchemaInitialization initializeSchema = LeaseSchemaInitialization.EMBEDDED;

        /**
         * Where the lease's connections come from: dedicated (its own connection for each claim and renewal, derived
         * from the application's DataSource or a @ShardflakeLeaseDataSource bean, so renewals never wait behind a busy
         * pool), or pool (the application's DataSource itself: renewals then queue with the application's work, and
         * a pool saturated for longer than the lease loses the lease).
         */
        private LeaseConnection connection = LeaseConnection.DEDICATED;

        /**
         * Whether the lease's database can lose a write it acknowledged (a failover to an asynchronous standby, a
         * restore): detect (read which server and timeline the database is, and wait out a quarantine before the
         * first id of a claim on a changed one; refuses to start where the lease's user may not read it), assume
         * (every claim waits out one quarantine: safe on any database) or impossible (synchronous replication that
         * waits for the standby to apply, semi-synchronous AFTER_SYNC that never falls back, a single server never
         * restored).
         */
        private LostWrites lostWrites = LostWrites.DETECT;

        /**
         * How far apart the instances' clocks and the database's may be, 0 to 1d: added to a quarantine (which lasts
         * the lease duration + shardflake.clock.max-lead + this).
         */
        private Duration clockSkew = JdbcWorkerLease.DEFAULT_CLOCK_SKEW;

        /**
         * What a generator does when its wall clock falls behind its ids by more than shardflake.clock.max-wait (a
         * clock stepped back, a restart behind in time): wait (refuse ids until the clock catches up) or
         * switch-worker (take another free leased worker id whose earlier ids lie behind the clock and go on; one
         * generator's ids then no longer always increase across the switch). switch-worker needs a leased id
         * (strategy lease, or auto with a database).
         */
        private ClockBehind clockBehind = ClockBehind.WAIT;

        /**
         * How long one claim, renewal or release may take, 50ms to 30s; also the connection's network timeout and,
         * rounded up to seconds, each statement's query timeout. Default: half the heartbeat interval (a sixth of the
         * duration), at least 1s.
         */
        private @Nullable Duration callTimeout;

        private final History history = new History();

        private final Audit audit = new Audit();

        /** @return whether the DataSource may be used */
        public boolean isEnabled() {
            return enabled;
        }

        /** @param enabled whether the DataSource may be used */
        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        /** @return the table name */
        public String getTable() {
            return table;
        }

        /** @param table the table name */
        public void setTable(String table) {
            this.table = table;
        }

        /** @return the lease duration */
        public Duration getDuration() {
            return duration;
        }

        /** @param duration the lease duration */
        public void setDuration(Duration duration) {
            this.duration = duration;
        }

        /** @return when a missing lease table is created */
        public LeaseSchemaInitialization getInitializeSchema() {
            return initializeSchema;
        }

        /** @param initializeSchema when a missing lease table is created */
        public void setInitializeSchema(LeaseSchemaInitialization initializeSchema) {
            this.initializeSchema = initializeSchema;
        }

        /** @return where the lease's connections come from */
        public LeaseConnection getConnection() {
            return connection;
        }

        /** @param connection where the lease's connections come from */
        public void setConnection(LeaseConnection connection) {
            this.connection = connection;
        }

        /** @return whether the lease's database can lose acknowledged writes */
        public LostWrites getLostWrites() {
            return lostWrites;
        }

        /** @param lostWrites whether the lease's database can lose acknowledged writes */
        public void setLostWrites(LostWrites lostWrites) {
            this.lostWrites = lostWrites;
        }

        /** @return how far apart the clocks may be */
        public Duration getClockSkew() {
            return clockSkew;
        }

        /** @param clockSkew how far apart the clocks may be */
        public void setClockSkew(Duration clockSkew) {
            this.clockSkew = clockSkew;
        }

        /** @return what a generator does when its wall clock falls behind its ids */
        public ClockBehind getClockBehind() {
            return clockBehind;
        }

        /** @param clockBehind what a generator does when its wall clock falls behind its ids */
        public void setClockBehind(ClockBehind clockBehind) {
            this.clockBehind = clockBehind;
        }

        /** @return how long one claim, renewal or release may take, or null for the default */
        public @Nullable Duration getCallTimeout() {
            return callTimeout;
        }

        /** @param callTimeout how long one claim, renewal or release may take */
        public void setCallTimeout(@Nullable Duration callTimeout) {
            this.callTimeout = callTimeout;
        }

        /** @return the history settings ({@code shardflake.worker.lease.history.*}) */
        public History getHistory() {
            return history;
        }

        /** @return the audit settings ({@code shardflake.worker.lease.audit.*}) */
        public Audit getAudit() {
            return audit;
        }

        /**
         * The former {@code shardflake.worker.lease.create-table}: setting it stops the startup, naming its
         * replacement, rather than being ignored.
         *
         * @param createTable the old value
         * @throws InvalidSettingException always
         */
        public void setCreateTable(boolean createTable) {
            throw new InvalidSettingException(Setting.WORKER_LEASE_INITIALIZE_SCHEMA, PREFIX
                    + "worker.lease.create-table", createTable, "no value: it is replaced by "
                    + Setting.WORKER_LEASE_INITIALIZE_SCHEMA.key() + " (embedded, always or never)");
        }
    }

    /** The lease's history of who held each worker id when ({@code shardflake.worker.lease.history.*}). */
    public static class History {

        /**
         * Whether every tenure of a worker id (who held it, from when to when, the range of id times its ids may
         * carry) is recorded in the table <lease table>_history, in the lease's own transactions. Off: the ids are as
         * unique, but the actuator's shardflake endpoint, shardflake whois and shardflake audit cannot say who made
         * an id, and the lease audit has nothing to check.
         */
        private boolean enabled = true;

        /**
         * How long the history keeps a tenure after its last write, 1h to 3650d; the lease deletes older ones itself,
         * once an hour.
         */
        private Duration retention = JdbcWorkerLease.DEFAULT_HISTORY_RETENTION;

        /** @return whether tenures are recorded */
        public boolean isEnabled() {
            return enabled;
        }

        /** @param enabled whether tenures are recorded */
        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        /** @return how long a tenure is kept after its last write */
        public Duration getRetention() {
            return retention;
        }

        /** @param retention how long a tenure is kept after its last write */
        public void setRetention(Duration retention) {
            this.retention = retention;
        }
    }

    /** The application's own check of the lease's history ({@code shardflake.worker.lease.audit.*}). */
    public static class Audit {

        /**
         * How often the application checks the lease's history, as shardflake audit does, for two holders of one
         * worker id whose ids may carry the same time: 0 (never) or 100ms to 1d; the first check one interval after
         * the start. What it finds is the meter shardflake.lease.audit.overlaps and the leaseAudit detail of the
         * shardflake health component. Each check reads the whole history once, on a thread of its own.
         */
        private Duration interval = Duration.ofHours(1);

        /** @return how often the history is checked, zero for never */
        public Duration getInterval() {
            return interval;
        }

        /** @param interval how often the history is checked, zero for never */
        public void setInterval(Duration interval) {
            this.interval = interval;
        }
    }

    /** PHP uniqid strings for {@code @UniqidId} ({@code shardflake.uniqid.*}). */
    public static class Uniqid {

        /**
         * How many shards uniqids are spread over, 1 to 10: the leading digit is the microseconds mod this count.
         * Must match the fleet that reads the ids.
         */
        private int shardCount = 1;

        /** Whether every uniqid carries the 4-hex random prefix after the shard digit (18 characters, else 14). */
        private boolean prefix = true;

        /** @return the shard count */
        public int getShardCount() {
            return shardCount;
        }

        /** @param shardCount how many shards uniqids are spread over */
        public void setShardCount(int shardCount) {
            this.shardCount = shardCount;
        }

        /** @return whether uniqids carry the random prefix */
        public boolean isPrefix() {
            return prefix;
        }

        /** @param prefix whether uniqids carry the random prefix */
        public void setPrefix(boolean prefix) {
            this.prefix = prefix;
        }
    }

    /** Groupon Locality UUIDs for {@code @ShardflakeUuid(kind = LOCALITY)} ({@code shardflake.locality.*}). */
    public static class Locality {

        /**
         * How the counter at the front of a Locality UUID moves: variable (scatters ids over the key space) or
         * sequential (ids increase in string order until the 32-bit counter wraps).
         */
        private CounterMode mode = CounterMode.VARIABLE;

        /** @return the counter mode */
        public CounterMode getMode() {
            return mode;
        }

        /** @param mode how the counter moves */
        public void setMode(CounterMode mode) {
            this.mode = mode;
        }
    }

    /**
     * The keys public ids are masked with ({@code shardflake.public-id.*}): exactly one of {@code keys},
     * {@code keys-env} and {@code keys-file}, or none for an application without public ids. The key material is
     * secret: the actuator's {@code configprops} and {@code env} endpoints show {@code shardflake.public-id.keys} as
     * {@code ******} whatever their {@code show-values}, and no message or log line shows it.
     */
    public static class PublicIdKeys {

        /**
         * The key ring public ids are masked with, as text: ID:HEX entries separated by commas or new lines (a key id
         * 0 to 31 and an AES key of 32, 48 or 64 hex digits; shorter keys are refused), or one bare key, which is key
         * 0. Secret: prefer shardflake.public-id.keys-env or shardflake.public-id.keys-file, which keep it out of the
         * configuration files.
         */
        private @Nullable String keys;

        /** The name of an environment variable holding the key ring, instead of shardflake.public-id.keys. */
        private @Nullable String keysEnv;

        /**
         * The path of a file holding the key ring (a mounted secret, or the output of openssl rand -hex 32), instead
         * of shardflake.public-id.keys.
         */
        private @Nullable String keysFile;

        /**
         * The id (0 to 31) of the key that masks new public ids; required when the ring has several keys. The other
         * keys still unmask the public ids made with them: to rotate, add a key under a new id and make it current.
         */
        private @Nullable Integer currentKey;

        /** @return the key ring as text, or null */
        public @Nullable String getKeys() {
            return keys;
        }

        /** @param keys the key ring as text */
        public void setKeys(@Nullable String keys) {
            this.keys = keys;
        }

        /** @return the environment variable holding the key ring, or null */
        public @Nullable String getKeysEnv() {
            return keysEnv;
        }

        /** @param keysEnv the environment variable holding the key ring */
        public void setKeysEnv(@Nullable String keysEnv) {
            this.keysEnv = keysEnv;
        }

        /** @return the file holding the key ring, or null */
        public @Nullable String getKeysFile() {
            return keysFile;
        }

        /** @param keysFile the file holding the key ring */
        public void setKeysFile(@Nullable String keysFile) {
            this.keysFile = keysFile;
        }

        /** @return the id of the key that masks, or null for the ring's only key */
        public @Nullable Integer getCurrentKey() {
            return currentKey;
        }

        /** @param currentKey the id of the key that masks */
        public void setCurrentKey(@Nullable Integer currentKey) {
            this.currentKey = currentKey;
        }
    }
}
