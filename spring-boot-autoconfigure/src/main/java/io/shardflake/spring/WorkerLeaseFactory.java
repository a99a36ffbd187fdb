package io.shardflake.spring;

import static io.shardflake.spring.PropertyErrors.under;

import io.shardflake.IdLayout;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.MonotonicClock;
import io.shardflake.clock.WallClock;
import io.shardflake.worker.lease.JdbcWorkerLease;
import io.shardflake.worker.lease.LeaseConnectionException;
import io.shardflake.worker.lease.LeaseDatabaseException;
import javax.sql.DataSource;
import org.springframework.boot.context.properties.PropertyMapper;
import org.springframework.boot.jdbc.EmbeddedDatabaseConnection;
import org.springframework.boot.sql.init.DatabaseInitializationMode;
import org.springframework.dao.DataAccessException;

/** {@code shardflake.worker.lease.*} → {@link JdbcWorkerLease} on the application's DataSource. */
final class WorkerLeaseFactory {

    private WorkerLeaseFactory() {
    }

    /**
     * A first id after a restart may wait up to max-wait for the previous holder's reservation; a lease shorter
     * than that would expire during the wait and refuse the id it was waiting for.
     */
    private static void requireOutlastsAWait(java.time.Duration duration, ClockPolicy policy) {
        java.time.Duration least = policy.maxWait().multipliedBy(2);
        if (duration != null && duration.compareTo(least) < 0) {
            throw new InvalidConfigurationException(PropertyKeys.LEASE_DURATION, duration, "at least twice "
                    + PropertyKeys.CLOCK_MAX_WAIT + " (" + least + "), so that a first id waiting for the previous "
                    + "holder's reservation cannot outlive the lease");
        }
    }

    /** Boot's rule for *.initialize-schema: embedded means an in-memory database, which starts empty every time. */
    private static boolean createsTable(DatabaseInitializationMode mode, DataSource dataSource) {
        return switch (mode) {
            case ALWAYS -> true;
            case NEVER -> false;
            case EMBEDDED -> isEmbedded(dataSource);
        };
    }

    /** A database that cannot be reached is not embedded: the lease's own check then reports it as unreachable. */
    private static boolean isEmbedded(DataSource dataSource) {
        try {
            return EmbeddedDatabaseConnection.isEmbedded(dataSource);
        } catch (DataAccessException unreachable) {
            return false;
        }
    }

    /**
     * Configures the leases and checks the table (creating it if allowed), so a missing table or an unreachable
     * database stops the startup here.
     *
     * @param worker the worker properties
     * @param layout the generator's layout: sizes the lease and aligns the next holder's first tick
     * @param policy the generator's clock policy: its lead goes into every reservation
     * @param clock the generator's wall clock: the reservation and deadline must be in the time the ids carry
     * @param dataSource the application's database
     * @return the leases
     * @throws InvalidConfigurationException naming the property key when a setting is wrong or the table cannot
     *     be reached
     */
    static JdbcWorkerLease leases(ShardflakeProperties.Worker worker, IdLayout layout, ClockPolicy policy,
            WallClock clock, DataSource dataSource) {
        ShardflakeProperties.Lease lease = worker.getLease();
        requireOutlastsAWait(lease.getDuration(), policy);
        // The deadline runs on elapsed time; a wall-clock bean that scripts elapsed time too (a ManualClock in tests)
        // drives it, anything else leaves it to System.nanoTime().
        MonotonicClock elapsed = clock instanceof MonotonicClock scripted ? scripted : MonotonicClock.system();
        JdbcWorkerLease.Builder builder = JdbcWorkerLease.builder(dataSource).layout(layout).clock(clock)
                .monotonicClock(elapsed);
        under(PropertyKeys.CLOCK_MAX_LEAD, () -> builder.maxLead(policy.maxLead()));
        PropertyMapper map = PropertyMapper.get();
        map.from(lease::getTable).to(table -> under(PropertyKeys.LEASE_TABLE, () -> builder.table(table)));
        map.from(lease::getDuration).to(duration -> under(PropertyKeys.LEASE_DURATION,
                () -> builder.leaseDuration(duration)));
        builder.createTable(createsTable(lease.getInitializeSchema(), dataSource));
        map.from(worker::getHostname).whenHasText().to(host -> under(PropertyKeys.WORKER_HOSTNAME,
                () -> builder.holder(host, ProcessHandle.current().pid())));
        try {
            return builder.build();
        } catch (InvalidConfigurationException e) {
            throw e.renamed(switch (e.parameter()) {
                case "heartbeat interval" -> PropertyKeys.LEASE_DURATION;
                case "holder host" -> PropertyKeys.WORKER_HOSTNAME;
                default -> PropertyKeys.LEASE_TABLE;
            });
        } catch (LeaseConnectionException e) {
            // No connection is no bad setting: reported as itself (URL without password, the driver's message).
            throw e;
        } catch (LeaseDatabaseException e) {
            InvalidConfigurationException error = new InvalidConfigurationException(PropertyKeys.LEASE_TABLE,
                    lease.getTable(), "a lease table the application's DataSource can reach (or create, with "
                            + PropertyKeys.LEASE_INITIALIZE_SCHEMA + "=always); " + e.getMessage());
            error.initCause(e);
            throw error;
        }
    }
}
