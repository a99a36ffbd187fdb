package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static io.shardflake.worker.lease.LeaseFixtures.leases;
import static org.assertj.core.api.Assertions.assertThat;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLIntegrityConstraintViolationException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransactionRollbackException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The write conflicts racing claims meet on InnoDB at its default REPEATABLE READ, provoked on purpose with
 * connections held open mid-transaction, and what each driver makes of them: the SQLStates {@link LostRace} relies
 * on, and the one REPEATABLE READ behaviour a claim's conditional update relies on. A blocked statement is known to
 * be blocked by asking InnoDB ({@code information_schema.INNODB_TRX}), not by sleeping.
 */
@LeaseDatabases
class MariaDbWriteConflictTest {

    private static final Duration BLOCKED_WITHIN = Duration.ofSeconds(10);
    private static final Duration INNODB_TRX_IDLE = Duration.ofMillis(150);

    /** A test run once with each driver, MariaDB Connector/J and MySQL Connector/J, against the same MariaDB. */
    @Target(ElementType.METHOD)
    @Retention(RetentionPolicy.RUNTIME)
    @ParameterizedTest
    @EnumSource(value = Database.class, names = {"MARIADB", "MARIADB_VIA_MYSQL_CONNECTOR"})
    @interface EachDriver {
    }

    private final ExecutorService threads = Executors.newCachedThreadPool();
    private final List<Connection> connections = new ArrayList<>();
    // The server's id of each connection, read before it blocks: a connection busy with a statement answers nothing.
    private final Map<Connection, Long> ids = new HashMap<>();

    @AfterEach
    void closeAll() throws SQLException {
        threads.shutdownNow();
        for (Connection connection : connections) {
            connection.close();
        }
    }

    @EachDriver
    void anInsertRacingAnotherForTheSameWorkerIdWaitsForItThenFailsWithADuplicateKey(Database database)
            throws Exception {
        String table = table(database);
        Connection first = transaction(database);
        Connection second = transaction(database);
        insert(first, table, 5);

        Future<Integer> racing = threads.submit(() -> insert(second, table, 5));
        awaitLockWait(database, second);
        first.commit();

        assertError(failure(racing), SQLIntegrityConstraintViolationException.class, "23000", 1062, true);
    }

    @EachDriver
    void insertsQueuedBehindOneThatRollsBackDeadlockAndTheLoserIsALostRace(Database database) throws Exception {
        String table = table(database);
        Connection first = transaction(database);
        Connection second = transaction(database);
        Connection third = transaction(database);
        insert(first, table, 5);
        // Both wait for the first insert with a shared lock on the key; when it rolls back, both hold that shared
        // lock and want an exclusive one: InnoDB's documented insert deadlock. One of them must lose.
        Future<Integer> two = threads.submit(() -> insert(second, table, 5));
        Future<Integer> three = threads.submit(() -> insert(third, table, 5));
        awaitLockWait(database, second);
        awaitLockWait(database, third);
        first.rollback();

        List<SQLException> failures = new ArrayList<>();
        int inserted = 0;
        for (Future<Integer> insert : List.of(two, three)) {
            try {
                inserted += insert.get(BLOCKED_WITHIN.toSeconds(), TimeUnit.SECONDS);
            } catch (ExecutionException e) {
                failures.add((SQLException) e.getCause());
            }
        }
        assertThat(inserted).isEqualTo(1);
        assertThat(failures).singleElement()
                .satisfies(e -> assertError(e, SQLTransactionRollbackException.class, "40001", 1213, true));
    }

    @EachDriver
    void aLockWaitTimeoutIsALostRaceThoughMariaDbConnectorReportsItAsHy000(Database database) throws Exception {
        String table = table(database);
        Connection holder = transaction(database);
        Connection waiter = transaction(database);
        execute(waiter, "SET SESSION innodb_lock_wait_timeout = 1");
        insert(holder, table, 5);

        SQLException e = failure(threads.submit(() -> insert(waiter, table, 5)));

        // MariaDB Connector/J passes on the server's SQLState; MySQL Connector/J maps the error to 40001.
        assertError(e, SQLException.class, database == Database.MARIADB ? "HY000" : "40001", 1205, true);
    }

