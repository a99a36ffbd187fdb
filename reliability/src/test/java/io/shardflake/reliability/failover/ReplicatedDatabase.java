package io.shardflake.reliability.failover;

import io.shardflake.testdb.ApplicationAccount;
import io.shardflake.testdb.MariaDbReplication;
import io.shardflake.testdb.PostgresNode;
import io.shardflake.testdb.PostgresReplication;
import io.shardflake.testdb.TcpProxy;
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

    /** Runs statements as the administrator of the current primary. */
    default void execute(String... statements) {
        try (Connection connection = admin().getConnection(); Statement statement = connection.createStatement()) {
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
                return new ReplicatedDatabase() {
                    private boolean failedOver;

                    @Override
                    public String url() {
                        return pair.applicationUrl();
                    }

                    @Override
                    public DataSource admin() {
                        // The superuser, in the application's database (the node's own admin source is in postgres).
                        return UnpooledDataSource.of((failedOver ? pair.standby() : pair.primary())
                                .url(ApplicationAccount.DATABASE), PostgresNode.SUPERUSER, "");
                    }

                    @Override
                    public void cutReplication() {
                        pair.cutReplication();
                    }

                    @Override
                    public void awaitCaughtUp() {
                        pair.awaitStandbyCaughtUp();
                    }

                    @Override
                    public void failOver() {
                        pair.crashPrimary();
                        pair.promoteStandby();
                        pair.moveApplicationToStandby();
                        failedOver = true;
                    }

                    @Override
                    public void close() {
                        pair.close();
                    }
                };
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
                return new ReplicatedDatabase() {
                    private boolean failedOver;

                    @Override
                    public String url() {
                        return pair.applicationUrl("mariadb");
                    }

                    @Override
                    public DataSource admin() {
                        return (failedOver ? pair.replica() : pair.primary()).dataSource();
                    }

                    @Override
                    public void cutReplication() {
                        pair.cutReplication();
                    }

                    @Override
                    public void awaitCaughtUp() {
                        pair.awaitReplicaCaughtUp();
                    }

                    @Override
                    public void failOver() {
                        pair.crashPrimary();
                        pair.promoteReplica();
                        pair.moveApplicationToReplica();
                        failedOver = true;
                    }

                    @Override
                    public void close() {
                        pair.close();
                    }
                };
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
