package io.shardflake.spring;

import static io.shardflake.spring.PropertyErrors.under;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.LayoutPreset;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.WallClock;
import io.shardflake.worker.WorkerIdSource;
import io.shardflake.worker.lease.WorkerLease;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.Supplier;
import javax.sql.DataSource;

/**
 * Applies {@code shardflake.worker.strategy}: chooses the worker id, and leases or registers it when the application
 * has a database.
 *
 * <p>Registering is what makes the uncoordinated strategies (a host name hash, a pod ordinal, a fixed id) safe: the
 * id is claimed in the lease table under this host's name, so a second live instance that chose the same id fails
 * at startup with both hosts in the message, instead of making duplicate keys later.
 */
final class WorkerIdChooser {

    private final ShardflakeProperties.Worker worker;
    private final IdLayout layout;
    private final ClockPolicy policy;
    private final WallClock clock;
    private final DataSource database;
    private final boolean singleWriter;

    /**
     * @param worker the worker properties
     * @param layout the generator's layout
     * @param policy the generator's clock policy (its lead goes into lease reservations)
     * @param clock the generator's wall clock (the lease's deadlines are in its time)
     * @param dataSource the application's DataSource, or null
     * @param singleWriter {@code shardflake.shard.single-writer}: this instance alone makes ids for the shards it
     *     writes (read only for layouts without a worker field)
     */
    WorkerIdChooser(ShardflakeProperties.Worker worker, IdLayout layout, ClockPolicy policy, WallClock clock,
            DataSource dataSource, boolean singleWriter) {
        this.worker = worker;
        this.singleWriter = singleWriter;
        this.layout = layout;
        this.policy = policy;
        this.clock = clock;
        this.database = worker.getLease().isEnabled() ? dataSource : null;
    }

    /**
     * @param given the application's own {@link WorkerIdSource} bean, or null; it wins over the strategy
     * @return the worker id, leased or registered when there is a database
     * @throws InvalidConfigurationException naming the property key when a setting is wrong
     * @throws io.shardflake.worker.lease.LeaseConflictException if another live instance holds the chosen id
     * @throws io.shardflake.worker.lease.NoFreeWorkerIdException if the lease finds every worker id taken
     */
    ShardflakeWorker choose(WorkerIdSource given) {
        if (worker.getClusterSize() < 1) {
            throw new InvalidConfigurationException(PropertyKeys.WORKER_CLUSTER_SIZE, worker.getClusterSize(),
                    "1 or more instances");
        }
        if (worker.getHostname() != null && worker.getHostname().isBlank()) {
            throw new InvalidConfigurationException(PropertyKeys.WORKER_HOSTNAME, "\"" + worker.getHostname() + "\"",
                    "a non-blank host name, or no value to use this machine's");
        }
        if (given instanceof WorkerLease lease) {
            return ShardflakeWorker.borrowed(lease);
        }
        if (given != null) {
            return registered(given);
        }
        requireIdOnlyWhereRead();
        if (!layout.has(IdField.WORKER)) {
            return workerless();
        }
        WorkerStrategy strategy = worker.getStrategy();
        return switch (strategy) {
            case PROPERTY -> registered(property());
            case HOSTNAME_HASH -> registered(hostnameHash());
            case STATEFULSET -> registered(strategyNeeds("statefulset", this::statefulSet));
            case IP -> registered(strategyNeeds("ip", () -> checked(WorkerIdSource.ipv4LowBits())));
            case LEASE -> leased();
            case AUTO -> auto();
        };
    }

    private ShardflakeWorker auto() {
        if (worker.getId() != null) {
            return registered(property());
        }
        if (database != null) {
            return leased();
        }
        return registered(hostnameHash());
    }

    private ShardflakeWorker leased() {
        if (database == null) {
            throw new InvalidConfigurationException(PropertyKeys.WORKER_STRATEGY, "lease",
                    worker.getLease().isEnabled()
                            ? "a strategy that needs a DataSource bean for its lease table, and the application has"
                                    + " none (spring.datasource.* with spring-boot-jdbc); or property,"
                                    + " hostname-hash, statefulset, ip"
                            : "a strategy that needs the DataSource, which " + PropertyKeys.LEASE_ENABLED
                                    + "=false forbids; or property, hostname-hash, statefulset, ip");
        }
        return ShardflakeWorker.leased(WorkerLeaseFactory.leases(worker, layout, policy, clock, database).claimAny());
    }