    @EachDriver
    void aQueryTimeoutIsAFailureNotALostRace(Database database) throws Exception {
        String table = table(database);
        Connection holder = transaction(database);
        Connection waiter = transaction(database);
        insert(holder, table, 5);

        SQLException e = failure(threads.submit(() -> {
            try (PreparedStatement insert = waiter.prepareStatement("INSERT INTO " + table
                    + " VALUES (5, 'h', 1, 'i', 's', 0, 0, 0, 0, 1, '', NULL)")) {
                insert.setQueryTimeout(1);
                return insert.executeUpdate();
            }
        }));

        // MariaDB Connector/J sets the server's max_statement_time; MySQL Connector/J kills the query itself.
        if (database == Database.MARIADB) {
            assertError(e, SQLTimeoutException.class, "70100", 1969, false);
        } else {
            assertError(e, SQLTimeoutException.class, null, 0, false);
        }
    }

    @EachDriver
    void underRepeatableReadAConditionalUpdateSeesTheCommittedRowNotTheTransactionsSnapshot(Database database)
            throws Exception {
        String table = table(database);
        Connection setup = transaction(database);
        insert(setup, table, 5);
        setup.commit();
        Connection late = transaction(database);
        assertThat(late.getTransactionIsolation()).isEqualTo(Connection.TRANSACTION_REPEATABLE_READ);
        assertThat(version(late, table, 5)).isEqualTo(1); // the snapshot is taken here
        Connection winner = transaction(database);
        assertThat(execute(winner, "UPDATE " + table + " SET version = 2 WHERE worker_id = 5 AND version = 1"))
                .isEqualTo(1);
        winner.commit();

        // The snapshot still shows version 1...
        assertThat(version(late, table, 5)).isEqualTo(1);
        // ...but the update reads the latest committed row, so a claim made from the stale read matches nothing.
        assertThat(execute(late, "UPDATE " + table + " SET version = 2 WHERE worker_id = 5 AND version = 1"))
                .isZero();
        late.commit();
        assertThat(LeaseFixtures.row(database.dataSource(), table, 5).version()).isEqualTo(2);
    }

    /** The driver's view of a failed statement: its class, SQLState and error code, and whether it is a lost race. */
    private static void assertError(SQLException e, Class<? extends SQLException> type, String sqlState,
            int errorCode, boolean lostRace) {
        assertThat((Throwable) e).isInstanceOf(type);
        assertThat(e.getSQLState()).isEqualTo(sqlState);
        assertThat(e.getErrorCode()).isEqualTo(errorCode);
        assertThat(LostRace.is(e)).isEqualTo(lostRace);
    }

    private static String table(Database database) {
        String table = freshTable();
        leases(database.dataSource(), table, "setup").build();
        return table;
    }

    private Connection transaction(Database database) throws SQLException {
        Connection connection = database.dataSource().getConnection();
        connections.add(connection);
        try (Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("SELECT CONNECTION_ID()")) {
            result.next();
            ids.put(connection, result.getLong(1));
        }
        connection.setAutoCommit(false);
        return connection;
    }

    private static int insert(Connection connection, String table, int workerId) throws SQLException {
        return execute(connection, "INSERT INTO " + table + " VALUES (" + workerId + ", 'h', 1, 'i', 's', 0, 0, 0, 0,"
                + " 1, '', NULL)");
    }

    private static int execute(Connection connection, String sql) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            return statement.executeUpdate(sql);
        }
    }

    private static long version(Connection connection, String table, int workerId) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("SELECT version FROM " + table + " WHERE worker_id = "
                        + workerId)) {
            result.next();
            return result.getLong(1);
        }
    }

    private static SQLException failure(Future<Integer> statement) throws Exception {
        try {
            statement.get(BLOCKED_WITHIN.toSeconds(), TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof SQLException sql) {
                return sql;
            }
            throw e;
        }
        throw new AssertionError("the statement succeeded");
    }

    /** Polls InnoDB until the transaction of {@code waiting}'s connection waits for a lock. */
    private void awaitLockWait(Database database, Connection waiting) {
        long id = ids.get(waiting);
        DataSource dataSource = database.dataSource();
        // InnoDB refreshes INNODB_TRX only when nobody read it for 0.1 s: polling faster would see a stale table.
        LeaseFixtures.await(BLOCKED_WITHIN, INNODB_TRX_IDLE, "connection " + id + " waits for a lock", () -> {
            try (Connection observer = dataSource.getConnection();
                    PreparedStatement select = observer.prepareStatement("SELECT COUNT(*) FROM"
                            + " information_schema.INNODB_TRX WHERE trx_mysql_thread_id = ?"
                            + " AND trx_state = 'LOCK WAIT'")) {
                select.setLong(1, id);
                try (ResultSet result = select.executeQuery()) {
                    result.next();
                    return result.getInt(1) == 1;
                }
            } catch (SQLException e) {
                throw new AssertionError(e);
            }
        });
    }
}
