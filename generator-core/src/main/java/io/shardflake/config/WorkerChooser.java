package io.shardflake.config;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.LayoutPreset;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.MonotonicClock;
import io.shardflake.clock.WallClock;
import io.shardflake.worker.LocalHostName;
import io.shardflake.worker.WorkerIdSource;
import io.shardflake.worker.lease.JdbcWorkerLease;
import io.shardflake.worker.lease.LeaseConnectionException;
import io.shardflake.worker.lease.LeaseDatabaseException;
import io.shardflake.worker.lease.LeaseTableMissingException;
import io.shardflake.worker.lease.WorkerLease;
import java.util.Arrays;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * Applies {@code shardflake.worker.*}: chooses the worker id, and leases or registers it when there is a database.
 * The one rule of every integration (Spring Boot with the application's DataSource, Hibernate with its own
 * connections).
 *
 * <p>Registering is what makes the uncoordinated strategies (a host name hash, a pod ordinal, a fixed id) safe: the
 * id is claimed in the lease table under this host's name, so a second live instance that chose the same id fails
 * at startup with both hosts in the message, instead of making duplicate keys later.
 */
public final class WorkerChooser {

    // The lease builder's name for what shardflake.worker.lease.lost-writes sets: what its build() may still refuse.
    private static final String LOST_WRITES_PARAMETER = "lost writes";

    private final WorkerSettings worker;
    private final IdLayout layout;
    private final ClockPolicy policy;
    private final WallClock clock;
    private final @Nullable WorkerDatabase database;
    private final String noDatabase;
    private final boolean singleWriter;

    /**
     * @param config the settings
     * @param layout the generator's layout (the settings', or the application's own)
     * @param policy the generator's clock policy (its lead goes into lease reservations)
     * @param clock the generator's wall clock (the lease's deadlines are in its time)
     * @param database the database to lease in, or null when there is none
     * @param noDatabase why there is none, and what would give one, for the refusal of {@code lease}
     */
    public WorkerChooser(ShardflakeConfig config, IdLayout layout, ClockPolicy policy, WallClock clock,
            @Nullable WorkerDatabase database, String noDatabase) {
        this.worker = config.worker();
        this.singleWriter = config.shard().singleWriter();
        this.layout = layout;
        this.policy = policy;
        this.clock = clock;
        this.database = worker.lease().enabled() ? database : null;
        this.noDatabase = noDatabase;
    }

    /**
     * @param given the application's own {@link WorkerIdSource}, or null; it wins over the strategy
     * @return the worker id, leased or registered when there is a database
     * @throws InvalidSettingException naming the setting when one is wrong
     * @throws io.shardflake.worker.lease.LeaseConflictException if another live instance holds the chosen id
     * @throws io.shardflake.worker.lease.NoFreeWorkerIdException if the lease finds every worker id taken
     */
    public WorkerChoice choose(@Nullable WorkerIdSource given) {
        WorkerIdSource own = given != null ? given : worker.source();
        if (own instanceof WorkerLease lease) {
            return WorkerChoice.borrowed(lease);
        }
        if (own != null) {
            return registered(own);
        }
        requireIdOnlyWhereRead();
        if (!layout.has(IdField.WORKER)) {
            return workerless();
        }
        return switch (worker.strategy()) {
            case PROPERTY -> registered(property());
            case HOSTNAME_HASH -> registered(hostnameHash());
            case STATEFULSET -> registered(statefulSet());
            case IP -> registered(ip());
            case LEASE -> leased();
            case AUTO -> auto();
        };
    }

    private WorkerChoice auto() {
        if (worker.id() != null) {
            return registered(property());
        }
        if (database != null) {
            return leased();
        }
        return registered(hostnameHash());
    }

    private WorkerChoice leased() {
        if (database == null) {
            throw new InvalidSettingException(Setting.WORKER_STRATEGY, WorkerStrategy.LEASE.value(),
                    worker.lease().enabled()
                            ? "a strategy that needs a database for its lease table: " + noDatabase + "; or"
                                    + " property, hostname-hash, statefulset, ip"
                            : "a strategy that needs the database, which " + Setting.WORKER_LEASE_ENABLED.key()
                                    + "=false forbids; or property, hostname-hash, statefulset, ip");
        }
        return WorkerChoice.leased(leases(true).claimAny());
    }

