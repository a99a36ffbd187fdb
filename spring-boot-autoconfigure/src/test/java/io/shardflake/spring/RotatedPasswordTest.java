package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import io.shardflake.testdb.ApplicationAccount;
import io.shardflake.testdb.PostgresReplication;
import io.shardflake.worker.lease.WorkerLease;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The application's password is rotated while it runs, as Spring Cloud Vault or a secrets manager's rotation do: the
 * role's password changes ({@code ALTER ROLE}), its sessions end, and the application's Hikari pool is given the new
 * password through its MXBean. The lease's own connection (the default, {@code connection=dedicated}) reads the
 * password from the application's DataSource at each connect, so its next connection after the rotation logs in;
 * before, it kept the password it copied at startup and never renewed again.
 */
class RotatedPasswordTest {

    private static final Duration PATIENCE = Duration.ofSeconds(30);
    private static final String ROTATED = "rotated-password";

    private static PostgresReplication pair;

    @BeforeAll
    static void start() {
        pair = PostgresReplication.start();
    }

    @AfterAll
    static void stop() {
        if (pair != null) {
            pair.close();
        }
    }

    @Test
    void aPasswordHikariIsGivenAtRuntimeIsTheOneTheLeaseReconnectsWith() {
        try (HikariDataSource pool = new HikariDataSource()) {
            pool.setJdbcUrl(pair.applicationUrl(pair.primary()));
            pool.setUsername(ApplicationAccount.USER);
            pool.setPassword(ApplicationAccount.PASSWORD);
            pool.setMaximumPoolSize(2);
            Runners.shardflake().withBean(DataSource.class, () -> pool)
                    .withPropertyValues("shardflake.worker.lease.duration=3s",
                            "shardflake.worker.lease.initialize-schema=always")
                    .run(context -> {
                        WorkerLease lease = context.getBean(ShardflakeWorker.class).lease().orElseThrow();
                        await("the lease renews", () -> lease.renewals() >= 1);

                        long failuresBefore = lease.renewalFailures();
                        admin("ALTER ROLE " + ApplicationAccount.USER + " PASSWORD '" + ROTATED + "'");
                        admin("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '"
                                + ApplicationAccount.USER + "'");
                        await("renewals fail on the old password", () -> lease.renewalFailures() >= failuresBefore + 3);
                        assertThat(lease.lastRenewalFailure()).get().extracting(Throwable::getMessage).asString()
                                .contains("SQLState 28P01");

                        long renewals = lease.renewals();
                        long failures = lease.renewalFailures();
                        pool.getHikariConfigMXBean().setPassword(ROTATED);
                        long rotated = System.nanoTime();
                        await("the lease renews with the new password", () -> lease.renewals() > renewals);
                        Duration recovery = Duration.ofNanos(System.nanoTime() - rotated);

                        // At most the renewal already on its way failed; the next one logged in.
                        assertThat(lease.renewalFailures() - failures).isLessThanOrEqualTo(1);
                        await("ids flow", lease::isValid);
                        System.out.printf("rotated password: the lease renewed %d ms after Hikari got the new"
                                + " password (lease 3 s, interval 1 s)%n", recovery.toMillis());
                    });
        }
    }

    private static void admin(String sql) throws SQLException {
        try (Connection connection = pair.primary().adminDataSource().getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }

    private static void await(String what, BooleanSupplier condition) throws InterruptedException {
        Awaiting.until(PATIENCE, what, condition);
    }
}
