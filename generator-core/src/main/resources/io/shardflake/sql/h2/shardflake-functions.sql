-- Shardflake SQL functions, H2 2.x (tested on 2.4).
--
-- The same four functions as the PostgreSQL script, with the same names, arguments, answers and SQLSTATEs, so
-- a query written against one runs on the other. Each is an alias of a public static method of
-- io.shardflake.sql.H2Functions in shardflake-core, which must be on the database's class path (it is, for an
-- embedded or in-memory H2 in the application's JVM):
--
--   SHARDFLAKE_ID_FIELD(id BIGINT, field_shift INTEGER, field_bits INTEGER) -> BIGINT
--   SHARDFLAKE_ID_TIME(id BIGINT, layout_epoch TIMESTAMP WITH TIME ZONE, time_shift INTEGER,
--                      time_bits INTEGER, tick_micros BIGINT) -> TIMESTAMP WITH TIME ZONE
--   SHARDFLAKE_UUID_TIME(u UUID) -> TIMESTAMP WITH TIME ZONE (floored to the microsecond, as on PostgreSQL)
--   SHARDFLAKE_FORM_UUID_V1(ts TIMESTAMP WITH TIME ZONE, clock_seq INTEGER, node VARCHAR) -> UUID
--
-- H2 has no MACADDR type: the node is text, 'xx:xx:xx:xx:xx:xx', 'xx-xx-xx-xx-xx-xx' or 'xxxxxxxxxxxx', so a
-- quoted MAC address works on both databases. Errors are SQLExceptions with the PostgreSQL script's SQLSTATEs
-- (22023, 22003, 22008) and messages. See H2Functions for the details of each function.
--
-- IF NOT EXISTS makes the script safe to run again. It also means a changed alias is not replaced: to move an
-- alias to another method, DROP ALIAS it first. DETERMINISTIC lets H2 evaluate a call with constant arguments
-- once per query; it is true, as none of the functions reads a clock, a setting or the session's time zone.

CREATE ALIAS IF NOT EXISTS SHARDFLAKE_ID_FIELD DETERMINISTIC FOR 'io.shardflake.sql.H2Functions.idField';

CREATE ALIAS IF NOT EXISTS SHARDFLAKE_ID_TIME DETERMINISTIC FOR 'io.shardflake.sql.H2Functions.idTime';

CREATE ALIAS IF NOT EXISTS SHARDFLAKE_UUID_TIME DETERMINISTIC FOR 'io.shardflake.sql.H2Functions.uuidTime';

CREATE ALIAS IF NOT EXISTS SHARDFLAKE_FORM_UUID_V1 DETERMINISTIC FOR 'io.shardflake.sql.H2Functions.formUuidV1';