    /**
     * A layout without a worker field: nothing tells two instances' ids apart, so two instances writing one shard in
     * the same tick make the same ids. Allowed only where one instance can exist, or where the user states this
     * instance alone writes its shards.
     */
    private WorkerChoice workerless() {
        property();
        WorkerStrategy strategy = worker.strategy();
        if (strategy != WorkerStrategy.AUTO && strategy != WorkerStrategy.PROPERTY) {
            throw new InvalidSettingException(Setting.WORKER_STRATEGY, strategy.value(),
                    "auto or property: layout " + layout.name() + " has no worker field to choose an id for");
        }
        boolean manyInstances = database != null || worker.clusterSize() > 1;
        if (manyInstances && !singleWriter) {
            String where = database != null ? "there is a database other instances can write to"
                    : Setting.WORKER_CLUSTER_SIZE.key() + " = " + worker.clusterSize();
            Setting setting = presetNamed() ? Setting.LAYOUT_PRESET : Setting.LAYOUT_WORKER_BITS;
            throw new InvalidSettingException(setting, presetNamed() ? layout.name() : "0", "a layout with a worker"
                    + " field, since more than one instance can make ids here (" + where + "); layout "
                    + layout.name() + " has none (" + layout.describeFields() + "), so two instances writing one"
                    + " shard in the same tick would make the same ids. Choose a layout with a worker field, or set "
                    + Setting.SHARD_SINGLE_WRITER.key() + "=true if this instance is the only one that makes ids for"
                    + " each shard it writes");
        }
        return WorkerChoice.unleased(WorkerIdSource.fixed(0));
    }

    private boolean presetNamed() {
        return Arrays.stream(LayoutPreset.values()).anyMatch(preset -> preset.layout().equals(layout));
    }

    /** Claims the chosen id in the lease table when there is a database, else warns about what could collide. */
    private WorkerChoice registered(WorkerIdSource source) {
        int maxWorkerId = (int) layout.maxValue(IdField.WORKER);
        int workerId = source.claim(maxWorkerId).workerId();
        if (database == null) {
            return source.description().startsWith("hostname-hash(") ? WorkerChoice.unchecked(source,
                    HostnameHashWarning.message(workerId, source, worker.clusterSize(), layout))
                    : WorkerChoice.unleased(source);
        }
        return WorkerChoice.leased(leases(false).register(source));
    }

    private WorkerIdSource property() {
        Integer id = worker.id();
        if (id == null && !layout.has(IdField.WORKER)) {
            return WorkerIdSource.fixed(0);
        }
        if (id == null) {
            throw new InvalidSettingException(Setting.WORKER_ID, null,
                    range() + ", required by " + Setting.WORKER_STRATEGY.key() + "=property");
        }
        if (!layout.has(IdField.WORKER) && id != 0) {
            throw new InvalidSettingException(Setting.WORKER_ID, id, range());
        }
        if (id < 0 || id > layout.maxValue(IdField.WORKER)) {
            throw new InvalidSettingException(Setting.WORKER_ID, id, range());
        }
        return WorkerIdSource.fixed(id);
    }

    private WorkerIdSource hostnameHash() {
        String hostname = hostname("the hostname-hash strategy");
        return LayoutSettings.apply(Setting.WORKER_HOSTNAME, () -> WorkerIdSource.hostnameHash(hostname));
    }

    /** A pod whose ordinal does not fit the worker field cannot use the strategy, whatever its host name. */
    private WorkerIdSource statefulSet() {
        String hostname = hostname("the statefulset strategy");
        WorkerIdSource pod = LayoutSettings.apply(Setting.WORKER_HOSTNAME,
                () -> WorkerIdSource.statefulSetOrdinal(hostname));
        int ordinal = pod.claim(Integer.MAX_VALUE).workerId();
        if (ordinal > layout.maxValue(IdField.WORKER)) {
            String wider = presetNamed() ? "choose a layout with a wider worker field (" + Setting.LAYOUT_PRESET.key()
                    + ")" : "widen the worker field (" + Setting.LAYOUT_WORKER_BITS.key() + ")";
            throw new InvalidSettingException(Setting.WORKER_STRATEGY, WorkerStrategy.STATEFULSET.value(),
                    "a strategy this host can serve: pod " + hostname + " has ordinal " + ordinal + ", and the worker"
                            + " field holds " + range() + ", so at most " + (layout.maxValue(IdField.WORKER) + 1)
                            + " replicas; run fewer replicas, " + wider + ", or choose another strategy");
        }
        return pod;
    }

    /** A host without a private IPv4 address cannot use the strategy: no setting of this one helps. */
    private WorkerIdSource ip() {
        try {
            return WorkerIdSource.ipv4LowBits();
        } catch (InvalidConfigurationException e) {
            InvalidSettingException error = new InvalidSettingException(Setting.WORKER_STRATEGY,
                    WorkerStrategy.IP.value(), "a strategy this host can serve: ip needs " + e.allowed()
                            + "; choose another strategy");
            error.initCause(e);
            throw error;
        }
    }

    /**
     * @param neededBy what needs the name, for the refusal when there is none
     * @return {@code shardflake.worker.hostname}, else this machine's name
     * @throws InvalidSettingException naming {@code shardflake.worker.hostname} when neither gives one
     */
    private String hostname(String neededBy) {
        String given = worker.hostname();
        return given != null ? given : LayoutSettings.apply(Setting.WORKER_HOSTNAME,
                () -> LocalHostName.resolve(neededBy, "or set " + Setting.WORKER_HOSTNAME.key()));
    }