    /**
     * A layout without a worker field: nothing tells two instances' ids apart, so two instances writing one shard in
     * the same tick make the same ids. Allowed only where one instance can exist, or where the user states this
     * instance alone writes its shards.
     */
    private ShardflakeWorker workerless() {
        property();
        WorkerStrategy strategy = worker.getStrategy();
        if (strategy != WorkerStrategy.AUTO && strategy != WorkerStrategy.PROPERTY) {
            throw new InvalidConfigurationException(PropertyKeys.WORKER_STRATEGY, strategy.name().toLowerCase(Locale.ROOT).replace('_', '-'),
                    "auto or property: layout " + layout.name() + " has no worker field to choose an id for");
        }
        boolean manyInstances = database != null || worker.getClusterSize() > 1;
        if (manyInstances && !singleWriter) {
            String where = database != null ? "the application has a DataSource"
                    : PropertyKeys.WORKER_CLUSTER_SIZE + " = " + worker.getClusterSize();
            throw new InvalidConfigurationException(layoutKey(), layoutValue(), "a layout with a worker field, since"
                    + " more than one instance can make ids here (" + where + "); layout " + layout.name()
                    + " has none (" + layout.describeFields() + "), so two instances writing one shard in the same"
                    + " tick would make the same ids. Choose a layout with a worker field, or set "
                    + PropertyKeys.SHARD_SINGLE_WRITER + "=true if this instance is the only one that makes ids for"
                    + " each shard it writes");
        }
        return ShardflakeWorker.unleased(WorkerIdSource.fixed(0));
    }

    private String layoutKey() {
        return isPreset() ? PropertyKeys.PRESET : PropertyKeys.bits("worker");
    }

    private String layoutValue() {
        return isPreset() ? layout.name() : "0";
    }

    private boolean isPreset() {
        return Arrays.stream(LayoutPreset.values()).anyMatch(preset -> preset.layout().equals(layout));
    }

    /** Claims the chosen id in the lease table when there is a database, else warns about what could collide. */
    private ShardflakeWorker registered(WorkerIdSource source) {
        int maxWorkerId = (int) layout.maxValue(IdField.WORKER);
        int workerId = source.claim(maxWorkerId).workerId();
        if (database == null) {
            if (source.description().startsWith("hostname-hash(")) {
                HostnameHashWarning.log(workerId, source, worker.getClusterSize(), layout);
            }
            return ShardflakeWorker.unleased(source);
        }
        return ShardflakeWorker.leased(WorkerLeaseFactory.leases(worker, layout, policy, clock, database)
                .register(source));
    }

    private WorkerIdSource property() {
        Integer id = worker.getId();
        if (id == null && !layout.has(IdField.WORKER)) {
            return WorkerIdSource.fixed(0);
        }
        if (id == null) {
            throw new InvalidConfigurationException(PropertyKeys.WORKER_ID, null,
                    range() + ", required by " + PropertyKeys.WORKER_STRATEGY + "=property");
        }
        if (!layout.has(IdField.WORKER) && id != 0) {
            throw new InvalidConfigurationException(PropertyKeys.WORKER_ID, id, range());
        }
        WorkerIdSource source = under(PropertyKeys.WORKER_ID, () -> WorkerIdSource.fixed(id));
        under(PropertyKeys.WORKER_ID, () -> source.claim((int) layout.maxValue(IdField.WORKER)).workerId());
        return source;
    }

    private WorkerIdSource hostnameHash() {
        String hostname = worker.getHostname();
        return under(PropertyKeys.WORKER_HOSTNAME, () -> hostname != null ? WorkerIdSource.hostnameHash(hostname)
                : WorkerIdSource.hostnameHash());
    }

    private WorkerIdSource statefulSet() {
        String hostname = worker.getHostname();
        return checked(under(PropertyKeys.WORKER_HOSTNAME, () -> hostname != null
                ? WorkerIdSource.statefulSetOrdinal(hostname) : WorkerIdSource.statefulSetOrdinal()));
    }

    /** Asks the source now, so an id that does not fit the layout (pod 300 of 256) fails under the strategy. */
    private WorkerIdSource checked(WorkerIdSource source) {
        source.claim((int) layout.maxValue(IdField.WORKER)).workerId();
        return source;
    }

    /** A strategy that cannot work on this host is the strategy's fault, not that of a key the user never set. */
    private static WorkerIdSource strategyNeeds(String strategy, Supplier<WorkerIdSource> source) {
        try {
            return source.get();
        } catch (InvalidConfigurationException e) {
            if (e.parameter().startsWith(ShardflakeProperties.PREFIX)) {
                throw e;
            }
            InvalidConfigurationException error = new InvalidConfigurationException(PropertyKeys.WORKER_STRATEGY,
                    strategy, "a strategy this host can serve, but " + e.getMessage());
            error.initCause(e);
            throw error;
        }
    }

    private void requireIdOnlyWhereRead() {
        WorkerStrategy strategy = worker.getStrategy();
        if (worker.getId() != null && strategy != WorkerStrategy.PROPERTY && strategy != WorkerStrategy.AUTO) {
            String name = strategy.name().toLowerCase(Locale.ROOT).replace('_', '-');
            throw new InvalidConfigurationException(PropertyKeys.WORKER_ID, worker.getId(),
                    "no value with " + PropertyKeys.WORKER_STRATEGY + "=" + name
                            + ", which chooses the id itself; remove it, or use the property strategy");
        }
    }

    private String range() {
        return layout.has(IdField.WORKER)
                ? "0.." + layout.maxValue(IdField.WORKER) + " (" + layout.width(IdField.WORKER) + " bits)"
                : "0 (layout " + layout.name() + " has no worker field)";
    }
}
