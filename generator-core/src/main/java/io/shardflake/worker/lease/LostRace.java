package io.shardflake.worker.lease;

import java.sql.SQLException;

/**
 * Tells a claim that lost to a concurrent claim from a database that failed.
 *
 * <p>Two instances claiming the same free worker id: the database lets one write win and makes the other fail,
 * in a way that depends on the database and the isolation level the pool set — a duplicate key on a first
 * insert, a serialization failure or deadlock, a lock wait that timed out, H2's "concurrent update". All of them
 * mean "this id was not claimed by you, someone else is writing it": the claimant moves on to the next id.
 * Anything else (no connection, a missing table, a syntax error) is a real failure and is reported.
 */
final class LostRace {

    private LostRace() {
    }

    /** @return true if {@code e} means another transaction wrote the same row first */
    static boolean is(SQLException e) {
        for (SQLException next = e; next != null; next = next.getNextException()) {
            String state = next.getSQLState();
            if (state == null) {
                continue;
            }
            if (state.startsWith("23") // integrity constraint violation: the insert lost to another insert
                    || state.startsWith("40") // serialization failure, deadlock
                    || state.equals("55P03") // PostgreSQL: lock not available
                    || state.startsWith("HYT") // lock or statement timeout (H2 reports a lock wait this way)
                    || state.equals("90131")) { // H2: concurrent update of the same row
                return true;
            }
        }
        return false;
    }
}