    private void requireIdOnlyWhereRead() {
        WorkerStrategy strategy = worker.strategy();
        if (worker.id() != null && strategy != WorkerStrategy.PROPERTY && strategy != WorkerStrategy.AUTO) {
            throw new InvalidSettingException(Setting.WORKER_ID, worker.id(), "no value with "
                    + Setting.WORKER_STRATEGY.key() + "=" + strategy.value()
                    + ", which chooses the id itself; remove it, or use the property strategy");
        }
    }

    private String range() {
        return layout.has(IdField.WORKER)
                ? "0.." + layout.maxValue(IdField.WORKER) + " (" + layout.width(IdField.WORKER) + " bits)"
                : "0 (layout " + layout.name() + " has no worker field)";
    }

    /**
     * Configures the leases and checks the table (creating it if allowed), so a missing table or an unreachable
     * database stops the startup here.
     */
    private JdbcWorkerLease leases(boolean anyId) {
        LeaseSettings lease = worker.lease();
        java.time.Duration least = policy.maxWait().multipliedBy(2);
        if (lease.duration().compareTo(least) < 0) {
            // A first id after a restart may wait up to max-wait for the previous holder's reservation; a shorter
            // lease would expire during the wait and refuse the id it was waiting for.
            throw new InvalidSettingException(Setting.WORKER_LEASE_DURATION, lease.duration(), "at least twice "
                    + Setting.CLOCK_MAX_WAIT.key() + " (" + least + "), so that a first id waiting for the previous"
                    + " holder's reservation cannot outlive the lease");
        }
        // The deadline runs on elapsed time; a wall clock that scripts elapsed time too (a ManualClock in tests)
        // drives it, anything else leaves it to System.nanoTime().
        MonotonicClock elapsed = clock instanceof MonotonicClock scripted ? scripted : MonotonicClock.system();
        JdbcWorkerLease.Builder builder = JdbcWorkerLease.builder(database.dataSource()).layout(layout).clock(clock)
                .monotonicClock(elapsed).keepConnection(!database.pooled()).application(database.application());
        LayoutSettings.apply(Setting.CLOCK_MAX_LEAD, () -> builder.maxLead(policy.maxLead()));
        lease.configure(builder, anyId);
        builder.createTable(switch (lease.initializeSchema()) {
            case ALWAYS -> true;
            case NEVER -> false;
            case EMBEDDED -> database.embedded();
        });
        String holder = hostname("the worker lease, which writes it as the holder of its worker id");
        LayoutSettings.apply(Setting.WORKER_HOSTNAME, () -> builder.holder(holder, ProcessHandle.current().pid()));
        try {
            // What build() still checks is the table, and whether the database says what it is (the host name and the
            // durations are checked above).
            return builder.build();
        } catch (LeaseTableMissingException e) {
            throw missing(e, lease.initializeSchema());
        } catch (InvalidConfigurationException e) {
            throw e.parameter().equals(LOST_WRITES_PARAMETER)
                    ? InvalidSettingException.of(Setting.WORKER_LEASE_LOST_WRITES, e) : e;
        } catch (LeaseConnectionException e) {
            // No connection is no bad setting: reported as itself (URL without password, the driver's message).
            throw e;
        } catch (LeaseDatabaseException e) {
            String key = Setting.WORKER_LEASE_TABLE.key();
            InvalidSettingException error = InvalidSettingException.stated(Setting.WORKER_LEASE_TABLE, lease.table(),
                    "a lease table the database lets this instance read and write", "the lease table "
                            + lease.table() + " (" + key + ") cannot be used: " + e.getMessage() + ". Check the"
                            + " table, and that the database's user may read and write it");
            error.initCause(e);
            throw error;
        }
    }

    /** The lease table is missing: the setting that would have created it is the one to name, not the table's. */
    private static InvalidSettingException missing(LeaseTableMissingException e, SchemaCreation initializeSchema) {
        String key = Setting.WORKER_LEASE_INITIALIZE_SCHEMA.key();
        String value = initializeSchema.name().toLowerCase(Locale.ROOT);
        String why = initializeSchema == SchemaCreation.EMBEDDED ? key + "=embedded creates it only in an in-memory"
                + " database" : key + "=" + value + " leaves it to you";
        InvalidSettingException error = InvalidSettingException.stated(Setting.WORKER_LEASE_INITIALIZE_SCHEMA, value,
                "always, or an existing lease table", e.missing() + ", and " + why + ". "
                        + e.howToCreate() + ", or set " + key + "=always to let Shardflake create it at startup");
        error.initCause(e);
        return error;
    }
}
