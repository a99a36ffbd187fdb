/**
 * Worker ids leased from a table in the application's own database, over plain JDBC.
 *
 * <p>{@link io.shardflake.worker.lease.JdbcWorkerLease} is configured once per table and hands out
 * {@link io.shardflake.worker.lease.WorkerLease}s: any free worker id ({@code claimAny}), or a given one, to
 * register an id another strategy chose ({@code claim}, {@code register}). A lease is a
 * {@link io.shardflake.worker.WorkerIdSource}, keeps the generator's {@link io.shardflake.worker.WorkerFence} up to
 * date, and tells the generator where the previous holder's ids ended ({@code notBefore}). The class comment of
 * {@code JdbcWorkerLease} explains which clock decides what, and why two holders never make the same id.
 *
 * <h2>Databases</h2>
 * <table>
 *   <caption>Supported databases</caption>
 *   <tr><th>database</th><th>product name (JDBC)</th><th>DDL beside these classes</th><th>tested on</th></tr>
 *   <tr><td>H2 2.x</td><td>{@code H2}</td><td>{@code h2/R__shardflake_worker_lease.sql}</td><td>H2 2.4, in memory</td></tr>
 *   <tr><td>PostgreSQL</td><td>{@code PostgreSQL}</td><td>{@code postgresql/R__shardflake_worker_lease.sql}</td><td>PostgreSQL 18</td></tr>
 *   <tr><td>MariaDB 10.11+</td><td>{@code MariaDB} (MariaDB Connector/J), {@code MySQL} (MySQL Connector/J)</td>
 *       <td>{@code mysql/R__shardflake_worker_lease.sql}</td><td>MariaDB 10.11 through both drivers</td></tr>
 *   <tr><td>MySQL 8</td><td>{@code MySQL}</td><td>{@code mysql/R__shardflake_worker_lease.sql}</td><td>not run here (no MySQL server is
 *       packaged for Debian); same SQL, same InnoDB rules as MariaDB</td></tr>
 * </table>
 * Building a {@code JdbcWorkerLease} connects once: any other product fails with
 * {@link io.shardflake.worker.lease.UnsupportedDatabaseException} (naming it and the four above), a database that
 * cannot be reached with {@link io.shardflake.worker.lease.LeaseConnectionException} (naming the URL without its
 * password and the driver's message); both before anything is written. On MySQL and MariaDB the table is InnoDB
 * and the claims are correct at InnoDB's default REPEATABLE READ: see {@code LeaseTable} for why, and
 * {@code LostRace} for the error codes each driver reports when a racing claim loses.
 */
@NullMarked
package io.shardflake.worker.lease;

import org.jspecify.annotations.NullMarked;
