package io.shardflake.health;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.worker.WorkerFence;
import io.shardflake.worker.lease.LeaseState;
import io.shardflake.worker.lease.ScheduledLeaseAudit;
import io.shardflake.worker.lease.WorkerLease;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Whether this instance can make ids, and the details the {@code shardflake} health component shows, in no
 * framework's types: each Spring Boot line's health indicator and the Quarkus extension's readiness check turn a
 * {@link Result} into their own.
 *
 * <p>DOWN only when this instance cannot make safe ids: its worker id's lease does not let ids through (lost to another
 * instance while it claims anew, lapsed while the database is out of reach, quarantined after a failover, given back
 * for a snapshot, closed), so the generator refuses every id; another instance can serve in its place. The details
 * say which ({@code leaseState}, {@code leaseStateReason}, {@code quarantineLeft}) and count what the lease went
 * through ({@code losses}, {@code recoveries}, {@code quarantines}, {@code lostWritesFound}), how far this host's
 * clock is from the database's ({@code clockOffset}, positive when it leads), and {@code stuckCalls} shows the lease's
 * threads still waiting on calls it gave up (a {@code getConnection()} on a silent network without a login timeout):
 * at most 8, and the lease keeps trying while they wait.
 * A layout that ends sooner than the minimum remaining life ({@code shardflake.health.min-remaining-life}) is UP with a {@code warnings} detail,
 * as Spring Boot's SSL health lists expiring certificate chains: every instance shares the layout, so DOWN would
 * take the whole fleet out of the load balancer at the same moment, a year before anything breaks. A renewal that
 * failed while the lease is still valid is only a detail too: ids flow until {@code validUntil}, and restarting the
 * instance would not bring the database back. What the application's lease audit found is the {@code leaseAudit}
 * detail; overlapping holders in the lease's history are a warning, not DOWN: they tell of ids made in the past, which
 * no instance taken out of the load balancer would undo.
 */
public final class ShardflakeHealthCheck {

    /**
     * @param up whether the instance can make ids
     * @param details what the component shows
     */
    public record Result(boolean up, Map<String, Object> details) {
    }

    /** At most this many overlaps are listed in the {@code leaseAudit} detail. */
    static final int MAX_OVERLAPS_SHOWN = 10;

    private final SnowflakeGenerator generator;
    private final @Nullable WorkerLease lease;
    private final Duration minRemainingLife;
    private final String minRemainingLifeKey;
    private final @Nullable ScheduledLeaseAudit audit;

    /**
     * @param generator the application's generator
     * @param lease the lease holding its worker id, or null (then the generator's fence, if any, is checked)
     * @param minRemainingLife the layout's remaining life below which the component warns
     * @param minRemainingLifeKey the setting that gives it, as the user types it, for the warning
     */
    public ShardflakeHealthCheck(SnowflakeGenerator generator, @Nullable WorkerLease lease, Duration minRemainingLife,
            String minRemainingLifeKey) {
        this(generator, lease, minRemainingLife, minRemainingLifeKey, null);
    }

    /**
     * @param generator the application's generator
     * @param lease the lease holding its worker id, or null (then the generator's fence, if any, is checked)
     * @param minRemainingLife the layout's remaining life below which the component warns
     * @param minRemainingLifeKey the setting that gives it, as the user types it, for the warning
     * @param audit the application's lease audit, whose findings are the {@code leaseAudit} detail; null for none
     */
    public ShardflakeHealthCheck(SnowflakeGenerator generator, @Nullable WorkerLease lease, Duration minRemainingLife,
            String minRemainingLifeKey, @Nullable ScheduledLeaseAudit audit) {
        this.generator = generator;
        this.lease = lease;
        this.minRemainingLife = minRemainingLife;
        this.minRemainingLifeKey = minRemainingLifeKey;
        this.audit = audit;
    }

    /** @return the check's result now */
    public Result check() {
        Duration remainingLife = generator.remainingLife();
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("workerId", generator.workerId());
        details.put("layout", generator.layout().name());
        details.put("endOfLife", generator.layout().endOfLife().toString());
        details.put("remainingLife", remainingLife.toString());
        details.put("minRemainingLife", minRemainingLife.toString());
        List<String> warnings = new ArrayList<>();
        if (remainingLife.isNegative() || remainingLife.isZero()) {
            warnings.add("the layout ended at " + generator.layout().endOfLife() + ": no instance can make ids with"
                    + " it; roll out a layout with a later epoch or more time bits");
        } else if (remainingLife.compareTo(minRemainingLife) < 0) {
            warnings.add("the layout ends at " + generator.layout().endOfLife() + ", in " + remainingLife
                    + ", less than " + minRemainingLifeKey + " = " + minRemainingLife
                    + "; plan a layout with a later epoch or more time bits");
        }
        List<String> problems = new ArrayList<>();
        leaseDetails(details, problems);
        auditDetails(details, warnings);
        if (!warnings.isEmpty()) {
            details.put("warnings", warnings);
        }
        if (!problems.isEmpty()) {
            details.put("problems", problems);
        }
        return new Result(problems.isEmpty(), details);
    }

    private void auditDetails(Map<String, Object> details, List<String> warnings) {
        if (audit == null || !audit.isScheduled()) {
            return;
        }
        ScheduledLeaseAudit.Findings findings = audit.findings();
        Map<String, Object> shown = new LinkedHashMap<>();
        shown.put("interval", audit.interval().toString());
        shown.put("auditedAt", findings.auditedAt() == null ? "not yet" : findings.auditedAt().toString());
        shown.put("overlaps", findings.overlaps().size());
        if (!findings.overlaps().isEmpty()) {
            shown.put("overlapping", findings.overlaps().stream().limit(MAX_OVERLAPS_SHOWN).map(String::valueOf)
                    .toList());
            warnings.add("the lease's history shows " + findings.overlaps().size() + " pair(s) of holders of one worker"
                    + " id whose ids may carry the same time: ids may have been repeated (see leaseAudit, and"
                    + " docs/operations/investigating-ids.md)");
        }
        if (findings.failure() != null) {
            shown.put("lastFailure", findings.failure());
        }
        details.put("leaseAudit", shown);
    }

    private void leaseDetails(Map<String, Object> details, List<String> problems) {
        WorkerFence fence = generator.fence();
        if (lease != null) {
            LeaseState state = lease.state();
            details.put("leaseValid", lease.isValid());
            details.put("leaseState", state.name());
            details.put("leaseStateReason", lease.stateReason());
            details.put("leaseValidUntil", lease.validUntil().toString());
            details.put("leaseReservedUntil", lease.reservedUntil().toString());
            if (state == LeaseState.QUARANTINED) {
                details.put("quarantineLeft", lease.quarantineLeft().toString());
            }
            details.put("losses", lease.losses());
            details.put("recoveries", lease.recoveries());
            details.put("quarantines", lease.quarantines());
            details.put("lostWritesFound", lease.lostWritesFound());
            details.put("clockOffset", lease.clockOffset().toString());
            details.put("stuckCalls", lease.stuckCalls());
            lease.lastRenewalFailure().ifPresent(failure -> details.put("lastRenewalFailure", failure.getMessage()));
            if (!state.makesIds()) {
                problems.add("worker id " + lease.workerId() + " makes no ids (" + state + "): "
                        + lease.stateReason());
            }
        } else if (fence.isLive()) {
            details.put("leaseValid", fence.isValid());
            if (!fence.isValid()) {
                problems.add("the generator's fence is closed: its worker id is no longer held");
            }
        }
    }
}
