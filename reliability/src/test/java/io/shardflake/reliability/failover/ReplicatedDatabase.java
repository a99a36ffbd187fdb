package io.shardflake.reliability.failover;

import io.shardflake.testdb.ApplicationAccount;
import io.shardflake.testdb.MariaDbReplication;
import io.shardflake.testdb.PostgresNode;
import io.shardflake.testdb.PostgresReplication;
import io.shardflake.testdb.TcpProxy;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import io.shardflake.worker.lease.UnpooledDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

/**
 * A primary and its asynchronous standby, PostgreSQL or MariaDB, as the failover scenarios use them: the application
 * reaches the primary through a "virtual IP" (a proxy) that moves to the standby once it is promoted.
 */
interface ReplicatedDatabase extends AutoCloseable {

    /** @return the application's address (the virtual IP) as a JDBC URL, for the application user */
    String url();

    /**
     * @return the primary, or after {@link #failOver()} the promoted standby, directly, as its administrator, in the
     *     application's database
     */
    DataSource admin();

    /** Cuts replication: what the primary commits from now on never reaches the standby. */
    void cutReplication();

    /** Waits until the standby has everything the primary committed. */
    void awaitCaughtUp();

    /** Crashes the primary, promotes the standby, moves the virtual IP to it. */
    void failOver();

    @Override
    void close();

    /** Runs statements as the administrator of the current primary, each given at most a minute: a hang fails. */
    default void execute(String... statements) {
        try (Connection connection = admin().getConnection(); Statement statement = connection.createStatement()) {
            statement.setQueryTimeout(60);
            for (String sql : statements) {
                statement.execute(sql);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(String.join("; ", statements), e);
        }
    }

    /** The two kinds, each started fresh. */
    enum Kind {
        POSTGRESQL {
            @Override
            ReplicatedDatabase start() {
                PostgresReplication pair = PostgresReplication.start();
                // The superuser, in the application's database (the node's own admin source is in postgres).
                return new Pair(pair.applicationUrl(),
                        promoted -> UnpooledDataSource.of((promoted ? pair.standby() : pair.primary())
                                .url(ApplicationAccount.DATABASE), PostgresNode.SUPERUSER, ""),
                        pair::cutReplication, pair::awaitStandbyCaughtUp, () -> {
                            pair.crashPrimary();
                            pair.promoteStandby();
                            pair.moveApplicationToStandby();
                        }, pair::close);
            }

            @Override
            String table(String name) {
                return name;
            }
        },

        MARIADB {
            @Override
            ReplicatedDatabase start() {
                MariaDbReplication pair = MariaDbReplication.start();
                return new Pair(pair.applicationUrl("mariadb"),
                        promoted -> (promoted ? pair.replica() : pair.primary()).dataSource(),
                        pair::cutReplication, pair::awaitReplicaCaughtUp, () -> {
                            pair.crashPrimary();
                            pair.promoteReplica();
                            pair.moveApplicationToReplica();
                        }, pair::close);
            }

            @Override
            String table(String name) {
                return ApplicationAccount.DATABASE + "." + name;
            }
        };

        abstract ReplicatedDatabase start();

        /** @return the application's table {@code name} as the administrator names it */
        abstract String table(String name);
    }

    /**
     * A pair of either kind, as the steps its harness has for each thing the scenarios do.
     *
     * @param url the virtual IP's URL
     * @param admins the administrator's DataSource on the primary (false) or the promoted standby (true)
     * @param cutting cuts replication
     * @param catchingUp waits until the standby has caught up
     * @param failingOver crashes the primary, promotes the standby, moves the virtual IP
     * @param closing stops both servers
     * @param promoted whether the failover happened
     */
    record Pair(String url, Function<Boolean, DataSource> admins, Runnable cutting, Runnable catchingUp,
            Runnable failingOver, Runnable closing, AtomicBoolean promoted) implements ReplicatedDatabase {

        Pair(String url, Function<Boolean, DataSource> admins, Runnable cutting, Runnable catchingUp,
                Runnable failingOver, Runnable closing) {
            this(url, admins, cutting, catchingUp, failingOver, closing, new AtomicBoolean());
        }

        @Override
        public DataSource admin() {
            return admins.apply(promoted.get());
        }

        @Override
        public void cutReplication() {
            cutting.run();
        }

        @Override
        public void awaitCaughtUp() {
            catchingUp.run();
        }

        @Override
        public void failOver() {
            failingOver.run();
            promoted.set(true);
        }

        @Override
        public void close() {
            closing.run();
        }
    }

    /** @return a proxy of its own in front of the virtual IP, so a test can cut one instance off alone */
    static TcpProxy privateRoute(String url) {
        String hostAndPort = url.substring(url.indexOf("//") + 2, url.indexOf('/', url.indexOf("//") + 2));
        int colon = hostAndPort.lastIndexOf(':');
        return TcpProxy.start(hostAndPort.substring(0, colon), Integer.parseInt(hostAndPort.substring(colon + 1)));
    }

    /** @return {@code url} with its host and port replaced by {@code proxy}'s */
    static String through(String url, TcpProxy proxy) {
        int start = url.indexOf("//") + 2;
        int end = url.indexOf('/', start);
        return url.substring(0, start) + proxy.host() + ":" + proxy.port() + url.substring(end);
    }
}
