-- Shardflake worker-id lease table, @lease.database@.
--
-- Shardflake creates this table itself unless told not to (JdbcWorkerLease.Builder#createTable(false)); this file
-- is for DBAs who create schema objects by hand. To use another name, replace shardflake_worker_lease below and
-- pass the same name to JdbcWorkerLease.Builder#table(String).
--
-- One row per worker id ever claimed; rows are reused, never deleted by Shardflake. Row -1 is the table's own
-- stamp: which database its writes were last made on, and since when (see below).
-- Times are BIGINT microseconds since 1970-01-01T00:00:00Z, exact and free of time-zone settings:
--   claimed_at, renewed_at, expires_at  are read from the DATABASE's clock (@lease.clock@), so every instance
--                                       judges expiry by the same clock;
--   reserved_until                      is in ID time (the holder's own clock, the one its ids carry): the latest
--                                       time the holder may put in an id. The next holder starts after it.
--   written_on                          names the database server (and, on PostgreSQL, its timeline) the row's
--                                       last write was made on. A claim that finds the stamp's written_on is not
--                                       the database it talks to now (a standby was promoted, a backup restored)
--                                       waits out one quarantine before it makes ids: rows read from such a
--                                       database may have lost their latest writes.
--   written_xid                         PostgreSQL: the transaction that wrote the stamp, compared with the row's
--                                       xmin, so a stamp copied back from a backup is told from one written here.
-- Deleting a row forgets its reservation: a later holder of that worker id could then repeat ids. Don't. (A holder
-- still alive writes its row back; a new instance claiming after such a loss waits out the quarantine.)
--
@lease.notes@

CREATE TABLE IF NOT EXISTS shardflake_worker_lease (
    worker_id       INTEGER      NOT NULL PRIMARY KEY CHECK (worker_id >= -1),
    holder_host     VARCHAR(255) NOT NULL,
    holder_pid      BIGINT       NOT NULL,
    holder_instance VARCHAR(36)  NOT NULL,
    holder_source   VARCHAR(500) NOT NULL,
    claimed_at      BIGINT       NOT NULL,
    renewed_at      BIGINT       NOT NULL,
    expires_at      BIGINT       NOT NULL,
    reserved_until  BIGINT       NOT NULL,
    version         BIGINT       NOT NULL,
    written_on      VARCHAR(255) NOT NULL,
    written_xid     BIGINT
@lease.table-end@;

-- The stamp of a new table: the database its writes go to. A table without it (emptied, or copied without it) makes
-- the next claim wait out a quarantine.
INSERT INTO shardflake_worker_lease (worker_id, holder_host, holder_pid, holder_instance, holder_source, claimed_at,
        renewed_at, expires_at, reserved_until, version, written_on, written_xid)
    SELECT -1, '', 0, '', 'table stamp', 0, 0, 0, 0, 1,
        @lease.origin@,
        @lease.transaction-id@ @lease.from-dual@
    WHERE NOT EXISTS (SELECT worker_id FROM shardflake_worker_lease WHERE worker_id = -1);
