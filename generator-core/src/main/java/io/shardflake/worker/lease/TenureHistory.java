package io.shardflake.worker.lease;

import io.shardflake.DecodedId;
import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.clock.Micros;
import io.shardflake.error.InvalidConfigurationException;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;

/**
 * Reads the lease's history: every tenure of every worker id, as recorded by the {@link JdbcWorkerLease} of a lease
 * table (unless its history is off) for the retention it keeps. What {@code shardflake whois} and the actuator answer
 * "who made this id" with, and what {@link LeaseAudit} checks.
 *
 * <pre>{@code
 * TenureHistory history = TenureHistory.of(dataSource, "shardflake_worker_lease");
 * IdOrigin origin = history.whoMade(id, LayoutPreset.TWITTER.layout());
 * origin.tenures();    // none: made outside the lease; one: its holder; two or more: a collision
 * }</pre>
 *
 * <p>Each read is one query on a connection borrowed from the DataSource for just that, bounded by the timeout, and
 * given back as it came (a transaction the read opened is rolled back). Thread-safe.
 */
public final class TenureHistory {

    /** How long one read may take unless {@link #of(DataSource, String, Duration)} says otherwise. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);

    private final DataSource dataSource;
    private final HistoryTable table;

    private TenureHistory(DataSource dataSource, HistoryTable table) {
        this.dataSource = dataSource;
        this.table = table;
    }

    /**
     * @param dataSource the lease table's database
     * @param leaseTable the lease table's name (its history table is that name with {@code _history})
     * @return the history of that lease table, each read bounded by 30 s
     * @throws InvalidConfigurationException if the name is not a plain identifier, optionally schema.table
     */
    public static TenureHistory of(DataSource dataSource, String leaseTable) {
        return of(dataSource, leaseTable, DEFAULT_TIMEOUT);
    }

    /**
     * @param dataSource the lease table's database
     * @param leaseTable the lease table's name (its history table is that name with {@code _history})
     * @param timeout how long one read may take, 1 s or more (rounded up to seconds)
     * @return the history of that lease table
     * @throws InvalidConfigurationException if the name is not a plain identifier, optionally schema.table, or the
     *     timeout is shorter than 1 s
     */
    public static TenureHistory of(DataSource dataSource, String leaseTable, Duration timeout) {
        if (dataSource == null) {
            throw new InvalidConfigurationException("data source", null, "a DataSource");
        }
        if (timeout == null || timeout.compareTo(Duration.ofSeconds(1)) < 0) {
            throw new InvalidConfigurationException("timeout", timeout, "1 s or more");
        }
        int seconds = (int) Math.min(Integer.MAX_VALUE, (timeout.toMillis() + 999) / 1000);
        return new TenureHistory(dataSource, HistoryTable.beside(TableName.of(leaseTable), seconds));
    }

    /** @return the history table's name as written in SQL */
    public String tableName() {
        return table.name().sql();
    }

    /**
     * @return every tenure recorded, by worker id, then by the first id time it may carry
     * @throws LeaseDatabaseException if the history table cannot be read (missing, or the database unreachable)
     */
    public List<TenureRecord> tenures() {
        return read(null);
    }

    /**
     * @param workerId a worker id
     * @return its tenures, by the first id time they may carry
     * @throws LeaseDatabaseException if the history table cannot be read
     */
    public List<TenureRecord> tenures(int workerId) {
        return read(workerId);
    }

    /**
     * @param workerId a worker id
     * @param idTimeMicros an id's time, microseconds since 1970
     * @return the tenures of that worker id whose ids may carry that time: none if no holder recorded in the history
     *     could have made such an id, two or more if several could — a collision
     * @throws LeaseDatabaseException if the history table cannot be read
     */
    public List<TenureRecord> containing(int workerId, long idTimeMicros) {
        return read(workerId).stream().filter(tenure -> tenure.covers(idTimeMicros)).toList();
    }

    /**
     * Who made an id: decodes it with {@code layout}, then finds the tenures of its worker id whose id-time range
     * holds its time.
     *
     * @param id an id
     * @param layout the layout it was made with; it must have a worker field
     * @return the id's origin
     * @throws InvalidConfigurationException if the layout has no worker field
     * @throws io.shardflake.error.InvalidIdException if the id is negative or beyond the layout's life
     * @throws LeaseDatabaseException if the history table cannot be read
     */
    public IdOrigin whoMade(long id, IdLayout layout) {
        if (layout == null || !layout.has(IdField.WORKER)) {
            throw new InvalidConfigurationException("layout", layout == null ? null : layout.name(),
                    "a layout with a worker field: the lease's history is by worker id");
        }
        DecodedId decoded = layout.decode(id);
        return new IdOrigin(decoded, containing(decoded.worker(), Micros.of(decoded.timestamp())));
    }

    private List<TenureRecord> read(@Nullable Integer workerId) {
        try (Connection connection = dataSource.getConnection()) {
            try {
                return table.read(connection, workerId);
            } finally {
                if (!connection.getAutoCommit()) {
                    connection.rollback();
                }
            }
        } catch (SQLException e) {
            throw new LeaseDatabaseException("could not read the lease history table " + table.name() + " (the lease"
                    + " creates it beside the lease table, unless its history is off)", e);
        }
    }

    @Override
    public String toString() {
        return "TenureHistory[" + table.name() + "]";
    }
}
