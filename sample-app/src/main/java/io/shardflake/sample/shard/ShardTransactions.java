package io.shardflake.sample.shard;

import java.util.function.Supplier;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Runs work in a transaction on one physical shard. The shard is bound before the transaction starts because
 * the transaction takes its connection when it begins, and a connection cannot change databases afterwards:
 * that is why callers make the id first and route by it.
 */
public final class ShardTransactions {

    private final TransactionTemplate readWrite;
    private final TransactionTemplate readOnly;

    public ShardTransactions(PlatformTransactionManager transactionManager) {
        this.readWrite = new TransactionTemplate(transactionManager);
        this.readOnly = new TransactionTemplate(transactionManager);
        this.readOnly.setReadOnly(true);
        // A nested call for another shard would silently reuse the outer shard's connection; refuse it instead.
        this.readWrite.setPropagationBehavior(TransactionDefinition.PROPAGATION_REQUIRES_NEW);
        this.readOnly.setPropagationBehavior(TransactionDefinition.PROPAGATION_REQUIRES_NEW);
    }

    /** Writes (and reads) on {@code physical} in one transaction. */
    public <T> T write(int physical, Supplier<T> work) {
        return run(readWrite, physical, work);
    }

    /** Reads from {@code physical} in one read-only transaction. */
    public <T> T read(int physical, Supplier<T> work) {
        return run(readOnly, physical, work);
    }

    /**
     * Reads in one read-only transaction with no database bound, for an engine that routes every statement itself
     * (ShardingSphere: it fans a query out and merges the answers). Under the routing {@code DataSource} an unbound
     * transaction would read physical shard 0 only, so the routing engine never calls this.
     */
    public <T> T readRoutedByEngine(Supplier<T> work) {
        Integer outer = ShardContext.current();
        if (outer != null) {
            throw new IllegalStateException("already in a transaction on physical shard " + outer);
        }
        return readOnly.execute(status -> work.get());
    }

    private static <T> T run(TransactionTemplate template, int physical, Supplier<T> work) {
        Integer outer = ShardContext.current();
        if (outer != null) {
            throw new IllegalStateException("already in a transaction on physical shard " + outer
                    + "; a transaction cannot span shards (asked for " + physical + ")");
        }
        ShardContext.set(physical);
        try {
            return template.execute(status -> work.get());
        } finally {
            ShardContext.set(null);
        }
    }
}
