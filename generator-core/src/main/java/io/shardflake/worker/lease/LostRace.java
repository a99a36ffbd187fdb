package io.shardflake.worker.lease;

import java.sql.SQLException;

/**
 * Tells a claim that lost to a concurrent claim from a database that failed.
 *
 * <p>Two instances claiming the same free worker id: the database lets one write win and makes the other fail,
 * in a way that depends on the database, its driver and the isolation level — a duplicate key on a first insert, a
 * serialization failure or deadlock, a lock wait that timed out, H2's "concurrent update". All of them mean "this
 * id was not claimed by you, someone else is writing it": the claimant moves on to the next id. Anything else (no
 * connection, a missing table, a syntax error, a statement that outlived its query timeout) is a real failure and is
 * reported: a database that hangs must fail the claim, not send it through every worker id in turn.
 *
 * <p>What MySQL and MariaDB report, as seen on MariaDB 10.11 (see {@code MariaDbWriteConflictTest}):
 * <table>
 *   <caption>SQLState / vendor code per driver</caption>
 *   <tr><th>conflict</th><th>MariaDB Connector/J 3.5</th><th>MySQL Connector/J 9</th><th>here</th></tr>
 *   <tr><td>duplicate key (a racing insert won)</td><td>23000 / 1062</td><td>23000 / 1062</td><td>lost race</td></tr>
 *   <tr><td>deadlock (inserts queued behind one that rolled back)</td><td>40001 / 1213</td><td>40001 / 1213</td>
 *       <td>lost race</td></tr>
 *   <tr><td>lock wait timeout ({@code innodb_lock_wait_timeout})</td><td><b>HY000</b> / 1205</td>
 *       <td>40001 / 1205</td><td>lost race</td></tr>
 *   <tr><td>query timeout ({@code setQueryTimeout})</td><td>70100 / 1969 (max_statement_time)</td>
 *       <td>null / 0 (the driver's KILL QUERY)</td><td>failure</td></tr>
 * </table>
 * MariaDB Connector/J passes the server's SQLState through, and the server's for a lock wait timeout is the
 * catch-all HY000, so that one is recognised by its vendor code, and only together with HY000.
 */
final class LostRace {

    // ER_LOCK_WAIT_TIMEOUT, the same number in MySQL and MariaDB.
    private static final int MYSQL_LOCK_WAIT_TIMEOUT = 1205;

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
                    || state.equals("90131") // H2: concurrent update of the same row
                    || state.equals("HY000") && next.getErrorCode() == MYSQL_LOCK_WAIT_TIMEOUT) {
                return true;
            }
        }
        return false;
    }
}
