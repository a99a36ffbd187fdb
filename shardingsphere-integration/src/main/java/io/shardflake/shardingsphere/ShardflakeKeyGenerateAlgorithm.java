package io.shardflake.shardingsphere;

import io.shardflake.IdLayout;
import io.shardflake.error.ShardflakeException;
import io.shardflake.SnowflakeGenerator;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import org.apache.shardingsphere.infra.algorithm.core.context.AlgorithmSQLContext;
import org.apache.shardingsphere.infra.algorithm.core.exception.AlgorithmInitializationException;
import org.apache.shardingsphere.infra.algorithm.keygen.core.KeyGenerateAlgorithm;
import org.jspecify.annotations.Nullable;

/**
 * ShardingSphere key generator {@value #TYPE}: Shardflake ids for inserts that leave the key column to
 * ShardingSphere ({@code keyGenerateStrategy}).
 *
 * <pre>
 * keyGenerators:
 *   shardflake:
 *     type: SHARDFLAKE
 *     props:
 *       layout.preset: shardflake   # the same layout props as the SHARDFLAKE sharding algorithm
 *       worker.id: 3                # or worker.lease.url (+ .username, .password, .table, .duration)
 *       clock.max-lead: 100ms       # the keys of docs/configuration.md without "shardflake."
 *       clock.max-wait: 1s
 * </pre>
 *
 * <p><b>Which shard.</b> A key generator sees no row values, so it cannot put a row with its parent; it deals the
 * logical shards out in turn, so new rows spread evenly over all of them. Use it for tables whose rows are routed
 * by their own id (customers); a child routed by its parent's id (orders by {@code customer_id}) needs an id made
 * with the parent's shard, by the application ({@code generator.nextId(shard)}).
 *
 * <p><b>Which worker id.</b> As everywhere in Shardflake, never one taken silently: {@code worker.id} (0 to the
 * layout's maximum, unique per instance), or a lease in a database reached by {@code worker.lease.url} — a
 * ShardingSphere algorithm gets only its props and cannot reach ShardingSphere's own data sources, so the lease
 * table's database is named by JDBC URL (it may be one of the sharded databases). With both, the fixed worker id is
 * registered in the lease table, so a second instance with the same id fails at startup. A layout without a worker
 * field needs {@code shard.single-writer: true}. Without these, {@link #init(Properties)} fails with
 * {@link AlgorithmInitializationException} naming the property and what is allowed.
 *
 * <p><b>One generator per worker identity.</b> ShardingSphere creates algorithm instances freely (to check the
 * configuration, to build the rule, to rebuild it) and never closes them, so every instance with the same worker
 * identity in a process shares one generator and one lease ({@link SharedGenerators}); their props must agree.
 * {@link #close()} gives the lease back; a JVM shutdown hook does so for those still open.
 */
public final class ShardflakeKeyGenerateAlgorithm implements KeyGenerateAlgorithm, AutoCloseable {

    /** The key generator's type in ShardingSphere's configuration. */
    public static final String TYPE = "SHARDFLAKE";

    private @Nullable SharedGenerator shared;

    /** For ShardingSphere's service loader; {@link #init(Properties)} configures it. */
    public ShardflakeKeyGenerateAlgorithm() {
    }

    /**
     * Reads and checks the props, then builds (or joins) this process's generator for their worker identity,
     * claiming the lease if there is one: an unreachable lease database or a worker id held elsewhere fails here,
     * when the DataSource starts, not at the first insert.
     *
     * @param props the key generator's props from ShardingSphere's configuration
     * @throws AlgorithmInitializationException naming the property, the value and what is allowed
     */
    @Override
    public void init(@Nullable Properties props) {
        try {
            shared = SharedGenerators.obtain(KeyGeneratorSettings.of(new AlgorithmProps(props,
                    KeyGeneratorSettings.KEYS)));
        } catch (ShardflakeException e) {
            throw Failures.initialization(this, e);
        }
    }

    /**
     * @param context the table and column (unused: every table gets ids from the one generator)
     * @param keyGenerateCount how many rows the statement inserts
     * @return that many new ids, each on the next logical shard in turn
     * @throws io.shardflake.worker.WorkerLeaseLostException if the lease is lost or this generator was closed
     * @throws io.shardflake.clock.ClockLeadExceededException if the wall clock is too far behind
     */
    @Override
    public Collection<Long> generateKeys(AlgorithmSQLContext context, int keyGenerateCount) {
        List<Long> keys = new ArrayList<>(keyGenerateCount);
        for (int i = 0; i < keyGenerateCount; i++) {
            keys.add(shared.nextId());
        }
        return keys;
    }

    /** @return {@value #TYPE} */
    @Override
    public String getType() {
        return TYPE;
    }

    /** @return the generator this instance shares, for its layout, worker id and clock counters */
    public SnowflakeGenerator generator() {
        return shared.generator();
    }

    /** @return the layout of the ids */
    public IdLayout layout() {
        return shared.settings().layout();
    }

    /** @return the lease holding the worker id, when the worker id is leased */
    public Optional<io.shardflake.worker.lease.WorkerLease> lease() {
        return Optional.ofNullable(shared.lease());
    }

    /**
     * Stops this worker identity's generator in this process and gives its lease back. Every instance sharing it
     * stops making ids (they fail closed); a key generator initialised afterwards with the same props starts a new
     * one, after the old one's ids. ShardingSphere 5.5 never calls this (its rules close no key generator); call it
     * when shutting ShardingSphere down, or leave it to the JVM's shutdown hook.
     */
    @Override
    public void close() {
        if (shared != null) {
            SharedGenerators.close(shared);
        }
    }

    @Override
    public String toString() {
        return shared == null ? TYPE + " key generator (not initialised)" : shared.describe();
    }
}
