package io.shardflake.testdb;

import java.util.List;

/**
 * A child JVM for {@link KilledJvmTest}: starts a PostgreSQL pair and a MariaDB pair, prints each server's pid and
 * folder on one line ({@code pid folder pid folder ...}), then waits to be killed.
 */
public final class PairsUntilKilled {

    private PairsUntilKilled() {
    }

    public static void main(String[] args) throws InterruptedException {
        PostgresReplication postgres = PostgresReplication.start();
        MariaDbReplication mariaDb = MariaDbReplication.start();
        StringBuilder line = new StringBuilder();
        for (PostgresNode server : List.of(postgres.primary(), postgres.standby())) {
            line.append(server.pid()).append(' ').append(server.folder()).append(' ');
        }
        for (MariaDbServer server : List.of(mariaDb.primary(), mariaDb.replica())) {
            line.append(server.pid()).append(' ').append(server.folder()).append(' ');
        }
        System.out.println(line.toString().strip());
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
