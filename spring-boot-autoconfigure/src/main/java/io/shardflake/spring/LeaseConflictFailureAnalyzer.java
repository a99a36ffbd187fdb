package io.shardflake.spring;

import io.shardflake.worker.lease.LeaseConflictException;
import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Reports two live instances that chose the same worker id (registered in the lease table): both hosts, and the
 * ways out. This is the failure that replaces duplicate primary keys found much later.
 */
final class LeaseConflictFailureAnalyzer extends AbstractFailureAnalyzer<LeaseConflictException> {

    @Override
    protected FailureAnalysis analyze(Throwable rootFailure, LeaseConflictException cause) {
        String description = "Shardflake worker id " + cause.workerId() + " is already held by a live instance.\n\n"
                + "    Held by: " + cause.holder() + ", until " + cause.expiresAt() + " (database clock)\n"
                + "    Wanted by: " + cause.claimant();
        String action = "Give one of the two instances another worker id (shardflake.worker.id), or let the lease"
                + " pick a free one: shardflake.worker.strategy=lease, or auto without shardflake.worker.id.";
        return new FailureAnalysis(description, action, cause);
    }
}
