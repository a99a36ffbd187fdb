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
 * <p>The table's DDL ships beside these classes: {@code postgresql.sql} and {@code h2.sql}.
 */
package io.shardflake.worker.lease;
