package io.shardflake.shardingsphere;

import io.shardflake.IdField;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.ShardflakeException;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockSettings;
import io.shardflake.worker.WorkerClaim;
import io.shardflake.worker.WorkerFence;
import io.shardflake.worker.LocalHostName;
import io.shardflake.worker.WorkerIdSource;
import io.shardflake.worker.lease.JdbcWorkerLease;
import io.shardflake.worker.lease.LeaseDatabaseException;
import io.shardflake.worker.lease.UnpooledDataSource;
import io.shardflake.worker.lease.WorkerLease;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;

/**
 * The process's key generators, one per worker identity ({@link KeyGeneratorSettings#identity()}).
 *
 * <p>Why shared: ShardingSphere makes a new algorithm instance each time it reads the configuration — once to check
 * it, once for the rule, again whenever the rule is rebuilt — and never closes one. Instances of one identity must
 * therefore share one generator (two generators with one worker id would make the same ids in the same tick) and
 * one lease (a lease per instance would hold worker ids nobody uses). For the same reason two identities that end
 * with the same worker id in one process (a fixed {@code worker.id=3} and a lease that handed out 3) are refused.
 *
 * <p>A generator lives until {@link ShardflakeKeyGenerateAlgorithm#close()} or the end of the process, when a
 * shutdown hook gives its lease back (a lease not given back expires by itself after its duration).
 */
final class SharedGenerators {

    // The environment variable the lease's holder name comes from: what a ShardingSphere user sets.
    private static final String HOSTNAME = "HOSTNAME";

    private static final Map<String, SharedGenerator> LIVE = new HashMap<>();
    // For a fixed worker id closed and opened again in this process: where the old generator's ids ended.
    private static final Map<String, Instant> RETIRED = new HashMap<>();
    private static boolean hookAdded;

    private SharedGenerators() {
    }

    /**
     * @param settings checked settings
     * @return the identity's generator, made (and its lease claimed) on first use
     * @throws InvalidConfigurationException naming the property when the identity already runs with other settings,
     *     or its worker id is already used by another identity, or the lease database cannot be reached
     * @throws ShardflakeException when the lease finds no free worker id or a conflict
     */
    static synchronized SharedGenerator obtain(KeyGeneratorSettings settings) {
        String identity = settings.identity();
        SharedGenerator running = LIVE.get(identity);
        if (running != null) {
            KeyGeneratorSettings.Difference difference = settings.differenceFrom(running.settings());
            if (difference != null) {
                throw new InvalidConfigurationException(difference.key(), difference.here(), difference.there()
                        + ", as in the SHARDFLAKE key generator with " + identity + " already running in this"
                        + " process: key generators with one worker identity share one generator, so their settings"
                        + " must agree");
            }
            return running;
        }
        SharedGenerator made = make(settings);
        int workerId = made.generator().workerId();
        for (SharedGenerator other : LIVE.values()) {
            if (settings.layout().has(IdField.WORKER) && other.generator().workerId() == workerId) {
                made.close();
                throw new InvalidConfigurationException(KeyGeneratorSettings.WORKER_ID, workerId, "a worker id no"
                        + " other SHARDFLAKE key generator of this process uses; " + other.describe() + " has it, and"
                        + " two generators with one worker id make the same ids");
            }
        }
        LIVE.put(identity, made);
        addShutdownHook();
        return made;
    }

    /** Closes the identity's generator: its lease is given back, and every instance sharing it stops. */
    static synchronized void close(SharedGenerator generator) {
        String identity = generator.settings().identity();
        if (LIVE.get(identity) != generator) {
            return;
        }
        LIVE.remove(identity);
        Instant end = generator.close();
        if (end != null) {
            RETIRED.put(identity, end);
        }
    }

    private static SharedGenerator make(KeyGeneratorSettings settings) {
        SnowflakeGenerator.Builder builder = SnowflakeGenerator.builder(settings.layout())
                .clock(ClockSettings.DEFAULT.withPolicy(settings.policy()));
        KeyGeneratorSettings.Lease lease = settings.lease();
        if (lease == null) {
            int workerId = settings.workerId() == null ? 0 : settings.workerId();
            builder.workerIdSource(afterRetired(WorkerIdSource.fixed(workerId), RETIRED.get(settings.identity())));
            return new SharedGenerator(settings, build(builder, settings), null);
        }
        WorkerLease claimed = claim(settings, lease);
        try {
            return new SharedGenerator(settings, build(builder.workerIdSource(claimed), settings), claimed);
        } catch (RuntimeException e) {
            claimed.close();
            throw e;
        }
    }

    private static SnowflakeGenerator build(SnowflakeGenerator.Builder builder, KeyGeneratorSettings settings) {
        try {
            return builder.build();
        } catch (InvalidConfigurationException e) {
            throw e.parameter().equals("worker id") ? e.renamed(KeyGeneratorSettings.WORKER_ID) : e;
        }
    }

    private static WorkerLease claim(KeyGeneratorSettings settings, KeyGeneratorSettings.Lease lease) {
        JdbcWorkerLease leases;
        try {
            JdbcWorkerLease.Builder builder = JdbcWorkerLease.builder(
                    UnpooledDataSource.of(lease.url(), lease.username(), lease.password()))
                    .layout(settings.layout()).maxLead(settings.policy().maxLead())
                    .holder(holder(), ProcessHandle.current().pid());
            leases = AlgorithmProps.named(() -> lease.settings().configure(builder, settings.workerId() == null))
                    .build();
        } catch (InvalidConfigurationException e) {
            // What build() still checks is whether the database says what it is (lost-writes=detect).
            throw e.parameter().equals("lost writes") ? e.renamed(KeyGeneratorSettings.LEASE_LOST_WRITES) : e;
        } catch (LeaseDatabaseException e) {
            InvalidConfigurationException error = new InvalidConfigurationException(KeyGeneratorSettings.LEASE_URL,
                    lease.url(), "a database this process can reach, holding (or allowed to create) the lease table "
                            + lease.table() + "; " + e.getMessage());
            error.initCause(e);
            throw error;
        }
        return settings.workerId() == null ? leases.claimAny() : leases.claim(settings.workerId());
    }

    /** This host's name, which the lease writes as the holder: the environment's, as no prop of ours names it. */
    private static String holder() {
        try {
            return LocalHostName.resolve("the SHARDFLAKE key generator's lease, which writes it as the holder of its"
                    + " worker id", "");
        } catch (InvalidConfigurationException e) {
            throw e.renamed(HOSTNAME);
        }
    }

    /** A fixed worker id whose ids start after those of its predecessor in this process, if any. */
    private static WorkerIdSource afterRetired(WorkerIdSource fixed, Instant notBefore) {
        if (notBefore == null) {
            return fixed;
        }
        return new WorkerIdSource() {
            @Override
            public WorkerClaim claim(int maxWorkerId) {
                WorkerClaim claim = fixed.claim(maxWorkerId);
                return WorkerClaim.fenced(claim.workerId(), claim.source(), WorkerFence.none(), notBefore);
            }

            @Override
            public String description() {
                return fixed.description();
            }
        };
    }

    private static void addShutdownHook() {
        if (hookAdded) {
            return;
        }
        hookAdded = true;
        Runtime.getRuntime().addShutdownHook(new Thread(SharedGenerators::closeAll, "shardflake-key-generators"));
    }

    private static synchronized void closeAll() {
        for (SharedGenerator generator : LIVE.values().toArray(SharedGenerator[]::new)) {
            close(generator);
        }
    }
}
