package io.shardflake.reliability;

import java.time.Duration;
import java.util.List;

/**
 * How big the scale scenarios run: {@code short} in the default build, {@code full} with
 * {@code -Preliability-scale} (system property {@code shardflake.reliability.scale}).
 *
 * @param name {@code short} or {@code full}
 * @param servers the servers and connectors the 1,024-instance race runs on
 * @param races how many times the race is run per server
 * @param churnServers the servers and connectors the churn runs on
 * @param churn how long contenders come and go, per server
 * @param churnWorkerIds how many worker ids the churn's contenders share (there are an eighth more contenders than ids)
 * @param churnLease the churn's lease duration
 * @param batchEvery how often a churn holder stores a batch of ids
 */
record ScaleRun(String name, List<LeaseServer> servers, int races, List<LeaseServer> churnServers, Duration churn,
        int churnWorkerIds, Duration churnLease, Duration batchEvery) {

    private static final List<LeaseServer> POSTGRES_AND_MARIADB = List.of(LeaseServer.POSTGRESQL, LeaseServer.MARIADB);
    // The short race on PostgreSQL alone (about 25 s; MariaDB's took 33 s more): the core's StampedeClaimTest races
    // 128 instances on MariaDB through both connectors in every build, the full run 1,024 on every server.
    private static final ScaleRun SHORT = new ScaleRun("short", List.of(LeaseServer.POSTGRESQL), 1,
            POSTGRES_AND_MARIADB, Duration.ofSeconds(6), 64, Duration.ofSeconds(2), Duration.ofMillis(200));
    private static final ScaleRun FULL = new ScaleRun("full", List.of(LeaseServer.values()), 3, POSTGRES_AND_MARIADB,
            Duration.ofMinutes(3), 1024, Duration.ofSeconds(5), Duration.ofSeconds(1));

    /**
     * @return the run the build asked for
     * @throws IllegalArgumentException naming the property if it is neither {@code short} nor {@code full}
     */
    static ScaleRun current() {
        String asked = System.getProperty("shardflake.reliability.scale", "short");
        return switch (asked) {
            case "short" -> SHORT;
            case "full" -> FULL;
            default -> throw new IllegalArgumentException("shardflake.reliability.scale = " + asked
                    + ": expected short or full");
        };
    }
}
