package io.shardflake.reliability.failover;

import java.util.stream.Stream;

/**
 * Which database kinds a failover scenario runs on. Each scenario starts a primary + standby pair of its own and
 * waits out a quarantine, about 10 s: the default build runs each on one kind, so that each kind still fails over
 * in two scenarios and the restore, whose detection differs by kind, runs on both; {@code -Preliability-long}
 * (system property {@code shardflake.reliability.failover=full}) runs every scenario on both.
 */
final class FailoverRuns {

    private FailoverRuns() {
    }

    /** @return PostgreSQL, and MariaDB in the full run */
    static Stream<ReplicatedDatabase.Kind> postgresql() {
        return full() ? both() : Stream.of(ReplicatedDatabase.Kind.POSTGRESQL);
    }

    /** @return MariaDB, and PostgreSQL in the full run */
    static Stream<ReplicatedDatabase.Kind> mariadb() {
        return full() ? both() : Stream.of(ReplicatedDatabase.Kind.MARIADB);
    }

    /** @return both kinds, in every run */
    static Stream<ReplicatedDatabase.Kind> both() {
        return Stream.of(ReplicatedDatabase.Kind.values());
    }

    /**
     * @return whether the build asked for the full run
     * @throws IllegalArgumentException naming the property if it is neither {@code short} nor {@code full}
     */
    private static boolean full() {
        String asked = System.getProperty("shardflake.reliability.failover", "short");
        return switch (asked) {
            case "short" -> false;
            case "full" -> true;
            default -> throw new IllegalArgumentException("shardflake.reliability.failover = " + asked
                    + ": expected short or full");
        };
    }
}
