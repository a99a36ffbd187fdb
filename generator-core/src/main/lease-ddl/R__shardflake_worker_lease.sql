-- Shardflake worker-id lease table, @lease.database@.
--
-- Shardflake creates this table itself unless told not to (JdbcWorkerLease.Builder#createTable(false)); this file
-- is for DBAs who create schema objects by hand. To use another name, replace shardflake_worker_lease below and
-- pass the same name to JdbcWorkerLease.Builder#table(String).
--
-- One row per worker id ever claimed; rows are reused, never deleted by Shardflake.
-- Times are BIGINT microseconds since 1970-01-01T00:00:00Z, exact and free of time-zone settings:
--   claimed_at, renewed_at, expires_at  are read from the DATABASE's clock (@lease.clock@), so every instance
--                                       judges expiry by the same clock;
--   reserved_until                      is in ID time (the holder's own clock, the one its ids carry): the latest
--                                       time the holder may put in an id. The next holder starts after it.
-- Deleting a row forgets its reservation: a later holder of that worker id could then repeat ids. Don't.
--
@lease.notes@

CREATE TABLE IF NOT EXISTS shardflake_worker_lease (
    worker_id       INTEGER      NOT NULL PRIMARY KEY CHECK (worker_id >= 0),
    holder_host     VARCHAR(255) NOT NULL,
    holder_pid      BIGINT       NOT NULL,
    holder_instance VARCHAR(36)  NOT NULL,
    holder_source   VARCHAR(500) NOT NULL,
    claimed_at      BIGINT       NOT NULL,
    renewed_at      BIGINT       NOT NULL,
    expires_at      BIGINT       NOT NULL,
    reserved_until  BIGINT       NOT NULL,
    version         BIGINT       NOT NULL
@lease.table-end@;
