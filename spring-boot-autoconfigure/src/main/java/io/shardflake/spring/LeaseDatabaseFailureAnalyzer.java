package io.shardflake.spring;

import io.shardflake.error.ShardflakeException;
import io.shardflake.worker.lease.LeaseConnectionException;
import io.shardflake.worker.lease.UnsupportedDatabaseException;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Reports a lease database Shardflake cannot use as what it is: a database it cannot reach (the URL without its
 * password and the driver's message), or a database product the lease does not support (naming it and the supported
 * ones) — not as a bad value of a property the user may never have set.
 */
final class LeaseDatabaseFailureAnalyzer extends AbstractFailureAnalyzer<ShardflakeException> {

    @Override
    protected @Nullable FailureAnalysis analyze(Throwable rootFailure, ShardflakeException cause) {
        if (cause instanceof LeaseConnectionException connection) {
            return new FailureAnalysis("Shardflake could not connect to the database of its worker-id lease.\n\n"
                    + "    Database: " + connection.url().orElse("(the DataSource gives no URL)") + "\n"
                    + "    Driver: " + connection.driverMessage(),
                    "Check that the database is up and reachable with the application's credentials"
                            + " (spring.datasource.url, username and password, unless a @ShardflakeLeaseDataSource bean"
                            + " gives the lease a database of its own), or give the lease another database"
                            + " (@ShardflakeLeaseDataSource).", cause);
        }
        if (cause instanceof UnsupportedDatabaseException unsupported) {
            return new FailureAnalysis("Shardflake's worker-id lease does not support " + unsupported.product()
                    + " " + unsupported.productVersion() + ".\n\n    Supported: " + String.join(", ",
                            unsupported.supported()),
                    "Keep the lease table in a supported database (@ShardflakeLeaseDataSource), or choose the worker"
                            + " id without a lease: shardflake.worker.lease.enabled=false with"
                            + " shardflake.worker.strategy=property, statefulset or ip.", cause);
        }
        return null;
    }
}
