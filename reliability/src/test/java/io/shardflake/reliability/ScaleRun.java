package io.shardflake.reliability;

import java.time.Duration;
import java.util.List;

/**
 * How big the scale scenarios run: {@code short} in the default build, {@code full} with
 * {@code -Preliability-scale} (system property {@code shardflake.reliability.scale}).
 *
 * @param name {@code short} or {@code full}
 * @param servers the servers and connectors each scenario runs on
 * @param races how many times the 1,024-instance race is run per server
 * @param churn how long contenders come and go, per server
 */
record ScaleRun(String name, List<LeaseServer> servers, int races, Duration churn) {

    private static final ScaleRun SHORT = new ScaleRun("short",
            List.of(LeaseServer.POSTGRESQL, LeaseServer.MARIADB), 1, Duration.ofSeconds(15));
    private static final ScaleRun FULL = new ScaleRun("full", List.of(LeaseServer.values()), 3,
            Duration.ofMinutes(3));

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
