package io.shardflake.worker.lease;

import io.shardflake.error.InvalidConfigurationException;
import java.sql.SQLException;

/**
 * At startup, with {@link LostWrites#DETECT}: reads once what the database says it is, so that a database (or a user)
 * that reveals nothing fails here, naming the setting that says what to do instead, rather than at the first claim.
 * Detection never guesses: a lease that cannot tell whether its database changed does not start.
 */
final class OriginCheck {

    private OriginCheck() {
    }

    /**
     * @throws InvalidConfigurationException (parameter {@code lost writes}) if the database refuses to say what it is
     */
    static void run(LeaseLink link, LeaseTable table) {
        try {
            link.callAtStartup(table::now);
        } catch (SQLException e) {
            InvalidConfigurationException error = new InvalidConfigurationException("lost writes",
                    LostWrites.DETECT.value(), "a setting this database can serve: to detect a failover or a restore"
                    + " the lease reads what the database is (" + table.dialect().sqlNowAndOrigin(table.name())
                    + "), and this database refused it (" + LeaseDatabaseException.describe(e) + "). Let the lease's"
                    + " user read it, or say what the database guarantees: " + LostWrites.ASSUME.value()
                    + " (every claim waits out one quarantine) or " + LostWrites.IMPOSSIBLE.value()
                    + " (it never loses an acknowledged write: synchronous replication, or a single server with durable"
                    + " commits)");
            error.initCause(e);
            throw error;
        }
    }
}
