package io.shardflake.worker.lease;

import io.shardflake.DecodedId;
import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.clock.Micros;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.InvalidIdException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PrimitiveIterator;
import java.util.stream.LongStream;

/**
 * Checks, from the lease's history, the property every user of a worker id cares about: no two holders of one worker
 * id ever made ids for the same instant. Every pair of tenures of a worker id whose id-time ranges overlap is reported
 * ({@link #overlaps()}); and ids taken from the application's tables can be checked to lie inside a tenure of their
 * worker id ({@link #checkIds}).
 *
 * <pre>{@code
 * LeaseAudit audit = LeaseAudit.of(TenureHistory.of(dataSource, "shardflake_worker_lease"));
 * audit.overlaps();                                    // empty unless two holders may have made the same id
 * audit.checkIds(LongStream.of(ids), layout).outside(); // ids no tenure holds
 * }</pre>
 *
 * <p>Immutable: the tenures are read once, when the audit is made.
 */
public final class LeaseAudit {

    private final List<TenureRecord> tenures;
    private final Map<Integer, List<TenureRecord>> byWorker = new HashMap<>();

    private LeaseAudit(List<TenureRecord> tenures) {
        this.tenures = List.copyOf(tenures);
        for (TenureRecord tenure : this.tenures) {
            byWorker.computeIfAbsent(tenure.workerId(), id -> new ArrayList<>()).add(tenure);
        }
        byWorker.values().forEach(list -> list.sort(Comparator.comparingLong(TenureRecord::idsFromMicros)));
    }

    /**
     * @param history the history to read
     * @return an audit of every tenure it holds now
     * @throws LeaseDatabaseException if the history table cannot be read
     */
    public static LeaseAudit of(TenureHistory history) {
        return of(history.tenures());
    }

    /**
     * @param tenures the tenures to audit, e.g. from {@link TenureHistory#tenures()}
     * @return an audit of them
     */
    public static LeaseAudit of(List<TenureRecord> tenures) {
        return new LeaseAudit(tenures);
    }

    /** @return the tenures audited */
    public List<TenureRecord> tenures() {
        return tenures;
    }

    /**
     * @return every pair of tenures of one worker id whose id-time ranges overlap, by worker id, then by where the
     *     overlap starts; empty when no two holders can have made the same id
     */
    public List<TenureOverlap> overlaps() {
        List<TenureOverlap> overlaps = new ArrayList<>();
        byWorker.keySet().stream().sorted().forEach(workerId -> {
            List<TenureRecord> sorted = byWorker.get(workerId);
            for (int i = 0; i < sorted.size(); i++) {
                TenureRecord first = sorted.get(i);
                // Sorted by where they start: once one starts after first ends, so do all later ones.
                for (int j = i + 1; j < sorted.size() && sorted.get(j).idsFromMicros() <= first.idsUntilMicros(); j++) {
                    if (first.overlaps(sorted.get(j))) {
                        overlaps.add(new TenureOverlap(first, sorted.get(j)));
                    }
                }
            }
        });
        return overlaps;
    }

    /**
     * Checks that each id lies inside a tenure of its worker id: an id that does not was made outside the lease (a
     * fixed worker id, another fleet), before the history's retention, or is forged or corrupted.
     *
     * @param ids the ids, e.g. the primary keys of a table
     * @param layout the layout they were made with; it must have a worker field
     * @return how many were checked, how many lie outside every tenure, and the first of those
     * @throws InvalidConfigurationException if the layout has no worker field
     */
    public IdsOutsideTenures checkIds(LongStream ids, IdLayout layout) {
        if (layout == null || !layout.has(IdField.WORKER)) {
            throw new InvalidConfigurationException("layout", layout == null ? null : layout.name(),
                    "a layout with a worker field: the lease's history is by worker id");
        }
        long checked = 0;
        long outside = 0;
        List<Long> examples = new ArrayList<>();
        for (PrimitiveIterator.OfLong each = ids.iterator(); each.hasNext(); ) {
            long id = each.nextLong();
            checked++;
            if (!inside(id, layout)) {
                outside++;
                if (examples.size() < IdsOutsideTenures.MAX_EXAMPLES) {
                    examples.add(id);
                }
            }
        }
        return new IdsOutsideTenures(checked, outside, examples);
    }

    private boolean inside(long id, IdLayout layout) {
        DecodedId decoded;
        try {
            decoded = layout.decode(id);
        } catch (InvalidIdException e) {
            return false;
        }
        long time = Micros.of(decoded.timestamp());
        for (TenureRecord tenure : byWorker.getOrDefault(decoded.worker(), List.of())) {
            if (tenure.idsFromMicros() > time) {
                return false;
            }
            if (tenure.covers(time)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return "LeaseAudit[" + tenures.size() + " tenures of " + byWorker.size() + " worker ids]";
    }
}
