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

-- The lease's history: one row per tenure, i.e. per holding of a worker id, from the claim that won it to its end
-- (release, loss, or the next holder's takeover after it expired). Written in the same transaction as the lease write
-- that starts or ends the tenure; while it lasts, the lease row naming its holder_instance carries its latest
-- reserved_until and renewed_at, which whois and audit read with it (a renewal writes nothing here). Rows whose last
-- write is older than the retention (30 days unless set otherwise) are deleted by the lease itself, unless the lease
-- row still names them and was renewed since. What `shardflake whois` and `shardflake audit` read: which holder may
-- have made an id of a worker id at an id time, and whether two holders' ranges of one worker id ever overlapped.
--   holder_*                            who held it, as in the lease table, and the application's name ('' if none);
--   began, ended                        how the tenure began (a claim, a takeover, a re-claim after a loss and why,
--                                       a switch, a quarantine) and how it ended (released, lost and why, expired);
--                                       ended is NULL while it lasts, or when its holder vanished and nobody took
--                                       the worker id over since;
--   began_at, renewed_at, ended_at      the DATABASE's clock, as claimed_at, renewed_at, expires_at above
--                                       (renewed_at: the row's last write);
--   ids_from, ids_until                 ID time: the range the tenure's ids may carry (its first allowed id time, and
--                                       its last reserved_until, or what it used when released). The next holder's
--                                       ids_from is after ids_until.
-- Deleting rows loses only what whois and audit can tell, never an id guarantee (those rest on the lease table).
CREATE TABLE IF NOT EXISTS shardflake_worker_lease_history (
    worker_id          INTEGER       NOT NULL,
    holder_instance    VARCHAR(36)   NOT NULL,
    holder_host        VARCHAR(255)  NOT NULL,
    holder_pid         BIGINT        NOT NULL,
    holder_source      VARCHAR(500)  NOT NULL,
    holder_application VARCHAR(255)  NOT NULL,
    began              VARCHAR(1000) NOT NULL,
    began_at           BIGINT        NOT NULL,
    renewed_at         BIGINT        NOT NULL,
    ids_from           BIGINT        NOT NULL,
    ids_until          BIGINT        NOT NULL,
    ended              VARCHAR(1000),
    ended_at           BIGINT,
    PRIMARY KEY (worker_id, holder_instance)
@lease.table-end@;
