package io.shardflake.reliability.failover;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.worker.lease.IdsOutsideTenures;
import io.shardflake.worker.lease.LeaseAudit;
import io.shardflake.worker.lease.TenureHistory;
import io.shardflake.worker.lease.TenureOverlap;
import io.shardflake.worker.lease.WorkerLease;
import java.util.List;
import java.util.stream.LongStream;
import javax.sql.DataSource;

/**
 * The audit every failover scenario ends with, as {@code shardflake audit} makes it, on the server the scenario ended
 * on (the promoted one after a failover): no two holders of one worker id whose ids may carry the same time, the
 * history holds each instance's last tenure, and every id an instance made lies inside a tenure of its worker id.
 */
final class HistoryAudit {

    private HistoryAudit() {
    }

    /**
     * @param admin the database's administrator, on the server the scenario ended on
     * @param table the lease table, as the administrator names it
     * @param instances the scenario's instances, stopped making ids
     */
    static void check(DataSource admin, String table, Instance... instances) {
        long start = System.nanoTime();
        LeaseAudit audit = LeaseAudit.of(TenureHistory.of(admin, table));
        List<TenureOverlap> overlaps = audit.overlaps();
        long outside = 0;
        long checked = 0;
        for (Instance instance : instances) {
            IdsOutsideTenures ids = audit.checkIds(LongStream.of(instance.ids()), Instance.LAYOUT);
            outside += ids.outside();
            checked += ids.checked();
        }
        System.out.printf("RELIABILITY history %s: %d tenures, %d overlaps, %,d of %,d ids outside every tenure"
                + " (%d ms)%n", table, audit.tenures().size(), overlaps.size(), outside, checked,
                (System.nanoTime() - start) / 1_000_000);
        assertThat(overlaps).as("holders of one worker id whose ids may carry the same time").isEmpty();
        for (Instance instance : instances) {
            WorkerLease lease = instance.lease();
            if (lease != null) {
                assertThat(audit.tenures()).as(instance + "'s tenure in " + audit.tenures())
                        .anyMatch(tenure -> tenure.holder().instance().equals(lease.holder().instance()));
            }
        }
        assertThat(outside).as("ids outside every tenure of their worker id").isZero();
    }
}
