package io.shardflake.testdb;

import java.util.List;

/**
 * A child JVM for {@link KilledJvmTest}: starts a PostgreSQL pair and a MariaDB server, prints each server's pid and
 * folder on one line ({@code pid folder pid folder pid folder}), then waits to be killed.
 */
public final class ServersUntilKilled {

    private ServersUntilKilled() {
    }

    public static void main(String[] args) throws InterruptedException {
        PostgresReplication postgres = PostgresReplication.start();
        MariaDbServer mariaDb = MariaDbServer.start();
        StringBuilder line = new StringBuilder();
        for (PostgresNode server : List.of(postgres.primary(), postgres.standby())) {
            line.append(server.pid()).append(' ').append(server.folder()).append(' ');
        }
        line.append(mariaDb.pid()).append(' ').append(mariaDb.folder());
        System.out.println(line.toString().strip());
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
